import { roleHasPermission } from '@hirelane/domain/workspaces/permissions';
import { useAppSession } from '../../../layouts/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWorkspaceListQuery } from '../../workspaces/api/workspace-list';
import { CreateWorkspaceForm } from '../../workspaces/components/create-workspace-form';
import { MembersSection } from '../../workspaces/components/members-section';
import { WorkspaceSwitcher } from '../../workspaces/components/workspace-switcher';
import { ROLE_LABELS } from '../../workspaces/role-labels';
import { BillingSection } from '../components/billing-section';
import { MailboxSection } from '../components/mailbox-section';
import { SettingsSection } from '../components/settings-section';
import { useScrollToHash } from '../use-scroll-to-hash';

/**
 * /app/settings: team, workspaces, mailboxes (#mailbox) and billing (#billing). The full settings
 * area comes with its own issue; these sections show the real current data.
 */
export function SettingsPage() {
  usePageTitle('Settings');
  useScrollToHash();
  const session = useAppSession();
  const workspaces = useWorkspaceListQuery();
  const profile = session.profile_info;
  const current = profile.current_workspace;
  const currentRole = workspaces.data?.find((workspace) => workspace._id === current?._id)?.role;
  const inviterRole =
    currentRole && roleHasPermission(currentRole, 'workspace:members:invite') ? currentRole : null;

  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Settings</h1>
        <p className="mt-1 text-stone-600">Your team, workspaces, mailboxes and billing.</p>
      </div>

      {current ? (
        <section id="team" aria-label="Team" className="scroll-mt-20">
          <MembersSection
            title="Team"
            workspaceId={current._id}
            workspaceName={current.name}
            viewerEmail={profile.email}
            inviterRole={inviterRole}
          />
        </section>
      ) : null}

      <SettingsSection
        id="workspaces"
        title="Workspaces"
        description="Switch to another workspace, or start a new one for a different team or client. A new workspace becomes your current one."
      >
        <p className="text-sm text-stone-700">
          Current workspace: <strong className="text-stone-900">{current?.name ?? 'None'}</strong>
          {currentRole ? <> · your role: {ROLE_LABELS[currentRole]}</> : null}
        </p>
        {workspaces.data && workspaces.data.length > 1 ? (
          <div className="mt-4 sm:max-w-sm">
            <WorkspaceSwitcher workspaces={workspaces.data} currentId={current?._id ?? null} />
          </div>
        ) : null}
        <div className="mt-5 border-t border-stone-100 pt-5">
          <CreateWorkspaceForm />
        </div>
      </SettingsSection>

      <MailboxSection workspaceId={current?._id ?? null} />
      <BillingSection session={session} />
    </main>
  );
}
