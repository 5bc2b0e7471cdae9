import { Button } from '../../../components/ui/button';
import { useIntegrationsQuery } from '../api/integrations';
import { IntegrationCard } from './integration-card';
import { SettingsSection } from '../../../components/settings-section';
import { SlackCardActions } from '../../slack/components/slack-card-actions';

/** #integrations: every kind of connected account, with its real state from the server. */
export function IntegrationsSection({ workspaceId }: { workspaceId: string | null }) {
  const integrations = useIntegrationsQuery(workspaceId);
  return (
    <SettingsSection
      id="integrations"
      title="Integrations"
      description="The accounts campaigns send from and the tools Hirelane connects to, as they are right now."
    >
      {!workspaceId ? (
        <p className="text-sm text-stone-700">No workspace yet.</p>
      ) : integrations.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          Loading integrations…
        </p>
      ) : !integrations.data ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <p>The integrations could not be loaded.</p>
          <Button variant="secondary" onClick={() => void integrations.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul aria-label="Integrations" className="grid gap-3 sm:grid-cols-2">
          {integrations.data.map((integration) => (
            <IntegrationCard
              key={integration.key}
              integration={integration}
              actions={
                integration.key === 'team_chat' ? (
                  <SlackCardActions workspaceId={workspaceId} />
                ) : undefined
              }
            />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
