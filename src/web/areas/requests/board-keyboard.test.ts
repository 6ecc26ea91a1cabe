import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { columnKeyboardCoordinates, verticalShift } from './board-keyboard.ts';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/**
 * Two columns side by side: a long one (the card's, 3,000 px) and a short one (200 px). `measured`:
 * whether dnd-kit has measured them yet (otherwise only their elements know where they are).
 */
function press(code: string, card: ClientRect, measured = true) {
  const columns = new Map([
    ['pendiente', rect(0, 100, 300, 3000)],
    ['aprobada', rect(320, 100, 300, 200)],
  ]);
  const element = (box: ClientRect) => ({ current: { getBoundingClientRect: () => box } });
  const containers = [...columns].map(([id, box]) => ({ id, node: element(box) }));
  const context = {
    collisionRect: measured ? card : null,
    draggableNodes: new Map([['r1', { node: element(card) }]]),
    droppableRects: measured ? columns : new Map(),
    droppableContainers: { getEnabled: () => containers, get: (id: string) => containers.find((c) => c.id === id) },
  } as unknown as Parameters<KeyboardCoordinateGetter>[1]['context'];
  const event = { code, preventDefault: () => {} } as KeyboardEvent;
  return columnKeyboardCoordinates(event, { active: 'r1', currentCoordinates: { x: card.left, y: card.top }, context });
}

describe('keyboard moves between columns (ADR 125)', () => {
  it('moves a card from far down a long column into a short one: it lands over the target, wherever it sat', () => {
    const card = rect(10, 2500, 280, 150);
    const moved = press('ArrowRight', card);
    expect(moved).toBeDefined();
    const landed = rect(moved?.x ?? 0, moved?.y ?? 0, card.width, card.height);
    // Over the short column: horizontally centred, vertically overlapping it.
    expect(landed.left + landed.width / 2).toBe(470);
    expect(landed.top).toBeLessThan(300);
    expect(landed.bottom).toBeGreaterThan(100);
  });

  it('keeps the height of a card that already overlaps the target', () => {
    const moved = press('ArrowRight', rect(10, 150, 280, 100));
    expect(moved?.y).toBe(150);
    expect(verticalShift({ top: 150, height: 100 }, { top: 100, height: 200 })).toBe(0);
  });

  it('moves a key pressed before dnd-kit has measured the card and the columns, reading them from the page', () => {
    const card = rect(10, 150, 280, 100);
    expect(press('ArrowRight', card, false)).toEqual(press('ArrowRight', card));
  });

  it('ignores other keys and stops at the last column', () => {
    expect(press('KeyA', rect(10, 150, 280, 100))).toBeUndefined();
    expect(press('ArrowRight', rect(330, 150, 280, 100))).toBeUndefined();
  });
});
