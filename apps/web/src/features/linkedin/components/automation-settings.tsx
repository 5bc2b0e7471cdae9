import type { LinkedinConnection } from '@hirelane/domain/linkedin/extension-contract.schema';
import {
  MAX_LINKEDIN_LIMITS,
  linkedinLimitsSchema,
  type LinkedinLimits,
} from '@hirelane/domain/linkedin/linkedin-limits';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import type { LinkedinSettingsPatch } from '../api/linkedin-connection';

type Account = NonNullable<LinkedinConnection['account']>;
type Props = {
  account: Account;
  busy: boolean;
  error: string | null;
  onSave: (patch: LinkedinSettingsPatch) => void;
};

const LIMIT_LABELS: Record<keyof LinkedinLimits, string> = {
  invitations_per_day: 'Invitations a day',
  invitations_per_week: 'Invitations a week',
  profile_views_per_day: 'Profile views a day',
  messages_per_day: 'Messages a day',
  follows_per_day: 'Follows a day',
};

/** The automation switch (off = manual tasks in Activity) and the safety limits, within bounds. */
export function AutomationSettings({ account, busy, error, onSave }: Props) {
  const [limits, setLimits] = useState<Record<keyof LinkedinLimits, string>>(
    () =>
      Object.fromEntries(
        Object.entries(account.limits).map(([key, value]) => [key, String(value)]),
      ) as Record<keyof LinkedinLimits, string>,
  );
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof LinkedinLimits, string>>>({});

  const save = () => {
    const parsed = linkedinLimitsSchema.safeParse(
      Object.fromEntries(Object.entries(limits).map(([key, value]) => [key, Number(value)])),
    );
    if (!parsed.success) {
      const next: Partial<Record<keyof LinkedinLimits, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof LinkedinLimits] ??= issue.message;
      setFieldErrors(next);
      return;
    }
    setFieldErrors({});
    onSave({ limits: parsed.data });
  };

  return (
    <section aria-labelledby="li-automation" className="space-y-4">
      <h2 id="li-automation" className="text-lg font-semibold text-stone-900">
        LinkedIn steps
      </h2>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-medium text-stone-900">Automate LinkedIn steps</p>
          <p className="text-sm text-stone-700">
            {account.automation_enabled
              ? 'The browser extension performs the steps of your campaigns while this browser is open.'
              : 'Automation is off: each LinkedIn step becomes a task for you in Activity.'}
          </p>
        </div>
        <Switch
          checked={account.automation_enabled}
          onChange={(checked) => onSave({ automation_enabled: checked })}
          label="Automate LinkedIn steps"
          disabled={busy}
        />
      </div>
      {account.paused_until ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Paused after a LinkedIn warning until {new Date(account.paused_until).toLocaleString()}.
        </p>
      ) : null}
      <fieldset className="space-y-3">
        <legend className="font-medium text-stone-900">Safety limits</legend>
        <p className="text-sm text-stone-700">
          Kept below LinkedIn&apos;s known thresholds; you can lower them, not raise them. Actions
          are spaced 1 to 4 minutes apart and only run inside each campaign&apos;s sending window.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {(Object.keys(LIMIT_LABELS) as (keyof LinkedinLimits)[]).map((key) => (
            <TextField
              key={key}
              label={LIMIT_LABELS[key]}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_LINKEDIN_LIMITS[key]}
              value={limits[key]}
              hint={`At most ${MAX_LINKEDIN_LIMITS[key]}.`}
              error={fieldErrors[key]}
              onChange={(event) => setLimits({ ...limits, [key]: event.target.value })}
            />
          ))}
        </div>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" onClick={save} loading={busy}>
        Save limits
      </Button>
    </section>
  );
}
