import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import { grantCreditsIn } from '../billing/grant-credits';
import { findWorkspace } from '../workspaces/workspace-store';
import type { AdminActor } from './admin-actor';
import { writeAuditLog } from './audit-log-store';

/** An admin grants a workspace credits with a reason (decision 021): they never expire. */
export const grantWorkspaceCredits = (
  db: Database,
  actor: AdminActor,
  input: { workspace_id: string; amount: number; reason: string; idempotency_key?: string },
): Promise<{ balance: number; replayed: boolean }> =>
  db.transaction(async (tx) => {
    if (!(await findWorkspace(tx, input.workspace_id))) throw notFound('Workspace not found.');
    const receipt = await grantCreditsIn(tx, input.workspace_id, {
      amount: input.amount,
      reason: input.reason,
      idempotencyKey: `admin:${input.idempotency_key ?? randomUUID()}`,
      userId: actor.userId,
    });
    if (!receipt.replayed)
      await writeAuditLog(tx, {
        actorUserId: actor.userId,
        actorEmail: actor.email,
        action: 'workspace.credits.grant',
        target: input.workspace_id,
        reason: input.reason,
        details: { amount: input.amount, entry_id: receipt.entry.id },
      });
    return { balance: receipt.balance, replayed: receipt.replayed };
  });
