import type { ThankYouSettings } from '@hirelane/domain/interviews/interview-settings.schema';
import { Switch } from '../../../components/ui/switch';
import { InvitationEmailEditor } from './invitation-email-editor';

export const THANK_YOU_LABEL = 'Send a thank-you e-mail when the interview is completed';

/**
 * The optional thank-you e-mail of the interview settings: off by default; its text uses the
 * invitation's variables. It goes once, from the invitation's sender; nothing is ever sent to
 * reject a candidate.
 */
export function ThankYouFields({
  value,
  onChange,
}: {
  value: ThankYouSettings;
  onChange: (next: ThankYouSettings) => void;
}) {
  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-stone-900">{THANK_YOU_LABEL}</p>
          <p className="mt-0.5 text-sm text-stone-600">
            Sent once, from the mailbox the invitation came from. No rejection e-mail is ever sent
            automatically.
          </p>
        </div>
        <Switch
          label={THANK_YOU_LABEL}
          checked={value.enabled}
          onChange={(enabled) => onChange({ ...value, enabled })}
        />
      </div>
      {value.enabled ? (
        <InvitationEmailEditor
          template={{ subject: value.subject, body: value.body }}
          onChange={(template) => onChange({ ...value, ...template })}
          error={null}
        />
      ) : null}
    </div>
  );
}
