import type { PlanName, PlanStatus } from '@hirelane/domain/workspaces/subscription.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import { updateWorkspaceSubscription } from '../workspaces/workspace-store';
import type { AdminActor } from './admin-actor';
import { writeAuditLog } from './audit-log-store';

export const setWorkspaceSubscription = async (
  db: Database,
  actor: AdminActor,
  input: {
    workspace_id: string;
    plan_name: PlanName;
    plan_status: PlanStatus;
    current_period_end: string | null;
    reason?: string;
  },
): Promise<void> => {
  await db.transaction(async (tx) => {
    const updated = await updateWorkspaceSubscription(tx, input.workspace_id, {
      planName: input.plan_name,
      planStatus: input.plan_status,
      currentPeriodEnd: input.current_period_end ? new Date(input.current_period_end) : null,
    });
    if (!updated) throw notFound('Workspace not found.');
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action: 'workspace.subscription.set',
      target: input.workspace_id,
      reason: input.reason,
      details: {
        plan_name: input.plan_name,
        plan_status: input.plan_status,
        current_period_end: input.current_period_end,
      },
    });
  });
};
