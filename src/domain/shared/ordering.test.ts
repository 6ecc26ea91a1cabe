import { describe, expect, it } from 'vitest';
import { denseOrderChanges, moveItem } from './ordering.ts';

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'];
  it('moves up, down, to the ends, and clamps past them', () => {
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 0, 99)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 1, -5)).toEqual(['b', 'a', 'c', 'd']);
  });
  it('leaves the list alone for an unknown position and never mutates its input', () => {
    expect(moveItem(list, 9, 0)).toEqual(list);
    moveItem(list, 0, 3);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('denseOrderChanges', () => {
  it('returns only the rows whose orden must change to become 0..n-1', () => {
    expect(
      denseOrderChanges([
        { id: 'x', orden: 0 },
        { id: 'y', orden: 2 },
        { id: 'z', orden: 2 },
        { id: 'w', orden: 7 },
      ]),
    ).toEqual([
      { id: 'y', orden: 1 },
      { id: 'w', orden: 3 },
    ]);
    expect(denseOrderChanges([{ id: 'x', orden: 0 }])).toEqual([]);
  });
});
