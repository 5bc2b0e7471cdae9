import { useAppSession } from '../../../lib/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { MailboxSection } from '../../accounts/components/mailbox-section';
import { BillingSection } from '../../billing/components/billing-section';
import { CreditUsageSection } from '../../billing/components/credit-usage-section';
import { ProfileSection } from '../../profile/components/profile-section';
import { PartnersSection } from '../../partners/components/partners-section';
import { useWorkspaceListQuery } from '../../workspaces/api/workspace-list';
import { MembersSection } from '../../workspaces/components/members-section';
import { CareerPageSection } from '../components/career-page-section';
import { FeatureFlagsSection } from '../components/feature-flags-section';
import { IntegrationsSection } from '../components/integrations-section';
import { SuppressionsSection } from '../components/suppressions-section';
import { InterviewRetentionSection } from '../components/interview-retention-section';
import { WorkspaceSection } from '../components/workspace-section';

/**
 * /app/settings: team, workspaces, mailboxes (#mailbox), billing (#billing) and credit usage
 * (#usage). A thin page: each section belongs to its feature (profile, workspaces, accounts,
 * billing); workspace, integrations and feature flags are this feature's own.
 */
export function SettingsPage() {
  usePageTitle('Settings');
  useScrollToHash();
  const session = useAppSession();
  const workspaces = useWorkspaceListQuery();
  const profile = session.profile_info;
  const current = profile.current_workspace;

  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Settings</h1>
        <p className="mt-1 text-stone-600">Your team, workspaces, mailboxes and billing.</p>
      </div>

      <ProfileSection session={session} />

      {current ? (
        <section id="team" aria-label="Team" className="scroll-mt-20">
          <MembersSection
            title="Team"
            workspaceId={current._id}
            workspaceName={current.name}
            viewerEmail={profile.email}
          />
        </section>
      ) : null}

      <WorkspaceSection workspaceId={current?._id ?? null} workspaces={workspaces.data} />

      <MailboxSection workspaceId={current?._id ?? null} />
      <BillingSection session={session} />
      <CreditUsageSection session={session} />
      <CareerPageSection workspaceId={current?._id ?? null} />
      <IntegrationsSection workspaceId={current?._id ?? null} />
      <PartnersSection
        workspaceId={current?._id ?? null}
        canEdit={profile.permissions.includes('workspace:partners:edit')}
      />
      <InterviewRetentionSection workspaceId={current?._id ?? null} />
      <FeatureFlagsSection workspaceId={current?._id ?? null} />
      <SuppressionsSection workspaceId={current?._id ?? null} />
    </main>
  );
}
