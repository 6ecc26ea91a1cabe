import type { ClientRect, SensorContext, UniqueIdentifier } from '@dnd-kit/core';

/**
 * The pointer's pick-up: 6 px of travel, so a click on a handle stays a click. One object for
 * every render: new sensor options make new listeners for every card (each board read drew all
 * of them again).
 */
export const POINTER_PICK_UP = { activationConstraint: { distance: 6 } };

// dnd-kit measures the picked-up card and the drop targets a render or two after the pick-up
// (with 300 cards, a frame or more). An arrow key pressed before that — a quick hand, a busy
// phone — reads them from the page instead of doing nothing (the CRM board and the kanban, ADR 110).

/** The picked-up card where it is now. */
export function pickedCardRect(context: SensorContext, active: UniqueIdentifier): ClientRect | undefined {
  return context.collisionRect ?? context.draggableNodes.get(active)?.node.current?.getBoundingClientRect();
}

/** A drop target (a column, a tab, a card) where it is now. */
export function droppableRect(context: SensorContext, id: UniqueIdentifier): ClientRect | undefined {
  return context.droppableRects.get(id) ?? context.droppableContainers.get(id)?.node.current?.getBoundingClientRect();
}
