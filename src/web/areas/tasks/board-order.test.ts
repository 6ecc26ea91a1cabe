import { describe, expect, it } from 'vitest';
import type { Board, Task } from '../../../domain/tasks/task.ts';
import { taskFixture } from '../../test/task-fixture.ts';
import { boardAfter, columnId, containerOf, dropInto, keepUnchanged, placement, toColumns } from './board-order.ts';

const task = (id: string, estado: Task['estado']): Task => taskFixture({ id, estado, fecha_creacion: '2026-11-01T12:00:00Z' });
const board: Board = {
  columnas: [
    { estado: 'Inbox', total: 3, items: [task('a', 'Inbox'), task('b', 'Inbox'), task('c', 'Inbox')] },
    { estado: 'En curso', total: 1, items: [task('d', 'En curso')] },
    { estado: 'Bloqueada', total: 0, items: [] },
    { estado: 'En espera', total: 0, items: [] },
    { estado: 'Hecha', total: 7, items: [] },
  ],
};
const columns = toColumns(board);
const ids = (c: ReturnType<typeof toColumns>, estado: Task['estado']) => c[estado].map((t) => t.id);

describe('kanban drops', () => {
  it('reorders inside a column: onto a card takes its place, onto the column goes to the bottom', () => {
    const up = dropInto(columns, 'c', 'a');
    expect(up && ids(up, 'Inbox')).toEqual(['c', 'a', 'b']);
    expect(up && placement(up, 'Inbox', 'c')).toEqual({ estado: 'Inbox', antes_de: 'a' });
    const bottom = dropInto(columns, 'a', columnId('Inbox'));
    expect(bottom && ids(bottom, 'Inbox')).toEqual(['b', 'c', 'a']);
    expect(bottom && placement(bottom, 'Inbox', 'a')).toEqual({ estado: 'Inbox', al_final: true });
  });

  it('a drop where the card already is changes nothing', () => {
    expect(dropInto(columns, 'b', 'b')).toBeUndefined();
    expect(dropInto(columns, 'c', columnId('Inbox'))).toBeUndefined();
    expect(dropInto(columns, 'zz', 'a')).toBeUndefined();
  });

  it('across columns: above the card dropped on, or at the end of an (empty) column, with its new estado and counts', () => {
    const onCard = dropInto(columns, 'b', 'd');
    expect(onCard && ids(onCard, 'En curso')).toEqual(['b', 'd']);
    expect(onCard && ids(onCard, 'Inbox')).toEqual(['a', 'c']);
    expect(onCard?.['En curso'][0]?.estado).toBe('En curso');
    expect(onCard && placement(onCard, 'En curso', 'b')).toEqual({ estado: 'En curso', antes_de: 'd' });
    const empty = dropInto(columns, 'a', columnId('Hecha'));
    expect(empty && placement(empty, 'Hecha', 'a')).toEqual({ estado: 'Hecha', al_final: true });
    const after = empty && boardAfter(board, empty, 'Inbox', 'Hecha');
    expect(after?.columnas.map((c) => c.total)).toEqual([2, 1, 0, 0, 8]);
  });

  it('knows the column of a card and of a column id', () => {
    expect(containerOf(columns, 'd')).toBe('En curso');
    expect(containerOf(columns, columnId('En espera'))).toBe('En espera');
    expect(containerOf(columns, 'nadie')).toBeUndefined();
  });
});

describe('a board read again', () => {
  it('keeps the objects of unchanged cards and the arrays of unchanged columns, so only what changed re-renders', () => {
    const read = toColumns(structuredClone(board));
    const kept = keepUnchanged(columns, read);
    expect(kept.Inbox).toBe(columns.Inbox);
    expect(kept['En curso']).toBe(columns['En curso']);

    // d moved to the top of Inbox: Inbox is a new array holding the old a, b, c; d is the server's.
    const moved = { ...task('d', 'Inbox'), posicion: -1 };
    const after = keepUnchanged(columns, { ...read, Inbox: [moved, ...read.Inbox], 'En curso': [] });
    expect(ids(after, 'Inbox')).toEqual(['d', 'a', 'b', 'c']);
    expect(after.Inbox).not.toBe(columns.Inbox);
    expect(after.Inbox.slice(1)).toEqual(columns.Inbox);
    expect(after.Inbox.slice(1).every((t, i) => t === columns.Inbox[i])).toBe(true);
    expect(after.Inbox[0]).toBe(moved);
    expect(after['En curso']).toEqual([]);
    expect(after.Hecha).toBe(columns.Hecha);
  });

  it('a card whose fields changed comes back as the new object', () => {
    const renamed = toColumns(structuredClone(board));
    renamed.Inbox[1] = { ...(renamed.Inbox[1] as Task), titulo: 'Otro título' };
    const kept = keepUnchanged(columns, renamed);
    expect(kept.Inbox).not.toBe(columns.Inbox);
    expect(kept.Inbox[0]).toBe(columns.Inbox[0]);
    expect(kept.Inbox[1]?.titulo).toBe('Otro título');
  });
});
