import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import { permissionsForRole } from '@hirelane/domain/workspaces/permissions';
import type { SubscriptionInfo } from '@hirelane/domain/workspaces/subscription.schema';
import { subscriptionInfoSchema } from '@hirelane/domain/workspaces/subscription.schema';
import type { Database } from '../../db/client';
import type { WorkspaceRow } from '../workspaces/workspace-store';
import { findUserWorkspace, listUserWorkspaces } from '../workspaces/workspace-store';
import { findSessionUser } from './impersonation-store';
import type { ResolvedSession } from './session-store';

const subscriptionOf = (workspace: WorkspaceRow): SubscriptionInfo | null => {
  const parsed = subscriptionInfoSchema.safeParse({
    plan_name: workspace.planName,
    plan_status: workspace.planStatus,
    current_period_end: workspace.currentPeriodEnd?.toISOString() ?? null,
    ...(workspace.planStatus === 'past_due' && workspace.payUrl
      ? { pay_url: workspace.payUrl }
      : {}),
  });
  return parsed.success ? parsed.data : null;
};

/** The session shape of SPEC 3, for the current workspace (the first one the user has when none is set). */
export const getSessionInfo = async (
  db: Database,
  session: ResolvedSession,
  extensionId: string,
): Promise<SessionInfo> => {
  const { user } = session;
  const current =
    (user.currentWorkspaceId
      ? await findUserWorkspace(db, user.currentWorkspaceId, user.id)
      : undefined) ?? (await listUserWorkspaces(db, user.id))[0];
  const info: SessionInfo = {
    email: user.email,
    profile_info: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      photo: user.image ?? DEFAULT_USER_PHOTO,
      current_company: user.currentCompany,
      has_onboarded: user.hasOnboarded,
      is_allowed: user.isAllowed,
      is_admin: user.isAdmin,
      joined_at: user.createdAt.toISOString(),
      member_id: current?.memberId ?? null,
      extension_id: extensionId,
      permissions: current ? permissionsForRole(current.role) : [],
      current_workspace: current ? { _id: current.id, name: current.name } : null,
      subscription_info: current ? subscriptionOf(current.workspace) : null,
    },
  };
  if (session.impersonatorSessionId) {
    const admin = await findSessionUser(db, session.impersonatorSessionId);
    info.proxy_login = true;
    if (admin)
      info.proxy_user = {
        first_name: admin.firstName,
        last_name: admin.lastName,
        email: admin.email,
      };
  }
  return info;
};
