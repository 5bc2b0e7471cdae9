import {
  AI_CALL_SETTING_OPTIONS,
  type aiCallSettingOptionsSchema,
} from '@hirelane/domain/accounts/ai-call-settings';
import { accentLabel, accentOfLanguage } from '@hirelane/domain/calls/voice-accents';
import { AI_CALL_GOAL_MAX, type AiCallVoice } from '@hirelane/domain/campaigns/step-config.schema';
import type { z } from 'zod';
import { FormField, controlClasses } from '../../../../components/form-field';
import { useAiCallOptionsQuery } from '../../../accounts/api/ai-call-options';
import { AiCallScriptFields } from './ai-call-script-fields';
import { VoicePreviewButton } from './voice-preview-button';
import type { StepEditorProps } from './editor-props';

type VoiceKey = keyof AiCallVoice;
type Options = z.infer<typeof aiCallSettingOptionsSchema>;

const VOICE_FIELDS: readonly { key: VoiceKey; label: string; unit?: string }[] = [
  { key: 'gender', label: 'Voice' },
  { key: 'language', label: 'Language' },
  { key: 'llmModel', label: 'AI model' },
  { key: 'llmTemperature', label: 'Creativity (temperature)' },
  { key: 'voiceSpeed', label: 'Speaking speed', unit: '×' },
  { key: 'effect', label: 'Background sound' },
  { key: 'effectVolume', label: 'Background volume' },
  { key: 'minimumEndpointDelay', label: 'Wait before answering (min)', unit: ' s' },
  { key: 'maximumEndpointDelay', label: 'Wait before answering (max)', unit: ' s' },
];

const capitalized = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');

/** "English — British accent" (SPEC 9's accent mapping), or the language alone. */
const languageName = (code: string): string => {
  const base = code.split('-')[0] ?? code;
  let name = code;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'language' }).of(base) ?? code;
  } catch {
    return code;
  }
  const accent = accentOfLanguage(code);
  return accent ? `${name} — ${accentLabel(accent)} accent` : name;
};

const optionLabel = (key: VoiceKey, value: string, unit?: string): string => {
  if (key === 'gender' || key === 'effect') return capitalized(value);
  if (key === 'language') return languageName(value);
  return unit ? `${value}${unit}` : value;
};

type AiCallEditorProps = Omit<StepEditorProps<'auto_ai_call'>, 'variables'>;

export const CALLING_WINDOW_NOTE =
  "Calls are placed within the campaign's sending window (Launch settings) and only between 09:00 and 20:00 where the candidate lives; outside those hours the call waits for the morning.";

const SAMPLE_GREETING =
  'Hi, this is your recruiting assistant. Do you have a minute to talk about a role?';

/** An AI phone call: goal, script, voice settings (SPEC 3 options) with a preview, and when it calls. */
export function AiCallEditor({ config, onChange, errors, workspaceId }: AiCallEditorProps) {
  const options = useAiCallOptionsQuery(workspaceId);
  // Until the options answer (or if they fail) the choices the server validates against.
  const choices: Options = options.data ?? (AI_CALL_SETTING_OPTIONS as unknown as Options);
  const setVoice = (key: VoiceKey, value: string) =>
    onChange({ ...config, voice: { ...config.voice, [key]: value } });

  return (
    <div className="space-y-5">
      <FormField
        label="Call goal"
        required
        error={errors.goal}
        hint={`What the AI caller should find out or agree with the candidate. ${config.goal.length} / ${AI_CALL_GOAL_MAX} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={config.goal}
            maxLength={AI_CALL_GOAL_MAX}
            placeholder="e.g. Check interest in the role, the notice period and salary expectations, then offer an interview slot."
            onChange={(event) => onChange({ ...config, goal: event.target.value })}
            className={controlClasses(errors.goal)}
          />
        )}
      </FormField>
      <AiCallScriptFields config={config} onChange={onChange} errors={errors} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-900">Voice settings</legend>
        <VoicePreviewButton voice={config.voice} text={config.first_message || SAMPLE_GREETING} />
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {VOICE_FIELDS.map((field) => {
            const error = errors[`voice.${field.key}`];
            const values = choices[field.key];
            const current = config.voice[field.key];
            const listed = values.includes(current) ? values : [current, ...values];
            return (
              <FormField key={field.key} label={field.label} error={error}>
                {(control) => (
                  <select
                    {...control}
                    value={current}
                    onChange={(event) => setVoice(field.key, event.target.value)}
                    className={controlClasses(error)}
                  >
                    {listed.map((value) => (
                      <option key={value} value={value}>
                        {optionLabel(field.key, value, field.unit)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            );
          })}
        </div>
      </fieldset>
      <section aria-labelledby="calling-window">
        <h3 id="calling-window" className="text-sm font-semibold text-stone-900">
          Calling window
        </h3>
        <p className="mt-1 text-sm text-stone-600">{CALLING_WINDOW_NOTE}</p>
      </section>
    </div>
  );
}
