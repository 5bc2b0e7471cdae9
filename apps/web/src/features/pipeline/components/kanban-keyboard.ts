import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

type Rect = { left: number; top: number; width: number };

/**
 * Where the left/right arrow keys take a picked-up card: to the next column to that side that
 * accepts it (disabled columns are skipped), just below its header. Up and down do nothing.
 */
export const nextColumnCoordinates = (
  direction: 'left' | 'right',
  current: { x: number; y: number },
  cardWidth: number,
  columns: readonly Rect[],
): { x: number; y: number } | undefined => {
  const center = current.x + cardWidth / 2;
  const sorted = [...columns].sort((a, b) => a.left - b.left);
  const target =
    direction === 'right'
      ? sorted.find((rect) => rect.left > center)
      : [...sorted].reverse().find((rect) => rect.left + rect.width < center);
  if (!target) return undefined;
  return { x: target.left + Math.max(0, (target.width - cardWidth) / 2), y: target.top + 56 };
};

export const kanbanCoordinateGetter: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const direction =
    event.code === 'ArrowRight' ? 'right' : event.code === 'ArrowLeft' ? 'left' : null;
  if (!direction) {
    if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
    return undefined;
  }
  event.preventDefault();
  const columns: Rect[] = [];
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    if (rect) columns.push(rect);
  }
  return nextColumnCoordinates(
    direction,
    currentCoordinates,
    context.collisionRect?.width ?? 0,
    columns,
  );
};
