import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { droppableRect, pickedCardRect } from '../../staff/drag-sensors.ts';

const NEXT = ['ArrowRight', 'ArrowDown'];
const PREVIOUS = ['ArrowLeft', 'ArrowUp'];

/**
 * Arrow keys move a picked-up card from column to column (dnd-kit's default moves it 25 px at a
 * time, which needs dozens of presses to cross a column). Columns are taken left to right as
 * they are laid out. The card also moves up to the target column's top when it sits lower than
 * that column ends (a card far down a long column over a short one): it must overlap the column
 * it is dropped into, wherever it started (ADR 125).
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { active, currentCoordinates, context }) => {
  const step = NEXT.includes(event.code) ? 1 : PREVIOUS.includes(event.code) ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const card = pickedCardRect(context, active);
  if (!card) return undefined;
  const columns: ClientRect[] = [];
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = droppableRect(context, container.id);
    if (rect && rect.width > 0) columns.push(rect);
  }
  columns.sort((a, b) => a.left - b.left);
  const centre = card.left + card.width / 2;
  const current = columns.findIndex((c) => centre >= c.left && centre <= c.left + c.width);
  const target = columns[current === -1 ? (step > 0 ? 0 : columns.length - 1) : current + step];
  if (!target) return undefined;
  return { x: currentCoordinates.x + (target.left + target.width / 2 - centre), y: currentCoordinates.y + verticalShift(card, target) };
};

/** How far to move the card vertically so that it overlaps `target`: nothing if it already does. */
export function verticalShift(card: Pick<ClientRect, 'top' | 'height'>, target: Pick<ClientRect, 'top' | 'height'>): number {
  const overlaps = card.top < target.top + target.height && card.top + card.height > target.top;
  return overlaps ? 0 : target.top + Math.min(24, target.height / 2) - card.top;
}

/** The board's keyboard sensor options: one object for every render (see POINTER_PICK_UP). */
export const KEYBOARD_OPTIONS = { coordinateGetter: columnKeyboardCoordinates };
