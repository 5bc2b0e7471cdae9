import { useMemo } from 'react';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { pickBanner, type Banner } from '@hirelane/domain/app-shell/banners';
import { useAiCallOptionsQuery } from '../features/accounts/api/ai-call-options';
import { useEmailAccountsQuery } from '../features/accounts/api/email-accounts';
import { useLinkedinStatusQuery } from '../features/accounts/api/linkedin-status';
import { useCreditBalanceQuery } from '../features/billing/api/credit-balance';
import { useRecentProjectsQuery } from '../features/projects/api/recent-projects';
import { useMembersQuery } from '../features/workspaces/api/members';
import { useWorkspaceListQuery } from '../features/workspaces/api/workspace-list';
import { bannerMailboxesFrom } from './banner-mailboxes';

/**
 * SPEC 7, after sign-in: session info (already loaded by the guards) → workspace list → credit
 * balance (when a workspace exists); then, without waiting for each other: verified e-mails,
 * sidebar projects, team members and AI call options. Everything is cached for an hour.
 */
export const useShellData = (session: SessionInfo) => {
  const workspaceId = session.profile_info.current_workspace?._id ?? null;
  const workspaces = useWorkspaceListQuery();
  const balance = useCreditBalanceQuery(workspaceId, workspaces.isFetched);
  const rest = workspaces.isFetched && (workspaceId === null || balance.isFetched);

  const emails = useEmailAccountsQuery(workspaceId, rest);
  const projects = useRecentProjectsQuery(workspaceId, rest);
  useMembersQuery(workspaceId ?? '', rest && workspaceId !== null);
  useAiCallOptionsQuery(workspaceId, rest);
  const linkedin = useLinkedinStatusQuery(workspaceId, rest);

  // Banners 1–3 outrank the plan banners: none shows until the mailbox list and the LinkedIn
  // status have answered, so a trial banner never flashes before the mailbox banner replaces it.
  const accountsSettled = workspaceId === null || (emails.isFetched && linkedin.isFetched);
  const credits = useMemo(
    () =>
      balance.data
        ? { balance: balance.data.balance, monthly: balance.data.credits_per_month }
        : null,
    [balance.data],
  );
  const banner = useMemo<Banner | null>(() => {
    if (!accountsSettled) return null;
    return pickBanner({
      mailboxes: bannerMailboxesFrom(emails.data),
      linkedinErrorMessage: linkedin.data?.error_message ?? null,
      subscription: session.profile_info.subscription_info,
      permissions: session.profile_info.permissions,
      credits,
    });
  }, [accountsSettled, emails.data, linkedin.data, session, credits]);

  return {
    workspaces: workspaces.data ?? [],
    recentProjects: projects.data ?? [],
    banner,
    /** The balance for the top bar and the low-credits banner; null while unknown. */
    credits,
  };
};
