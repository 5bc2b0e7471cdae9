import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AI_CALL_SETTING_OPTIONS } from '@hirelane/domain/accounts/ai-call-settings';
import type { InterviewDesign } from '@hirelane/domain/interviews/interview-design.schema';
import {
  ANSWER_MODES,
  interviewSettingsSchema,
  thankYouOf,
  type InterviewSettings,
  type ThankYouSettings,
} from '@hirelane/domain/interviews/interview-settings.schema';
import { FormField, controlClasses } from '../../../components/form-field';
import { SettingsSection } from '../../../components/settings-section';
import { Button } from '../../../components/ui/button';
import { WarningIcon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-error';
import {
  PermissionNote,
  SETTINGS_DENIED_REASON,
} from '../../projects/components/settings/permission-note';
import { interviewDesignKey, saveInterviewSettings } from '../api/interview-design';
import { ThankYouFields } from './thank-you-fields';
import {
  ANSWER_MINUTES,
  ANSWER_MODE_LABELS,
  GENDER_LABELS,
  languageLabel,
  TRANSCRIPTION_MISSING,
  TRANSCRIPTION_READY,
} from '../setting-labels';

type Form = {
  language: string;
  gender: string;
  voiceLanguage: string;
  voiceSpeed: string;
  answerMode: string;
  answerMinutes: string;
  linkValidDays: string;
  reminderDays: string;
  strongHire: string;
  hire: string;
  maybe: string;
  thankYou: ThankYouSettings;
};

const toForm = (s: InterviewSettings): Form => ({
  language: s.language,
  gender: s.voice.gender,
  voiceLanguage: s.voice.language,
  voiceSpeed: s.voice.voiceSpeed,
  answerMode: s.answer_mode,
  answerMinutes: String(Math.round(s.answer_seconds / 60)),
  linkValidDays: String(s.link_valid_days),
  reminderDays: s.reminder_days.join(', '),
  strongHire: String(s.thresholds.strong_hire),
  hire: String(s.thresholds.hire),
  maybe: String(s.thresholds.maybe),
  thankYou: thankYouOf(s),
});

const fromForm = (f: Form) => ({
  language: f.language,
  voice: { gender: f.gender, language: f.voiceLanguage, voiceSpeed: f.voiceSpeed },
  answer_mode: f.answerMode,
  answer_seconds: Number(f.answerMinutes) * 60,
  link_valid_days: Number(f.linkValidDays),
  reminder_days: f.reminderDays
    .split(',')
    .map((day) => day.trim())
    .filter(Boolean)
    .map(Number),
  thresholds: { strong_hire: Number(f.strongHire), hire: Number(f.hire), maybe: Number(f.maybe) },
  thank_you: f.thankYou,
});

const FIELD_NAMES: Record<string, string> = {
  answer_seconds: 'Time per answer',
  link_valid_days: 'Link valid for',
  reminder_days: 'Reminders',
  thresholds: 'Verdict thresholds',
  thank_you: 'Thank-you e-mail',
};

type SelectProps = {
  label: string;
  value: string;
  options: readonly string[];
  labelOf?: (value: string) => string;
  onChange: (value: string) => void;
};

function Select({ label, value, options, labelOf = (v) => v, onChange }: SelectProps) {
  return (
    <FormField label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClasses(undefined)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type NumberProps = { label: string; value: string; hint?: string; onChange: (v: string) => void };

function NumberInput({ label, value, hint, onChange }: NumberProps) {
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClasses(undefined)}
        />
      )}
    </FormField>
  );
}

/**
 * Language, interviewer voice, answer mode, time, link validity, reminders, thresholds and the
 * optional thank-you e-mail.
 */
export function InterviewSettingsSection({
  workspaceId,
  projectId,
  design,
  canEdit,
}: {
  workspaceId: string;
  projectId: string;
  design: InterviewDesign;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => toForm(design.settings));
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<Form>) => setForm((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = interviewSettingsSchema.safeParse(fromForm(form));
    if (!parsed.success) {
      setProblems(
        parsed.error.issues.map((issue) => {
          const field = FIELD_NAMES[String(issue.path[0])];
          return field ? `${field}: ${issue.message}` : issue.message;
        }),
      );
      return;
    }
    setProblems([]);
    setSaving(true);
    try {
      const answer = await saveInterviewSettings(projectId, parsed.data);
      queryClient.setQueryData(interviewDesignKey(workspaceId, projectId), answer.data);
      toast.success(answer.message ?? 'Interview settings saved.');
    } catch (caught) {
      setProblems([isApiError(caught) ? caught.message : 'The settings could not be saved.']);
    } finally {
      setSaving(false);
    }
  };

  const voiceAnswers = form.answerMode !== 'typed';
  return (
    <SettingsSection
      id="interview-settings"
      title="Interview settings"
      description="How Charlie sounds, how candidates answer, how long the link lasts and where the verdicts start."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <p
          className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${
            design.transcription === 'configured'
              ? 'bg-emerald-50 text-emerald-900'
              : 'bg-amber-50 text-amber-900'
          }`}
        >
          {design.transcription === 'configured' ? null : (
            <WarningIcon className="mt-0.5 size-4 shrink-0" />
          )}
          <span>
            {design.transcription === 'configured' ? TRANSCRIPTION_READY : TRANSCRIPTION_MISSING}
          </span>
        </p>
        <fieldset disabled={!canEdit || saving} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="sr-only">Interview settings</legend>
          <Select
            label="Interview language"
            value={form.language}
            options={AI_CALL_SETTING_OPTIONS.language}
            labelOf={languageLabel}
            onChange={(language) => set({ language })}
          />
          <Select
            label="Answer mode"
            value={form.answerMode}
            options={ANSWER_MODES}
            labelOf={(mode) => ANSWER_MODE_LABELS[mode as keyof typeof ANSWER_MODE_LABELS]}
            onChange={(answerMode) => set({ answerMode })}
          />
          <Select
            label="Interviewer voice"
            value={form.gender}
            options={AI_CALL_SETTING_OPTIONS.gender}
            labelOf={(gender) => GENDER_LABELS[gender] ?? gender}
            onChange={(gender) => set({ gender })}
          />
          <Select
            label="Voice language"
            value={form.voiceLanguage}
            options={AI_CALL_SETTING_OPTIONS.language}
            labelOf={languageLabel}
            onChange={(voiceLanguage) => set({ voiceLanguage })}
          />
          <Select
            label="Speaking speed"
            value={form.voiceSpeed}
            options={AI_CALL_SETTING_OPTIONS.voiceSpeed}
            labelOf={(speed) => `${speed}×`}
            onChange={(voiceSpeed) => set({ voiceSpeed })}
          />
          <Select
            label="Time per answer"
            value={form.answerMinutes}
            options={ANSWER_MINUTES.map(String)}
            labelOf={(minutes) => `${minutes} minutes`}
            onChange={(answerMinutes) => set({ answerMinutes })}
          />
          <NumberInput
            label="Link valid for (days)"
            value={form.linkValidDays}
            onChange={(linkValidDays) => set({ linkValidDays })}
          />
          <FormField
            label="Reminders (days after the invitation)"
            hint="Separated by commas; sent only while the link is unused."
          >
            {(control) => (
              <input
                {...control}
                value={form.reminderDays}
                onChange={(event) => set({ reminderDays: event.target.value })}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
        </fieldset>
        <p className="text-sm text-stone-600">
          {voiceAnswers
            ? 'The candidate may extend the time of an answer once.'
            : 'Candidates type every answer, and may extend the time of an answer once.'}
        </p>
        <fieldset disabled={!canEdit || saving} className="min-w-0">
          <legend className="text-sm font-semibold text-stone-900">
            Verdict thresholds (overall score out of 100)
          </legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-3">
            <NumberInput
              label="Strong hire from"
              value={form.strongHire}
              onChange={(strongHire) => set({ strongHire })}
            />
            <NumberInput label="Hire from" value={form.hire} onChange={(hire) => set({ hire })} />
            <NumberInput
              label="Maybe from"
              value={form.maybe}
              hint="Below it: no hire. A failed deal-breaker is always no hire."
              onChange={(maybe) => set({ maybe })}
            />
          </div>
        </fieldset>
        <fieldset disabled={!canEdit || saving} className="min-w-0">
          <legend className="sr-only">Thank-you e-mail</legend>
          <ThankYouFields value={form.thankYou} onChange={(thankYou) => set({ thankYou })} />
        </fieldset>
        {problems.length > 0 ? (
          <ul
            role="alert"
            className="list-disc rounded-lg bg-red-50 py-2 pl-8 pr-3 text-sm text-red-800"
          >
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        {canEdit ? (
          <div className="flex justify-end">
            <Button type="submit" loading={saving}>
              Save interview settings
            </Button>
          </div>
        ) : (
          <PermissionNote id="interview-settings-denied">{SETTINGS_DENIED_REASON}</PermissionNote>
        )}
      </form>
    </SettingsSection>
  );
}
