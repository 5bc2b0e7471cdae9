import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import { TEAM_INBOX_OFF_MESSAGE, THREAD_NOT_FOUND } from '@hirelane/domain/inbox/inbox.schema';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findWorkspace } from '../workspaces/workspace-store';
import { findVisibleThread, type ThreadRow, type ThreadScope } from './inbox-thread-store';

/** The inbox exists only with the team feature flag (SPEC 2.3): 403 with the reason otherwise. */
export const requireTeamInbox = async (db: Executor, workspaceId: string): Promise<void> => {
  const workspace = await findWorkspace(db, workspaceId);
  if (workspace?.featureFlags.team !== true) throw forbidden(TEAM_INBOX_OFF_MESSAGE);
};

export const threadScope = (tenant: TenantContext, userId: string): ThreadScope => ({
  workspaceId: tenant.workspaceId,
  userId,
  memberId: seesEveryProject(tenant.role) ? null : tenant.memberId,
});

/** The thread as the caller may see it; another workspace's or project's thread is 404. */
export const loadThread = async (
  db: Executor,
  tenant: TenantContext,
  userId: string,
  threadId: string,
): Promise<ThreadRow> => {
  await requireTeamInbox(db, tenant.workspaceId);
  const thread = await findVisibleThread(db, threadScope(tenant, userId), threadId);
  if (!thread) throw notFound(THREAD_NOT_FOUND);
  return thread;
};
