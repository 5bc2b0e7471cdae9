import { FormField, controlClasses } from '../../../components/form-field';
import { Switch } from '../../../components/ui/switch';
import type { QuestionDraft } from '../plan-draft';
import { PlanItemCard, type PlanItemEditorProps } from './plan-item-card';

const ORIGIN_LABELS: Record<QuestionDraft['origin'], string> = {
  model: 'From the AI model',
  question_bank: 'From the question bank',
  recruiter: 'Your question',
};

/** One scored-or-not question: its text, rubric, evidence words and time guide. */
export function QuestionEditor(props: PlanItemEditorProps<QuestionDraft>) {
  const { item: question, index, disabled, onChange } = props;
  const set = (change: Partial<QuestionDraft>) => onChange({ ...question, ...change });
  return (
    <PlanItemCard
      {...props}
      noun="Question"
      className="border-stone-200"
      badge={
        <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
          {ORIGIN_LABELS[question.origin]}
        </span>
      }
    >
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
          label={`Score question ${index + 1}`}
          disabled={disabled}
        />
        <span className="text-sm text-stone-700">
          {question.scored ? 'Scored against its rubric' : 'Asked, not scored'}
        </span>
      </div>
    </PlanItemCard>
  );
}
