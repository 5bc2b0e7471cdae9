/**
 * Below 768 px each row of the Team table is a card (name on top, role and status side by side,
 * actions below); from 768 px on it is a table row. Explicit ARIA roles keep the table semantics
 * when the display changes.
 */
export const ROW_CLASSES =
  'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-3 rounded-xl border border-stone-200 p-3 md:table-row md:rounded-none md:border-x-0 md:border-b-0 md:border-stone-100 md:p-0';
export const NAME_CELL_CLASSES = 'col-span-2 min-w-0 md:table-cell md:py-3 md:pr-3';
export const ROLE_CELL_CLASSES = 'min-w-0 md:table-cell md:px-3 md:py-3';
export const STATUS_CELL_CLASSES = 'min-w-0 text-right md:table-cell md:px-3 md:py-3 md:text-left';
export const ACTIONS_CELL_CLASSES =
  'col-span-2 border-t border-stone-100 pt-3 md:table-cell md:border-0 md:py-3 md:pl-3';
export const ACTIONS_CLASSES = 'flex flex-wrap items-center justify-end gap-2';

export const ACTION_BUTTON_CLASSES =
  'inline-flex min-h-9 items-center justify-center rounded-lg border px-3 text-sm font-semibold shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-50 disabled:text-stone-400 disabled:shadow-none';
export const NEUTRAL_ACTION_CLASSES = `${ACTION_BUTTON_CLASSES} border-stone-300 bg-white text-stone-800 hover:bg-stone-50 focus-visible:ring-orange-500`;
export const DANGER_ACTION_CLASSES = `${ACTION_BUTTON_CLASSES} border-red-200 bg-white text-red-700 hover:bg-red-50 focus-visible:ring-red-500`;
