import { FormField, controlClasses } from '../../../components/form-field';
import type { DealBreakerDraft, RuleDraft } from '../plan-draft';
import { PlanItemCard, type PlanItemEditorProps } from './plan-item-card';

const KIND_LABELS: Record<DealBreakerDraft['kind'], string> = {
  work_authorization: 'Work authorisation',
  location: 'Location',
  salary: 'Salary',
  notice_period: 'Notice period',
  custom: 'Your deal-breaker',
};

const RULE_LABELS: Record<RuleDraft['type'], string> = {
  yes_no: 'The answer is yes or no',
  number_at_most: 'The number given is at most',
  number_at_least: 'The number given is at least',
  any_of: 'The answer contains one of',
};

/** One deal-breaker: the question, the answer that passes, and the rule that checks it. */
export function DealBreakerEditor(props: PlanItemEditorProps<DealBreakerDraft>) {
  const { item: dealBreaker, onChange } = props;
  const set = (change: Partial<DealBreakerDraft>) => onChange({ ...dealBreaker, ...change });
  const setRule = (change: Partial<RuleDraft>) => set({ rule: { ...dealBreaker.rule, ...change } });
  return (
    <PlanItemCard
      {...props}
      noun="Deal-breaker"
      label={KIND_LABELS[dealBreaker.kind]}
      className="border-amber-200 bg-amber-50/40"
    >
      <FormField label="Question">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={dealBreaker.question}
            onChange={(event) => set({ question: event.target.value })}
            className={`${controlClasses(undefined)} field-sizing-content min-h-18`}
          />
        )}
      </FormField>
      <FormField label="Answer that passes">
        {(control) => (
          <input
            {...control}
            value={dealBreaker.passing_answer}
            onChange={(event) => set({ passing_answer: event.target.value })}
            className={controlClasses(undefined)}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Passes when">
          {(control) => (
            <select
              {...control}
              value={dealBreaker.rule.type}
              onChange={(event) => setRule({ type: event.target.value as RuleDraft['type'] })}
              className={controlClasses(undefined)}
            >
              {Object.entries(RULE_LABELS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {dealBreaker.rule.type === 'yes_no' ? (
          <FormField label="Expected answer">
            {(control) => (
              <select
                {...control}
                value={dealBreaker.rule.expected}
                onChange={(event) => setRule({ expected: event.target.value as 'yes' | 'no' })}
                className={controlClasses(undefined)}
              >
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </select>
            )}
          </FormField>
        ) : (
          <FormField
            label={dealBreaker.rule.type === 'any_of' ? 'Phrases' : 'Number'}
            hint={
              dealBreaker.rule.type === 'any_of'
                ? 'Separated by commas; case and accents are ignored.'
                : dealBreaker.kind === 'salary'
                  ? 'Yearly, in the job’s currency.'
                  : dealBreaker.kind === 'notice_period'
                    ? 'In weeks.'
                    : undefined
            }
          >
            {(control) => (
              <input
                {...control}
                inputMode={dealBreaker.rule.type === 'any_of' ? 'text' : 'numeric'}
                value={dealBreaker.rule.valueText}
                onChange={(event) => setRule({ valueText: event.target.value })}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
        )}
      </div>
    </PlanItemCard>
  );
}
