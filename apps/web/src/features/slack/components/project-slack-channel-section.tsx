import { useId } from 'react';
import { SettingsSection } from '../../../components/settings-section';
import { useProjectSlackChannelQuery, useSetProjectSlackChannel } from '../api/slack';

/** Project settings: the Slack channel the project's notifications go to (decision 050). */
export function ProjectSlackChannelSection({
  workspaceId,
  projectId,
  canEdit,
}: {
  workspaceId: string;
  projectId: string;
  canEdit: boolean;
}) {
  const selectId = useId();
  const channel = useProjectSlackChannelQuery(workspaceId, projectId);
  const save = useSetProjectSlackChannel(workspaceId, projectId);
  const data = channel.data;
  const options = data?.channels ?? [];
  const selected = data?.selected ?? null;
  // The saved channel stays visible even when Slack cannot list the channels right now.
  const all =
    selected && !options.some((one) => one.id === selected.id)
      ? [{ ...selected, is_private: false }, ...options]
      : options;

  return (
    <SettingsSection
      id="slack"
      title="Slack channel"
      description="Replies, interview verdicts and finished imports of this project are posted to this channel."
    >
      {channel.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          Loading Slack channels…
        </p>
      ) : !data ? (
        <p className="text-sm text-stone-700">The Slack channels could not be loaded.</p>
      ) : (
        <div className="space-y-3">
          {data.problem ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {data.problem}
            </p>
          ) : null}
          {data.channels !== null || selected ? (
            <div className="max-w-md">
              <label htmlFor={selectId} className="block text-sm font-medium text-stone-800">
                Channel
              </label>
              <select
                id={selectId}
                value={selected?.id ?? ''}
                disabled={!canEdit || save.isPending || data.channels === null}
                onChange={(event) => {
                  const picked = all.find((one) => one.id === event.target.value);
                  save.mutate({ channel: picked ? { id: picked.id, name: picked.name } : null });
                }}
                className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 disabled:bg-stone-100 sm:text-sm"
              >
                <option value="">No channel</option>
                {all.map((one) => (
                  <option key={one.id} value={one.id}>
                    {one.is_private ? '🔒 ' : '#'}
                    {one.name}
                  </option>
                ))}
              </select>
              {!canEdit ? (
                <p className="mt-1 text-sm text-stone-600">
                  Only the project owner or an editor can change it.
                </p>
              ) : null}
              {save.isSuccess ? (
                <p role="status" className="mt-1 text-sm text-green-800">
                  Saved.
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </SettingsSection>
  );
}
