import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import {
  moved,
  newDealBreaker,
  newRecruiterQuestion,
  type DealBreakerDraft,
  type PlanDraft,
  type QuestionDraft,
} from '../plan-draft';
import { DealBreakerEditor } from './deal-breaker-editor';
import { QuestionEditor } from './question-editor';

type PlanListsProps = {
  draft: PlanDraft;
  disabled: boolean;
  onChange: (draft: PlanDraft) => void;
};

/** After a move the focus follows the moved item's button, so the keyboard can keep moving it. */
const focusLater = (id: string, fallback: string) =>
  requestAnimationFrame(() => {
    const target = document.getElementById(id) as HTMLButtonElement | null;
    (target && !target.disabled ? target : document.getElementById(fallback))?.focus();
  });

/** The deal-breakers and the questions of the plan, each editable, movable and removable. */
export function PlanLists({ draft, disabled, onChange }: PlanListsProps) {
  const setDealBreakers = (deal_breakers: DealBreakerDraft[]) =>
    onChange({ ...draft, deal_breakers });
  const setQuestions = (questions: QuestionDraft[]) => onChange({ ...draft, questions });
  const move = (kind: 'deal-breaker' | 'question', id: string, step: -1 | 1) => {
    const direction = step < 0 ? 'up' : 'down';
    const other = step < 0 ? 'down' : 'up';
    focusLater(`${kind}-${id}-${direction}`, `${kind}-${id}-${other}`);
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="deal-breakers-heading">
        <h3 id="deal-breakers-heading" className="font-semibold text-stone-900">
          Deal-breakers
        </h3>
        <p className="mt-0.5 text-sm text-stone-600">
          Asked first. An answer that does not pass means no hire, whatever the score.
        </p>
        {draft.deal_breakers.length === 0 ? (
          <p className="mt-3 rounded-lg border border-dashed border-stone-300 px-4 py-4 text-center text-sm text-stone-600">
            No deal-breakers.
          </p>
        ) : (
          <ol className="mt-3 space-y-3">
            {draft.deal_breakers.map((dealBreaker, index) => (
              <DealBreakerEditor
                key={dealBreaker.id}
                dealBreaker={dealBreaker}
                index={index}
                count={draft.deal_breakers.length}
                disabled={disabled}
                onChange={(next) =>
                  setDealBreakers(draft.deal_breakers.map((d, i) => (i === index ? next : d)))
                }
                onMove={(step) => {
                  setDealBreakers(moved(draft.deal_breakers, index, step));
                  move('deal-breaker', dealBreaker.id, step);
                }}
                onDelete={() => setDealBreakers(draft.deal_breakers.filter((_, i) => i !== index))}
              />
            ))}
          </ol>
        )}
        {disabled ? null : (
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => setDealBreakers([...draft.deal_breakers, newDealBreaker(draft)])}
          >
            <PlusIcon className="size-4" /> Add a deal-breaker
          </Button>
        )}
      </section>

      <section aria-labelledby="questions-heading">
        <h3 id="questions-heading" className="font-semibold text-stone-900">
          Questions
        </h3>
        <p className="mt-0.5 text-sm text-stone-600">
          In the order Charlie asks them. Scored questions make the overall score.
        </p>
        <ol className="mt-3 space-y-3">
          {draft.questions.map((question, index) => (
            <QuestionEditor
              key={question.id}
              question={question}
              index={index}
              count={draft.questions.length}
              disabled={disabled}
              onChange={(next) =>
                setQuestions(draft.questions.map((q, i) => (i === index ? next : q)))
              }
              onMove={(step) => {
                setQuestions(moved(draft.questions, index, step));
                move('question', question.id, step);
              }}
              onDelete={() => setQuestions(draft.questions.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
        {disabled ? null : (
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => {
              const added = newRecruiterQuestion(draft);
              setQuestions([...draft.questions, added]);
            }}
          >
            <PlusIcon className="size-4" /> Add your own question
          </Button>
        )}
      </section>
    </div>
  );
}
