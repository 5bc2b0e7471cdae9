import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../../../components/ui/icons';

type ReorderButtonsProps = {
  /** Names the item in the buttons' labels ("question 2"). */
  name: string;
  idPrefix: string;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
};

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 disabled:cursor-not-allowed disabled:text-stone-300';

/** Move up, move down and delete, as buttons (keyboard operable, labelled per item). */
export function ReorderButtons({
  name,
  idPrefix,
  first,
  last,
  onMove,
  onDelete,
}: ReorderButtonsProps) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <button
        type="button"
        id={`${idPrefix}-up`}
        className={iconButton}
        aria-label={`Move ${name} up`}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        <ArrowUpIcon className="size-4" />
      </button>
      <button
        type="button"
        id={`${idPrefix}-down`}
        className={iconButton}
        aria-label={`Move ${name} down`}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <ArrowDownIcon className="size-4" />
      </button>
      <button
        type="button"
        id={`${idPrefix}-delete`}
        className={`${iconButton} hover:text-red-700`}
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <TrashIcon className="size-4" />
      </button>
    </div>
  );
}
