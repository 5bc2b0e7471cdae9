import {
  AI_CALL_SCRIPT_MAX,
  AI_CALL_VOICEMAIL_MAX,
  type AiCallConfig,
} from '@hirelane/domain/campaigns/step-config.schema';
import { FormField, controlClasses } from '../../../../components/form-field';
import type { FieldErrors } from '../../../../lib/form-errors';

type ScriptKey = 'first_message' | 'questions' | 'handover';

const SCRIPT_FIELDS: readonly {
  key: ScriptKey;
  label: string;
  hint: string;
  placeholder: string;
}[] = [
  {
    key: 'first_message',
    label: 'What to say first',
    hint: 'The first sentence of the call. Empty: a short greeting that names your company.',
    placeholder:
      'e.g. Hi, this is Ava calling for Acme about a backend role. Do you have two minutes?',
  },
  {
    key: 'questions',
    label: 'What to find out',
    hint: 'The questions the caller works through.',
    placeholder: 'e.g. Are they open to a move? Notice period? Salary expectations?',
  },
  {
    key: 'handover',
    label: 'When to hand over to a recruiter',
    hint: 'When the caller offers a call with a person instead of going on.',
    placeholder: 'e.g. When they ask about the team or want to negotiate.',
  },
];

type Props = {
  config: AiCallConfig;
  onChange: (config: AiCallConfig) => void;
  errors: FieldErrors;
};

/** The call's script (what to say, what to find out, when to hand over) and its voicemail rule. */
export function AiCallScriptFields({ config, onChange, errors }: Props) {
  const leaves = config.voicemail === 'leave_message';
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-stone-900">Script</legend>
      {SCRIPT_FIELDS.map((field) => (
        <FormField key={field.key} label={field.label} error={errors[field.key]} hint={field.hint}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={config[field.key] ?? ''}
              maxLength={AI_CALL_SCRIPT_MAX}
              placeholder={field.placeholder}
              onChange={(event) => onChange({ ...config, [field.key]: event.target.value })}
              className={controlClasses(errors[field.key])}
            />
          )}
        </FormField>
      ))}
      <FormField label="On a voicemail" error={errors.voicemail}>
        {(control) => (
          <select
            {...control}
            value={config.voicemail ?? 'hang_up'}
            onChange={(event) =>
              onChange({
                ...config,
                voicemail: event.target.value === 'leave_message' ? 'leave_message' : 'hang_up',
              })
            }
            className={controlClasses(errors.voicemail)}
          >
            <option value="hang_up">Hang up without a message</option>
            <option value="leave_message">Leave a short message</option>
          </select>
        )}
      </FormField>
      {leaves ? (
        <FormField
          label="Voicemail message"
          error={errors.voicemail_message}
          hint={`${(config.voicemail_message ?? '').length} / ${AI_CALL_VOICEMAIL_MAX} characters.`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={config.voicemail_message ?? ''}
              maxLength={AI_CALL_VOICEMAIL_MAX}
              placeholder="e.g. Hi, this is Ava from Acme about a role that may interest you. We'll e-mail you the details."
              onChange={(event) => onChange({ ...config, voicemail_message: event.target.value })}
              className={controlClasses(errors.voicemail_message)}
            />
          )}
        </FormField>
      ) : null}
    </fieldset>
  );
}
