import type { LinkedinConnection } from '@hirelane/domain/linkedin/extension-contract.schema';
import { effectiveLimits } from '@hirelane/domain/linkedin/linkedin-limits';
import type { Executor } from '../../db/client';
import {
  findIdentityReport,
  findMemberAccount,
  type LinkedinAccountRow,
} from './linkedin-connection-store';

export const describeAccount = (
  row: LinkedinAccountRow,
): NonNullable<LinkedinConnection['account']> => ({
  id: row.id,
  full_name: row.fullName,
  profile_url: row.profileUrl,
  error_message: row.errorMessage,
  automation_enabled: row.automationEnabled,
  paused_until: row.pausedUntil?.toISOString() ?? null,
  limits: effectiveLimits(row.limits),
});

/** What /app/connect-linkedin shows the caller: the reported identity and their account. */
export const getLinkedinConnection = async (
  db: Executor,
  member: { workspaceId: string; userId: string },
): Promise<LinkedinConnection> => {
  const [report, account] = await Promise.all([
    findIdentityReport(db, member),
    findMemberAccount(db, member),
  ]);
  return {
    reported: report
      ? {
          full_name: report.fullName,
          profile_url: report.profileUrl,
          headline: report.headline,
          reported_at: report.reportedAt.toISOString(),
        }
      : null,
    account: account ? describeAccount(account) : null,
  };
};
