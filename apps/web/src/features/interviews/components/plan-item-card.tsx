import type { ReactNode } from 'react';
import { ReorderButtons } from './reorder-buttons';

/** What the plan lists hand each item's editor: the item, where it stands, and its moves. */
export type PlanItemEditorProps<Item> = {
  item: Item;
  index: number;
  count: number;
  disabled: boolean;
  onChange: (item: Item) => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
};

type PlanItemCardProps = Omit<PlanItemEditorProps<{ id: string }>, 'onChange'> & {
  /** "Question", "Deal-breaker": the words before the item's number. */
  noun: string;
  /** Said after the number, in the card's accessible name and in its heading. */
  label?: string;
  badge?: ReactNode;
  className: string;
  children: ReactNode;
};

/** The frame of one plan item: its numbered heading, the move and delete buttons, its fields. */
export function PlanItemCard({
  item,
  index,
  count,
  disabled,
  onMove,
  onDelete,
  noun,
  label,
  badge,
  className,
  children,
}: PlanItemCardProps) {
  const numbered = `${noun} ${index + 1}`;
  const idNoun = noun.toLowerCase();
  return (
    <li
      className={`rounded-xl border p-4 ${className}`}
      aria-label={label ? `${numbered}: ${label}` : numbered}
      data-item-id={item.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-stone-900">
          {label ? `${numbered} · ${label}` : numbered}
          {badge}
        </p>
        {disabled ? null : (
          <ReorderButtons
            name={`${idNoun} ${index + 1}`}
            idPrefix={`${idNoun}-${item.id}`}
            first={index === 0}
            last={index === count - 1}
            onMove={onMove}
            onDelete={onDelete}
          />
        )}
      </div>
      <fieldset disabled={disabled} className="mt-3 grid min-w-0 gap-3">
        <legend className="sr-only">{numbered}</legend>
        {children}
      </fieldset>
    </li>
  );
}
