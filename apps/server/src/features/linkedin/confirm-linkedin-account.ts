import type { LinkedinConnection } from '@hirelane/domain/linkedin/extension-contract.schema';
import type { Executor } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { getLinkedinConnection } from './get-linkedin-connection';
import { findIdentityReport, upsertMemberAccount } from './linkedin-connection-store';

export const NO_IDENTITY_MESSAGE =
  'No LinkedIn account has been reported by the browser extension yet. Open linkedin.com in this browser with the extension installed.';
export const IDENTITY_CHANGED_MESSAGE =
  'The LinkedIn account signed in in the browser changed. Check the account shown and confirm again.';

/**
 * Connects the identity the extension reported as the caller's LinkedIn account. The page sends
 * the profile URL it showed, so a confirm never connects an identity the member did not see.
 */
export const confirmLinkedinAccount = async (
  db: Executor,
  member: { workspaceId: string; userId: string },
  shownProfileUrl: string,
  now = new Date(),
): Promise<LinkedinConnection> => {
  const report = await findIdentityReport(db, member);
  if (!report) throw new HttpError(422, NO_IDENTITY_MESSAGE);
  if (report.profileUrl !== shownProfileUrl) throw new HttpError(422, IDENTITY_CHANGED_MESSAGE);
  await upsertMemberAccount(
    db,
    member,
    { fullName: report.fullName, profileUrl: report.profileUrl, headline: report.headline },
    now,
  );
  return getLinkedinConnection(db, member);
};
