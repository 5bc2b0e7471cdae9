import type { LinkedinTask } from '@hirelane/domain/linkedin/linkedin-tasks.schema';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { completeAction } from './report-action-result';
import { lockAction } from './linkedin-action-store';
import { findMemberAccount } from './linkedin-connection-store';
import { listMemberTasks } from './linkedin-task-store';

const TASK_NOT_FOUND = 'LinkedIn task not found.';

export const listLinkedinTasks = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  now = new Date(),
): Promise<LinkedinTask[]> => {
  const account = await findMemberAccount(db, { workspaceId: tenant.workspaceId, userId });
  if (!account) return [];
  const memberId = seesEveryProject(tenant.role) ? null : tenant.memberId;
  return listMemberTasks(db, tenant.workspaceId, account.id, memberId, now);
};

/** "Mark done": the member did the step by hand; the sequence continues. Once only. */
export const markLinkedinTaskDone = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  taskId: string,
  now = new Date(),
): Promise<void> => {
  const visible = await listLinkedinTasks(db, tenant, userId, now);
  if (!visible.some((task) => task.id === taskId)) throw new HttpError(404, TASK_NOT_FOUND);
  await db.transaction(async (tx) => {
    const action = await lockAction(tx, tenant.workspaceId, taskId);
    if (!action || action.status !== 'scheduled' || action.mode !== 'manual')
      throw new HttpError(404, TASK_NOT_FOUND);
    await completeAction(tx, action, 'done', 'Done by hand', now);
  });
};
