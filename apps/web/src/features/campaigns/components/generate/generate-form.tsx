import { useId, useState } from 'react';
import {
  GENERATION_CHANNELS,
  GENERATION_TONES,
  MAX_GENERATED_STEPS,
  generateStepsRequest,
  type GenerateStepsRequest,
} from '@hirelane/domain/campaigns/step-generation.schema';
import { planFeatureOfChannel } from '@hirelane/domain/campaigns/step-plan-features';
import { Button } from '../../../../components/ui/button';
import type { ActionVerdict } from '../../../../components/ui/gated';
import { usePlanFeature } from '../../../../lib/use-plan-limit';
import { SelectField } from '../../../../components/ui/select-field';
import { CHANNEL_LABELS, TONE_LABELS } from './generation-labels';

type GenerateFormProps = {
  initial: GenerateStepsRequest;
  onSubmit: (request: GenerateStepsRequest) => void;
  pending: boolean;
  /** Why generating is not possible now, or null. */
  disabledReason: string | null;
};

const TONE_OPTIONS = GENERATION_TONES.map((value) => ({ value, label: TONE_LABELS[value] }));
const COUNT_OPTIONS = Array.from({ length: MAX_GENERATED_STEPS }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

/** Channels, tone, number of steps and optional instructions for the writer. */
export function GenerateForm({ initial, onSubmit, pending, disabledReason }: GenerateFormProps) {
  const id = useId();
  const [form, setForm] = useState<GenerateStepsRequest>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The server refuses a generation for channels the plan lacks (decision 025): say so first.
  const aiCalls = usePlanFeature('aiCalls');
  const whatsapp = usePlanFeature('whatsapp');
  const refusalOf = (channel: GenerateStepsRequest['channels'][number]): string | null => {
    const feature = planFeatureOfChannel(channel);
    const verdict: ActionVerdict =
      feature === 'aiCalls' ? aiCalls : feature === 'whatsapp' ? whatsapp : { allowed: true };
    return verdict.allowed ? null : verdict.reason;
  };
  const refusals = [...new Set(GENERATION_CHANNELS.map(refusalOf).filter((r) => r !== null))];

  const toggle = (channel: GenerateStepsRequest['channels'][number], on: boolean) =>
    setForm({
      ...form,
      channels: on
        ? GENERATION_CHANNELS.filter((item) => item === channel || form.channels.includes(item))
        : form.channels.filter((item) => item !== channel),
    });

  const submit = () => {
    const parsed = generateStepsRequest.safeParse({
      ...form,
      instructions: form.instructions?.trim() ? form.instructions : undefined,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form
      noValidate
      aria-label="Generate steps"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-5"
    >
      <fieldset aria-describedby={errors.channels ? `${id}-channels` : undefined}>
        <legend className="text-sm font-medium text-stone-800">Channels</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {GENERATION_CHANNELS.map((channel) => (
            <label
              key={channel}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-800 has-[:checked]:border-orange-400 has-[:checked]:bg-orange-50"
            >
              <input
                type="checkbox"
                checked={form.channels.includes(channel)}
                onChange={(event) => toggle(channel, event.target.checked)}
                disabled={refusalOf(channel) !== null && !form.channels.includes(channel)}
                aria-describedby={refusalOf(channel) ? `${id}-plan` : undefined}
                className="size-4 accent-orange-700"
              />
              {CHANNEL_LABELS[channel]}
            </label>
          ))}
        </div>
        {refusals.length > 0 ? (
          <p id={`${id}-plan`} className="mt-1.5 text-sm text-stone-700">
            {refusals.join(' ')}
          </p>
        ) : null}
        {errors.channels ? (
          <p id={`${id}-channels`} role="alert" className="mt-1.5 text-sm text-red-700">
            {errors.channels}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Tone"
          options={TONE_OPTIONS}
          value={form.tone}
          onChange={(event) =>
            setForm({ ...form, tone: event.target.value as GenerateStepsRequest['tone'] })
          }
        />
        <SelectField
          label="Number of messages"
          options={COUNT_OPTIONS}
          value={String(form.number_of_steps)}
          onChange={(event) => setForm({ ...form, number_of_steps: Number(event.target.value) })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-instructions`} className="block text-sm font-medium text-stone-800">
          Instructions <span className="font-normal text-stone-600">(optional)</span>
        </label>
        <textarea
          id={`${id}-instructions`}
          rows={4}
          maxLength={2000}
          value={form.instructions ?? ''}
          placeholder="e.g. Mention the four-day week and keep every message under 80 words."
          onChange={(event) => setForm({ ...form, instructions: event.target.value })}
          className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 sm:text-sm"
        />
        <p className="mt-1.5 text-sm text-stone-600">
          Delays between the messages are added for you.
        </p>
      </div>
      <Button type="submit" loading={pending} disabled={disabledReason !== null}>
        Generate steps
      </Button>
    </form>
  );
}
