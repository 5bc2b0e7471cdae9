import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  FeatureFlag,
  FeatureFlagKey,
} from '@hirelane/domain/workspace-settings/feature-flags';
import { canEditFeatureFlags } from '@hirelane/domain/workspace-settings/workspace-rules';
import { Button } from '../../../components/ui/button';
import { LockedNote } from '../../../components/ui/locked-note';
import { Switch } from '../../../components/ui/switch';
import { isApiError } from '../../../lib/api-error';
import { projectKeys } from '../../projects/api/query-keys';
import { updateFeatureFlags, useFeatureFlagsQuery } from '../api/feature-flags';
import { settingsKeys } from '../api/query-keys';
import { useWorkspaceDetailsQuery } from '../api/workspace-settings';
import { SettingsSection } from '../../../components/settings-section';

/** #feature-flags: the workspace's optional features, switched by owners and admins. */
export function FeatureFlagsSection({ workspaceId }: { workspaceId: string | null }) {
  const queryClient = useQueryClient();
  const details = useWorkspaceDetailsQuery(workspaceId);
  const verdict = details.data ? canEditFeatureFlags(details.data.role) : null;
  const flags = useFeatureFlagsQuery(workspaceId, verdict?.allowed === true);
  const [pending, setPending] = useState<FeatureFlagKey | null>(null);

  const toggle = async (flag: FeatureFlag, enabled: boolean) => {
    if (!workspaceId) return;
    setPending(flag.key);
    try {
      const next = await updateFeatureFlags({ [flag.key]: enabled });
      queryClient.setQueryData(settingsKeys.featureFlags(workspaceId), next);
      // Projects carry team_feature, which shows or hides their Inbox item.
      await queryClient.invalidateQueries({ queryKey: projectKeys.all(workspaceId) });
      toast.success(`${flag.label} turned ${enabled ? 'on' : 'off'}.`);
    } catch (caught) {
      toast.error(
        isApiError(caught) && caught.status < 500
          ? caught.message
          : `${flag.label} could not be changed. Please try again.`,
      );
    } finally {
      setPending(null);
    }
  };

  const body = () => {
    if (!workspaceId) return <p className="text-sm text-stone-700">No workspace yet.</p>;
    if (!verdict)
      return details.isError ? (
        <p className="text-sm text-stone-700">The feature flags could not be loaded.</p>
      ) : (
        <p role="status" className="text-sm text-stone-600">
          Loading feature flags…
        </p>
      );
    if (!verdict.allowed) return <LockedNote>{verdict.reason}</LockedNote>;
    if (flags.isPending)
      return (
        <p role="status" className="text-sm text-stone-600">
          Loading feature flags…
        </p>
      );
    if (!flags.data)
      return (
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <p>The feature flags could not be loaded.</p>
          <Button variant="secondary" onClick={() => void flags.refetch()}>
            Try again
          </Button>
        </div>
      );
    return (
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {flags.data.map((flag) => (
          <li key={flag.key} className="flex items-start justify-between gap-4 p-4">
            <div className="min-w-0">
              <p className="font-medium text-stone-900">{flag.label}</p>
              <p className="mt-0.5 text-sm text-stone-600">{flag.description}</p>
            </div>
            <Switch
              label={flag.label}
              checked={flag.enabled}
              disabled={pending !== null}
              onChange={(enabled) => void toggle(flag, enabled)}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <SettingsSection
      id="feature-flags"
      title="Feature flags"
      description="Optional features, on or off for everyone in this workspace."
    >
      {body()}
    </SettingsSection>
  );
}
