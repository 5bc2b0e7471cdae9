import type { LinkedinConnection } from '@hirelane/domain/linkedin/extension-contract.schema';
import type { LinkedinLimits } from '@hirelane/domain/linkedin/linkedin-limits';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { describeAccount } from './get-linkedin-connection';
import { setWaitingActionsMode } from './linkedin-action-store';
import { findMemberAccount, updateMemberAccount } from './linkedin-connection-store';
import { NO_ACCOUNT_MESSAGE } from './report-linkedin-health';

/**
 * The member's automation switch and limits (within the defaults, checked by the request schema).
 * Turning automation off makes the account's waiting actions tasks in "Needs you"; turning it
 * on hands them back to the extension.
 */
export const updateLinkedinSettings = async (
  db: Database,
  member: { workspaceId: string; userId: string },
  patch: { automation_enabled?: boolean | undefined; limits?: LinkedinLimits | undefined },
  now = new Date(),
): Promise<NonNullable<LinkedinConnection['account']>> =>
  db.transaction(async (tx) => {
    const account = await findMemberAccount(tx, member);
    if (!account) throw new HttpError(422, NO_ACCOUNT_MESSAGE);
    const updated = await updateMemberAccount(
      tx,
      member,
      {
        ...(patch.automation_enabled !== undefined
          ? { automationEnabled: patch.automation_enabled }
          : {}),
        ...(patch.limits !== undefined ? { limits: patch.limits } : {}),
      },
      now,
    );
    if (patch.automation_enabled !== undefined)
      await setWaitingActionsMode(
        tx,
        member.workspaceId,
        account.id,
        patch.automation_enabled ? 'automatic' : 'manual',
      );
    if (!updated) throw new HttpError(422, NO_ACCOUNT_MESSAGE);
    return describeAccount(tx, updated, now);
  });
