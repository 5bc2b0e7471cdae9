import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import type { DirectoryRow } from '@hirelane/domain/candidates/candidate-directory.schema';
import {
  DIRECTORY_COLUMNS,
  DIRECTORY_GRID,
  DIRECTORY_MIN_WIDTH_PX,
  DIRECTORY_ROW_HEIGHT_PX,
  DirectoryRowView,
} from './directory-row';

/** Rows left below the view when the next page is asked for. */
const PREFETCH_ROWS = 40;

type DirectoryTableProps = {
  rows: readonly DirectoryRow[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  selected: ReadonlySet<string>;
  onToggle: (row: DirectoryRow) => void;
  onToggleAll: () => void;
  now: number;
  /** Changes when the filters change: the table scrolls back to the top. */
  resetKey: string;
  footer?: ReactNode;
};

/**
 * The people as a virtualised table: only the rows in view (and a few around) are in the DOM,
 * so 100k loaded people cost the same DOM as 30. The next page is fetched before the end shows.
 */
export function DirectoryTable({
  rows,
  hasMore,
  loadingMore,
  onLoadMore,
  selected,
  onToggle,
  onToggleAll,
  now,
  resetKey,
  footer,
}: DirectoryTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual re-renders this component itself on scroll; nothing here is memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => DIRECTORY_ROW_HEIGHT_PX,
    overscan: 10,
    initialRect: { width: DIRECTORY_MIN_WIDTH_PX, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, rows.length, onLoadMore]);
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [resetKey]);
  const allSelected = rows.length > 0 && selected.size >= rows.length;
  return (
    <div
      ref={scrollRef}
      className="max-h-[min(65vh,720px)] overflow-auto rounded-xl border border-stone-200 bg-white"
      tabIndex={0}
      aria-label="People, scrollable"
      role="region"
    >
      <div
        role="table"
        aria-label="People"
        aria-rowcount={rows.length + 1}
        style={{ minWidth: DIRECTORY_MIN_WIDTH_PX }}
      >
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-stone-200 bg-stone-50">
          <div role="row" aria-rowindex={1} className={`${DIRECTORY_GRID} h-11`}>
            <div role="columnheader" className="flex items-center justify-center">
              <input
                type="checkbox"
                checked={allSelected}
                disabled={rows.length === 0}
                onChange={onToggleAll}
                aria-label={`Select all ${rows.length} loaded people`}
                title={`Select all ${rows.length} loaded people`}
                className="size-4 accent-orange-700"
              />
            </div>
            {DIRECTORY_COLUMNS.map((label) => (
              <div
                key={label}
                role="columnheader"
                className="flex items-center px-3 text-xs font-semibold tracking-wide text-stone-600 uppercase"
              >
                {label}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index];
            return row ? (
              <DirectoryRowView
                key={row.id}
                row={row}
                rowIndex={item.index}
                top={item.start}
                selected={selected.has(row.id)}
                now={now}
                onToggle={onToggle}
              />
            ) : null;
          })}
        </div>
      </div>
      {footer}
    </div>
  );
}
