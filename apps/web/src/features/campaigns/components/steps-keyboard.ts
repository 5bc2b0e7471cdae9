import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

type Rect = { top: number; left: number; height: number };

/**
 * Where the up and down arrow keys take a picked-up step: onto the centre of the row above or
 * below. Left and right do nothing.
 */
export const nextRowCoordinates = (
  direction: 'up' | 'down',
  current: { x: number; y: number },
  height: number,
  rows: readonly Rect[],
): { x: number; y: number } | undefined => {
  const center = current.y + height / 2;
  const sorted = [...rows].sort((a, b) => a.top - b.top);
  const target =
    direction === 'down'
      ? sorted.find((rect) => rect.top + rect.height / 2 > center + 1)
      : [...sorted].reverse().find((rect) => rect.top + rect.height / 2 < center - 1);
  if (!target) return undefined;
  return { x: current.x, y: target.top + target.height / 2 - height / 2 };
};

export const stepsCoordinateGetter: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const direction = event.code === 'ArrowDown' ? 'down' : event.code === 'ArrowUp' ? 'up' : null;
  if (!direction) {
    if (event.code === 'ArrowLeft' || event.code === 'ArrowRight') event.preventDefault();
    return undefined;
  }
  event.preventDefault();
  const rows: Rect[] = [];
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    if (rect) rows.push(rect);
  }
  return nextRowCoordinates(
    direction,
    currentCoordinates,
    context.collisionRect?.height ?? 0,
    rows,
  );
};
