import type { FormEvent, Ref } from 'react';
import { Button } from '../../../../components/ui/button';
import type { useLaunchSettings } from '../../api/use-launch-settings';
import { SETTINGS_DENIED_REASON } from '../../campaign-paths';
import { LockedNote } from '../../../../components/ui/locked-note';
import { SenderFields } from './sender-fields';
import { SendingWindowFields } from './sending-window-fields';
import { TrackingFields } from './tracking-fields';

type LaunchSettingsFormProps = {
  settings: ReturnType<typeof useLaunchSettings>;
  mailboxes: readonly string[];
  linkedin: { account_id: string; account_name: string } | null;
  canEdit: boolean;
  emailRef: Ref<HTMLSelectElement>;
  linkedinRef: Ref<HTMLSelectElement>;
};

/** Senders, sending window, daily limit and tracking (campaign:settings:edit), saved together. */
export function LaunchSettingsForm({
  settings,
  mailboxes,
  linkedin,
  canEdit,
  emailRef,
  linkedinRef,
}: LaunchSettingsFormProps) {
  const { form, change, errors } = settings;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void settings.save();
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="launch-settings"
      className="space-y-6 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="launch-settings" className="text-lg font-semibold text-stone-900">
        Senders, schedule and tracking
      </h2>
      {canEdit ? null : <LockedNote>{SETTINGS_DENIED_REASON}</LockedNote>}
      <SenderFields
        fromEmail={form.from_email}
        fromLinkedin={form.from_linkedin}
        onChange={change}
        mailboxes={mailboxes}
        linkedin={linkedin}
        errors={errors}
        disabled={!canEdit}
        emailRef={emailRef}
        linkedinRef={linkedinRef}
      />
      <div className="border-t border-stone-100 pt-5">
        <h3 className="text-base font-semibold text-stone-900">Sending window</h3>
        <p className="mb-3 text-sm text-stone-600">
          Steps only run inside this window, spread across it.
        </p>
        <SendingWindowFields values={form} onChange={change} errors={errors} disabled={!canEdit} />
      </div>
      <div className="border-t border-stone-100 pt-5">
        <TrackingFields values={form} onChange={change} disabled={!canEdit} />
      </div>
      {settings.formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {settings.formError}
        </p>
      ) : null}
      {canEdit ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
          {settings.dirty ? (
            <p className="text-sm text-stone-600" role="status">
              You have unsaved changes.
            </p>
          ) : null}
          <Button type="submit" loading={settings.busy} disabled={!settings.dirty}>
            Save settings
          </Button>
        </div>
      ) : null}
    </form>
  );
}
