import type { LinkedinConnection } from '@hirelane/domain/linkedin/extension-contract.schema';
import { effectiveLimits, limitUsage } from '@hirelane/domain/linkedin/linkedin-limits';
import type { Executor } from '../../db/client';
import { countClaimedActions } from './linkedin-action-store';
import {
  findIdentityReport,
  findMemberAccount,
  type LinkedinAccountRow,
} from './linkedin-connection-store';

/** The account as the page shows it, with what it used of its limits, counted as claims count. */
export const describeAccount = async (
  db: Executor,
  row: LinkedinAccountRow,
  now: Date,
): Promise<NonNullable<LinkedinConnection['account']>> => {
  const limits = effectiveLimits(row.limits);
  const counts = await countClaimedActions(db, row.workspaceId, row.id, now);
  return {
    id: row.id,
    full_name: row.fullName,
    profile_url: row.profileUrl,
    error_message: row.errorMessage,
    automation_enabled: row.automationEnabled,
    paused_until: row.pausedUntil?.toISOString() ?? null,
    limits,
    usage: limitUsage(limits, counts),
  };
};

/** What /app/connect-linkedin shows the caller: the reported identity and their account. */
export const getLinkedinConnection = async (
  db: Executor,
  member: { workspaceId: string; userId: string },
  now = new Date(),
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
    account: account ? await describeAccount(db, account, now) : null,
  };
};
