import type { SlackNotificationKind } from '@hirelane/domain/slack/slack.schema';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import {
  slackAuthorizePath,
  useDisconnectSlack,
  useSlackSettingsQuery,
  useUpdateSlackSettings,
} from '../api/slack';

/**
 * The Slack card's controls (decision 050): connect the workspace (owners and admins) and your
 * own Slack for direct messages, disconnect, and the notification kinds. Unconfigured servers say
 * how to configure Slack instead.
 */
export function SlackCardActions({ workspaceId }: { workspaceId: string }) {
  const settings = useSlackSettingsQuery(workspaceId);
  const update = useUpdateSlackSettings(workspaceId);
  const disconnect = useDisconnectSlack(workspaceId);
  const data = settings.data;
  if (settings.isPending)
    return (
      <p role="status" className="mt-3 text-sm text-stone-600">
        Loading Slack…
      </p>
    );
  if (!data)
    return <p className="mt-3 text-sm text-stone-700">Slack settings could not be loaded.</p>;
  if (!data.configured)
    return (
      // The hint names a callback URL, one long word: it must wrap inside a phone-wide card.
      <p className="mt-3 rounded-lg bg-stone-100 px-3 py-2 text-sm break-words text-stone-800 [overflow-wrap:anywhere]">
        {data.configure_hint}
      </p>
    );

  const workspace = data.workspace_connection;
  const personal = data.personal_connection;
  const disabled = data.kinds.filter((kind) => !kind.enabled).map((kind) => kind.kind);
  const toggleKind = (kind: SlackNotificationKind, enabled: boolean) =>
    update.mutate({
      disabled_kinds: enabled ? disabled.filter((one) => one !== kind) : [...disabled, kind],
    });

  return (
    <div className="mt-3 space-y-4 text-sm">
      <div>
        <h4 className="font-semibold text-stone-900">Workspace channels</h4>
        {workspace ? (
          <>
            <p className="mt-1 text-stone-700">
              {workspace.team_name}
              {workspace.connected_by ? `, connected by ${workspace.connected_by}` : ''}. Choose
              each project&apos;s channel in its settings.
            </p>
            {workspace.status === 'invalid' ? (
              <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
                {workspace.invalid_reason}
              </p>
            ) : null}
          </>
        ) : (
          <p className="mt-1 text-stone-700">Not connected.</p>
        )}
        {data.can_manage ? (
          <div className="mt-2 flex flex-wrap gap-2">
            <a
              href={slackAuthorizePath(workspaceId, 'workspace')}
              className={buttonClasses(workspace?.status === 'valid' ? 'secondary' : 'primary')}
            >
              {workspace ? 'Connect again' : 'Connect Slack'}
            </a>
            {workspace ? (
              <Button
                variant="secondary"
                disabled={disconnect.isPending}
                onClick={() => disconnect.mutate('workspace')}
              >
                Disconnect
              </Button>
            ) : null}
          </div>
        ) : workspace ? null : (
          <p className="mt-1 text-stone-600">An owner or admin can connect it.</p>
        )}
      </div>

      <div>
        <h4 className="font-semibold text-stone-900">Your direct messages</h4>
        {personal ? (
          <>
            {personal.status === 'invalid' ? (
              <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
                {personal.invalid_reason}
              </p>
            ) : null}
            <div className="mt-2 flex items-center justify-between gap-3">
              <span className="text-stone-700">Direct messages in {personal.team_name}</span>
              <Switch
                label="Direct messages in Slack"
                checked={personal.dm_enabled}
                disabled={update.isPending}
                onChange={(checked) => update.mutate({ dm_enabled: checked })}
              />
            </div>
          </>
        ) : (
          <p className="mt-1 text-stone-700">
            Connect your own Slack to get your projects&apos; news as direct messages.
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          <a
            href={slackAuthorizePath(workspaceId, 'personal')}
            className={buttonClasses(personal?.status === 'valid' ? 'secondary' : 'primary')}
          >
            {personal ? 'Connect again' : 'Connect my Slack'}
          </a>
          {personal ? (
            <Button
              variant="secondary"
              disabled={disconnect.isPending}
              onClick={() => disconnect.mutate('personal')}
            >
              Disconnect mine
            </Button>
          ) : null}
        </div>
      </div>

      {workspace || personal ? (
        <fieldset>
          <legend className="font-semibold text-stone-900">Notifications</legend>
          <ul className="mt-2 space-y-2">
            {data.kinds.map((kind) => (
              <li key={kind.kind} className="flex items-center justify-between gap-3">
                <span className="text-stone-700">{kind.label}</span>
                <Switch
                  label={kind.label}
                  checked={kind.enabled}
                  disabled={!data.can_manage || update.isPending}
                  onChange={(checked) => toggleKind(kind.kind, checked)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
