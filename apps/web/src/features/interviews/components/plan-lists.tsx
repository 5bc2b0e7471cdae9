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

type Kind = 'deal-breaker' | 'question';

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

/** A new item's first field takes the focus, so the recruiter can type at once. */
const focusNewItem = (id: string) =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLTextAreaElement>(`[data-item-id="${id}"] textarea`)?.focus(),
  );

/** The deal-breakers and the questions of the plan, each editable, movable and removable. */
export function PlanLists({ draft, disabled, onChange }: PlanListsProps) {
  const setDealBreakers = (deal_breakers: DealBreakerDraft[]) =>
    onChange({ ...draft, deal_breakers });
  const setQuestions = (questions: QuestionDraft[]) => onChange({ ...draft, questions });
  const move = (kind: Kind, id: string, step: -1 | 1) => {
    const direction = step < 0 ? 'up' : 'down';
    const other = step < 0 ? 'down' : 'up';
    focusLater(`${kind}-${id}-${direction}`, `${kind}-${id}-${other}`);
  };
  /** After a delete the focus goes to the next item's delete button, or the list's add button. */
  const afterDelete = (kind: Kind, items: readonly { id: string }[], index: number) => {
    const neighbour = items[index + 1] ?? items[index - 1];
    focusLater(neighbour ? `${kind}-${neighbour.id}-delete` : `${kind}-add`, `${kind}-add`);
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
                item={dealBreaker}
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
                onDelete={() => {
                  setDealBreakers(draft.deal_breakers.filter((_, i) => i !== index));
                  afterDelete('deal-breaker', draft.deal_breakers, index);
                }}
              />
            ))}
          </ol>
        )}
        {disabled ? null : (
          <Button
            id="deal-breaker-add"
            variant="secondary"
            className="mt-3"
            onClick={() => {
              const added = newDealBreaker(draft);
              setDealBreakers([...draft.deal_breakers, added]);
              focusNewItem(added.id);
            }}
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
              item={question}
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
              onDelete={() => {
                setQuestions(draft.questions.filter((_, i) => i !== index));
                afterDelete('question', draft.questions, index);
              }}
            />
          ))}
        </ol>
        {disabled ? null : (
          <Button
            id="question-add"
            variant="secondary"
            className="mt-3"
            onClick={() => {
              const added = newRecruiterQuestion(draft);
              setQuestions([...draft.questions, added]);
              focusNewItem(added.id);
            }}
          >
            <PlusIcon className="size-4" /> Add your own question
          </Button>
        )}
      </section>
    </div>
  );
}
