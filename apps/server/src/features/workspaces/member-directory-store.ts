import type { SqlClient } from '../../db/transaction';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import type { Invitation, WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';

export type DirectoryMember = WorkspaceMember & {
  status: 'active' | 'inactive';
  deactivated_at: string | null;
};
export type MemberDirectory = { members: DirectoryMember[]; invitations: Invitation[] };

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const profile = (alias: string) =>
  `json_build_object('first_name', ${alias}.first_name, 'last_name', ${alias}.last_name, 'email', ${alias}.email, 'photo', coalesce(${alias}.image, $2::text))`;

// Members and pending invitations of one workspace in one round trip; this list is read on
// every page of the app, so it is a named prepared statement rather than a built query.
const DIRECTORY_SQL = `
  select
    coalesce((
      select json_agg(json_build_object('_id', m.id, 'role', m.role, 'status', m.status,
                      'deactivated_at', to_char(m.deactivated_at at time zone 'UTC', ${ISO}),
                      'profile', ${profile('u')})
                      order by u.first_name, u.email)
        from workspace_member m join "user" u on u.id = m.user_id
       where m.workspace_id = $1), '[]'::json) as members,
    coalesce((
      select json_agg(json_build_object(
               '_id', i.id, 'email', i.email, 'role', i.role,
               'status', case when i.expires_at <= now() then 'expired' else 'pending' end,
               'expires_at', to_char(i.expires_at at time zone 'UTC', ${ISO}),
               'last_sent_at', to_char(coalesce(i.last_sent_at, i.created_at) at time zone 'UTC', ${ISO}),
               'send_count', i.send_count,
               'invited_by', case when iu.id is null then null else ${profile('iu')} end)
             order by i.created_at desc)
        from workspace_invitation i left join "user" iu on iu.id = i.invited_by_user_id
       where i.workspace_id = $1 and i.status = 'pending'), '[]'::json) as invitations`;

export const readMemberDirectory = async (
  pool: SqlClient,
  workspaceId: string,
): Promise<MemberDirectory> => {
  const result = await pool.query<MemberDirectory>({
    name: 'member-directory',
    text: DIRECTORY_SQL,
    values: [workspaceId, DEFAULT_USER_PHOTO],
  });
  return result.rows[0] ?? { members: [], invitations: [] };
};
