import type { ClientRect, KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

type Rect = Pick<ClientRect, 'top' | 'left' | 'height'>;

/**
 * Where the dragged asset goes for Up or Down: its centre on the centre of the neighbour in that
 * direction. Aligning centres (not tops, as dnd-kit's default does) keeps the move working when an
 * open asset is much taller than its neighbours.
 */
export function neighbourCoordinates(
  direction: 'up' | 'down',
  order: UniqueIdentifier[],
  at: UniqueIdentifier,
  dragged: Rect,
  rectOf: (id: UniqueIdentifier) => Rect | undefined,
) {
  const index = order.indexOf(at);
  const target = index < 0 ? undefined : order[direction === 'up' ? index - 1 : index + 1];
  const rect = target === undefined ? undefined : rectOf(target);
  if (!rect) return undefined;
  return { x: dragged.left, y: rect.top + rect.height / 2 - dragged.height / 2 };
}

/** Keyboard moves through a vertical list in the given order, one neighbour per arrow press. */
export const listKeyboardCoordinates =
  (order: () => UniqueIdentifier[]): KeyboardCoordinateGetter =>
  (event, args) => {
    if (event.code !== 'ArrowUp' && event.code !== 'ArrowDown')
      return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const { active, over, collisionRect, droppableRects } = args.context;
    if (!active || !collisionRect) return undefined;
    return neighbourCoordinates(
      event.code === 'ArrowUp' ? 'up' : 'down',
      order(),
      over?.id ?? active.id,
      collisionRect,
      (id) => droppableRects.get(id),
    );
  };
