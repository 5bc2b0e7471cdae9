import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { getCurrentWorkspaceId } from '../../../lib/current-workspace';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSlackSettingsQuery } from '../api/slack';
import { useTeamChatStatusQuery } from '../api/team-chat-status';

const SETTINGS_INTEGRATIONS_PATH = '/app/settings#integrations';

function ConnectionStatus({ workspaceId }: { workspaceId: string }) {
  const settings = useSlackSettingsQuery(workspaceId);
  const status = useTeamChatStatusQuery(settings.data?.viewer_user_id ?? null, workspaceId);
  if (!status.data) return null;
  return (
    <p role="status" className="mt-2 text-sm text-stone-600">
      {status.data.connected
        ? `Slack reports the connection working${status.data.team_name ? ` in ${status.data.team_name}` : ''}.`
        : (status.data.error_message ?? 'Slack does not report a working connection yet.')}
    </p>
  );
}

/**
 * /app/slack-confirmation (the workspace's Slack) and /app/recruiter-slack-confirmation (a
 * recruiter's own, for direct messages): where Slack's OAuth callback lands, with the error when
 * it failed (decision 050).
 */
export function SlackConfirmationPage({ personal = false }: { personal?: boolean }) {
  const [params] = useSearchParams();
  const error = params.get('error');
  const team = params.get('team');
  const workspaceId = params.get('workspace') ?? getCurrentWorkspaceId();
  usePageTitle(error ? 'Slack not connected' : 'Slack connected');
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      <section className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm">
        {error ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-stone-900">
              Slack was not connected
            </h1>
            <p role="alert" className="mt-3 max-w-md rounded-lg bg-red-50 px-3 py-2 text-red-900">
              {error}
            </p>
          </>
        ) : (
          <>
            <div
              aria-hidden="true"
              className="grid size-14 place-items-center rounded-full bg-green-100 text-green-800"
            >
              <CheckIcon className="size-7" strokeWidth={2.5} />
            </div>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">
              Slack connected
            </h1>
            <p className="mt-2 max-w-md text-stone-700">
              {team ? (
                <>
                  <strong className="break-words text-stone-900">{team}</strong> is connected.{' '}
                </>
              ) : null}
              {personal
                ? 'News of your projects comes to you as direct messages in Slack.'
                : 'Choose each project’s channel in the project’s settings.'}
            </p>
            {workspaceId ? <ConnectionStatus workspaceId={workspaceId} /> : null}
          </>
        )}
        <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Link to={SETTINGS_INTEGRATIONS_PATH} className={buttonClasses('primary')}>
            Back to settings
          </Link>
        </div>
      </section>
    </main>
  );
}

export function RecruiterSlackConfirmationPage() {
  return <SlackConfirmationPage personal />;
}
