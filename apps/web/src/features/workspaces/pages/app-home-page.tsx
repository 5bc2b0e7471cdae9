import { roleHasPermission } from '@hirelane/domain/workspaces/permissions';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { useAppSession } from '../../../layouts/use-app-session';
import { personName } from '../../../lib/person-name';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWorkspaceListQuery } from '../api/workspace-list';
import { CreateWorkspaceForm } from '../components/create-workspace-form';
import { MembersSection } from '../components/members-section';
import { WorkspaceSwitcher } from '../components/workspace-switcher';
import { ROLE_LABELS } from '../role-labels';

/** /app for now: who you are, your workspace, its members. */
export function AppHomePage() {
  usePageTitle('Home');
  const session = useAppSession();
  const workspaces = useWorkspaceListQuery();
  const profile = session.profile_info;
  const current = profile.current_workspace;
  const currentRole = workspaces.data?.find((workspace) => workspace._id === current?._id)?.role;
  const inviterRole =
    currentRole && roleHasPermission(currentRole, 'workspace:members:invite') ? currentRole : null;
  const name = personName(profile);

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Card>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-center gap-4">
            <Avatar src={profile.photo} name={name} size="lg" />
            <div className="min-w-0">
              <h1 className="truncate text-xl font-bold text-stone-900 sm:text-2xl">
                Welcome{profile.first_name ? `, ${profile.first_name}` : ''}
              </h1>
              <p className="break-all text-stone-600" data-testid="user-email">
                {profile.email}
              </p>
            </div>
          </div>
          <div className="min-w-0 sm:text-right">
            <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">
              Current workspace
            </p>
            <p
              className="truncate text-lg font-semibold text-stone-900"
              data-testid="current-workspace"
            >
              {current ? current.name : 'No workspace yet'}
            </p>
            {currentRole ? (
              <p className="text-sm text-stone-600">Your role: {ROLE_LABELS[currentRole]}</p>
            ) : null}
          </div>
        </div>
        {workspaces.data && workspaces.data.length > 1 ? (
          <div className="mt-6 border-t border-stone-100 pt-5 sm:max-w-sm">
            <WorkspaceSwitcher workspaces={workspaces.data} currentId={current?._id ?? null} />
          </div>
        ) : null}
      </Card>

      {current ? null : (
        <Card className="border-orange-200 ring-4 ring-orange-50">
          <h2 className="text-lg font-bold text-stone-900">Create your first workspace</h2>
          <p className="mt-1 text-stone-600">
            A workspace holds your team’s projects, candidates and campaigns. You can invite
            teammates once it exists.
          </p>
          <div className="mt-5">
            <CreateWorkspaceForm />
          </div>
        </Card>
      )}

      {current ? (
        <MembersSection
          workspaceId={current._id}
          workspaceName={current.name}
          viewerEmail={profile.email}
          inviterRole={inviterRole}
        />
      ) : null}

      {current ? (
        <Card>
          <h2 className="text-lg font-bold text-stone-900">Create workspace</h2>
          <p className="mt-1 text-sm text-stone-600">
            Start another workspace for a different team or client. It becomes your current one.
          </p>
          <div className="mt-4">
            <CreateWorkspaceForm />
          </div>
        </Card>
      ) : null}
    </main>
  );
}
