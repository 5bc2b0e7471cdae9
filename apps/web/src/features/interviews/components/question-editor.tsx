import { FormField, controlClasses } from '../../../components/form-field';
import { Switch } from '../../../components/ui/switch';
import type { QuestionDraft } from '../plan-draft';
import { ReorderButtons } from './reorder-buttons';

const ORIGIN_LABELS: Record<QuestionDraft['origin'], string> = {
  model: 'From the AI model',
  question_bank: 'From the question bank',
  recruiter: 'Your question',
};

type QuestionEditorProps = {
  question: QuestionDraft;
  index: number;
  count: number;
  disabled: boolean;
  onChange: (question: QuestionDraft) => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
};

/** One scored-or-not question: its text, rubric, evidence words and time guide. */
export function QuestionEditor({
  question,
  index,
  count,
  disabled,
  onChange,
  onMove,
  onDelete,
}: QuestionEditorProps) {
  const name = `question ${index + 1}`;
  const set = (change: Partial<QuestionDraft>) => onChange({ ...question, ...change });
  return (
    <li
      className="rounded-xl border border-stone-200 p-4"
      aria-label={`Question ${index + 1}`}
      data-item-id={question.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-stone-900">
          Question {index + 1}
          <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
            {ORIGIN_LABELS[question.origin]}
          </span>
        </p>
        {disabled ? null : (
          <ReorderButtons
            name={name}
            idPrefix={`question-${question.id}`}
            first={index === 0}
            last={index === count - 1}
            onMove={onMove}
            onDelete={onDelete}
          />
        )}
      </div>
      <fieldset disabled={disabled} className="mt-3 grid min-w-0 gap-3">
        <legend className="sr-only">Question {index + 1}</legend>
        <FormField label="Question">
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={question.text}
              onChange={(event) => set({ text: event.target.value })}
              className={`${controlClasses(undefined)} field-sizing-content min-h-18`}
            />
          )}
        </FormField>
        <FormField label="What a strong answer shows (rubric)">
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={question.rubric}
              onChange={(event) => set({ rubric: event.target.value })}
              className={`${controlClasses(undefined)} field-sizing-content min-h-18`}
            />
          )}
        </FormField>
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
          <FormField label="Evidence words" hint="Separated by commas.">
            {(control) => (
              <input
                {...control}
                value={question.evidenceText}
                onChange={(event) => set({ evidenceText: event.target.value })}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
          <FormField label="Minutes">
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={30}
                value={question.minutesText}
                onChange={(event) => set({ minutesText: event.target.value })}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
        </div>
        <div className="flex items-center gap-3">
          <Switch
            checked={question.scored}
            onChange={(scored) => set({ scored })}
            label={`Score ${name}`}
            disabled={disabled}
          />
          <span className="text-sm text-stone-700">
            {question.scored ? 'Scored against its rubric' : 'Asked, not scored'}
          </span>
        </div>
      </fieldset>
    </li>
  );
}
