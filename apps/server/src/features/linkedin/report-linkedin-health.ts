import type { LinkedinHealthState } from '@hirelane/domain/linkedin/extension-contract.schema';
import { healthErrorMessage } from '@hirelane/domain/linkedin/linkedin-action-rules';
import { WARNING_PAUSE_MS } from '@hirelane/domain/linkedin/linkedin-limits';
import type { Executor } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { findMemberAccount, updateMemberAccount } from './linkedin-connection-store';

export const NO_ACCOUNT_MESSAGE = 'Connect your LinkedIn account first (/app/connect-linkedin).';

/**
 * What the extension saw on LinkedIn. A problem (signed out, restricted, checkpoint) becomes the
 * account's error_message (banner 3, the campaigns' linkedin_account_error) until a re-connect;
 * a warning pauses the account for a day; ok after a warning changes nothing (the pause runs out).
 */
export const reportLinkedinHealth = async (
  db: Executor,
  member: { workspaceId: string; userId: string },
  report: { state: LinkedinHealthState; message?: string | null | undefined },
  now = new Date(),
): Promise<void> => {
  const account = await findMemberAccount(db, member);
  if (!account) throw new HttpError(422, NO_ACCOUNT_MESSAGE);
  const base = { healthState: report.state, healthReportedAt: now };
  if (report.state === 'ok') {
    await updateMemberAccount(db, member, base, now);
    return;
  }
  if (report.state === 'warning') {
    await updateMemberAccount(
      db,
      member,
      { ...base, pausedUntil: new Date(now.getTime() + WARNING_PAUSE_MS) },
      now,
    );
    return;
  }
  await updateMemberAccount(
    db,
    member,
    { ...base, errorMessage: healthErrorMessage(report.state, report.message) },
    now,
  );
};
