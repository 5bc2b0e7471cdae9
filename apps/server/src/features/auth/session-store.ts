import type { SqlClient } from '../../db/transaction';
import {
  SESSION_ABSOLUTE_TIMEOUT_SECONDS,
  SESSION_IDLE_TIMEOUT_SECONDS,
} from '@hirelane/domain/auth/sign-in.schema';

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  image: string | null;
  currentCompany: string;
  hasOnboarded: boolean;
  isAllowed: boolean;
  isAdmin: boolean;
  createdAt: Date;
  currentWorkspaceId: string | null;
};

export type ResolvedSession = {
  sessionId: string;
  token: string;
  createdAt: Date;
  expiresAt: Date;
  impersonatorSessionId: string | null;
  user: SessionUser;
  /** Active membership in the requested workspace, when one was asked for. */
  member: { id: string; role: string } | null;
};

type Row = {
  session_id: string;
  token: string;
  session_created_at: Date;
  expires_at: Date;
  impersonator_session_id: string | null;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  image: string | null;
  current_company: string;
  has_onboarded: boolean;
  is_allowed: boolean;
  is_admin: boolean;
  user_created_at: Date;
  current_workspace_id: string | null;
  member_id: string | null;
  member_role: string | null;
};

// One round trip for the hot path: session, user and (optionally) the member of the asked workspace.
const RESOLVE_SQL = `
  select s.id as session_id, s.token, s.created_at as session_created_at, s.expires_at,
         s.impersonator_session_id, u.id as user_id, u.email, u.first_name, u.last_name, u.image,
         u.current_company, u.has_onboarded, u.is_allowed, u.is_admin, u.created_at as user_created_at,
         u.current_workspace_id, m.id as member_id, m.role as member_role
    from session s
    join "user" u on u.id = s.user_id
    left join workspace_member m
      on $2::uuid is not null and m.workspace_id = $2::uuid and m.user_id = u.id and m.status = 'active'
   where s.token = $1 and s.expires_at > now()`;

const REFRESH_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Finds a live session by token and, every day of use at most, slides its
 * idle expiry forward, never past created_at + the absolute timeout.
 */
export const resolveSession = async (
  pool: SqlClient,
  token: string,
  workspaceId: string | null,
): Promise<ResolvedSession | null> => {
  const result = await pool.query<Row>({
    name: 'resolve-session',
    text: RESOLVE_SQL,
    values: [token, workspaceId],
  });
  const row = result.rows[0];
  if (!row) return null;
  let expiresAt = row.expires_at;
  const refreshDue =
    expiresAt.getTime() - (SESSION_IDLE_TIMEOUT_SECONDS - REFRESH_AFTER_SECONDS) * 1000 <=
    Date.now();
  if (refreshDue) {
    const updated = await pool.query<{ expires_at: Date }>(
      `update session
          set expires_at = least(now() + make_interval(secs => $2), created_at + make_interval(secs => $3)),
              updated_at = now()
        where id = $1
        returning expires_at`,
      [row.session_id, SESSION_IDLE_TIMEOUT_SECONDS, SESSION_ABSOLUTE_TIMEOUT_SECONDS],
    );
    expiresAt = updated.rows[0]?.expires_at ?? expiresAt;
  }
  return {
    sessionId: row.session_id,
    token: row.token,
    createdAt: row.session_created_at,
    expiresAt,
    impersonatorSessionId: row.impersonator_session_id,
    user: {
      id: row.user_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      image: row.image,
      currentCompany: row.current_company,
      hasOnboarded: row.has_onboarded,
      isAllowed: row.is_allowed,
      isAdmin: row.is_admin,
      createdAt: row.user_created_at,
      currentWorkspaceId: row.current_workspace_id,
    },
    member: row.member_id && row.member_role ? { id: row.member_id, role: row.member_role } : null,
  };
};

/** Whether the admin behind an impersonation (their own session, still live) is an admin. */
export const isLiveAdminSession = async (pool: SqlClient, sessionId: string): Promise<boolean> => {
  const result = await pool.query<{ is_admin: boolean }>(
    `select u.is_admin from session s join "user" u on u.id = s.user_id where s.id = $1 and s.expires_at > now()`,
    [sessionId],
  );
  return result.rows[0]?.is_admin === true;
};
