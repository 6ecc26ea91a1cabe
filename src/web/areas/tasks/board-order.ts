import { replaceEqualDeep } from '@tanstack/react-query';
import { moveItem } from '../../../domain/shared/ordering.ts';
import { TASK_STATES, type TaskState } from '../../../domain/tasks/lists.ts';
import type { Board, MoveInput, Task } from '../../../domain/tasks/task.ts';

/** The kanban's cards per column, in order: what the screen shows and a drop rearranges. */
export type Columns = Record<TaskState, Task[]>;

export const COLUMN_PREFIX = 'columna:';
export const columnId = (estado: TaskState) => `${COLUMN_PREFIX}${estado}`;
/** On a phone a column's tab is a drop target too: a card dropped there goes to the column's bottom (ADR 110). */
export const TAB_PREFIX = 'pestaña:';
export const tabId = (estado: TaskState) => `${TAB_PREFIX}${estado}`;

/**
 * The board's first page per column followed by the pages "Ver más" loaded (ADR 110). A card
 * appears once even when a move shifted the pages under it (the next read realigns them).
 */
export function toColumns(board: Board, more: Partial<Record<TaskState, readonly Task[]>> = {}): Columns {
  const seen = new Set<string>();
  const column = (estado: TaskState) =>
    [...(board.columnas.find((c) => c.estado === estado)?.items ?? []), ...(more[estado] ?? [])].filter((t) => !seen.has(t.id) && seen.add(t.id));
  return Object.fromEntries(TASK_STATES.map((estado) => [estado, column(estado)])) as Columns;
}

/**
 * `next` with every card equal to one in `previous` given back as that same object, and every
 * column whose cards did not change as its previous array: a board read after a move (its later
 * pages shifted by one card) re-renders only the cards and columns that changed (ADR 110).
 */
export function keepUnchanged(previous: Columns, next: Columns): Columns {
  const known = new Map(TASK_STATES.flatMap((estado) => previous[estado].map((t) => [t.id, t] as const)));
  const same = (task: Task) => {
    const old = known.get(task.id);
    return old && replaceEqualDeep(old, task) === old ? old : task;
  };
  return Object.fromEntries(
    TASK_STATES.map((estado) => {
      const list = next[estado].map(same);
      const before = previous[estado];
      return [estado, list.length === before.length && list.every((t, i) => t === before[i]) ? before : list];
    }),
  ) as Columns;
}

/** The columns with card `id` taken to column `to` at `index` (clamped): the status menu and undo. */
export function relocate(columns: Columns, id: string, to: TaskState, index: number): Columns | undefined {
  const from = containerOf(columns, id);
  const card = from ? columns[from].find((t) => t.id === id) : undefined;
  if (!from || !card) return undefined;
  const rest = { ...columns, [from]: columns[from].filter((t) => t.id !== id) };
  const list = rest[to];
  const at = Math.max(0, Math.min(index, list.length));
  return { ...rest, [to]: [...list.slice(0, at), { ...card, estado: to }, ...list.slice(at)] };
}

/** The column holding a card id, or the column a column id names. */
export function containerOf(columns: Columns, id: string | number): TaskState | undefined {
  const key = String(id);
  if (key.startsWith(COLUMN_PREFIX)) return key.slice(COLUMN_PREFIX.length) as TaskState;
  if (key.startsWith(TAB_PREFIX)) return key.slice(TAB_PREFIX.length) as TaskState;
  return TASK_STATES.find((estado) => columns[estado].some((t) => t.id === key));
}

/**
 * The columns after dropping card `id` on `overId` (a card or a column): above the card dropped
 * on, at the bottom of a column dropped on its empty part, or in its new place within the same
 * column. Undefined when nothing changes.
 */
export function dropInto(columns: Columns, id: string, overId: string | number): Columns | undefined {
  const from = containerOf(columns, id);
  const to = containerOf(columns, overId);
  if (!from || !to) return undefined;
  const source = columns[from];
  const card = source.find((t) => t.id === id);
  if (!card) return undefined;
  if (to === from) {
    const index = source.findIndex((t) => t.id === id);
    const overIndex = source.findIndex((t) => t.id === String(overId));
    const target = overIndex === -1 ? source.length - 1 : overIndex;
    return target === index ? undefined : { ...columns, [to]: moveItem(source, index, target) };
  }
  const list = columns[to];
  const overIndex = list.findIndex((t) => t.id === String(overId));
  const index = overIndex === -1 ? list.length : overIndex;
  return { ...columns, [from]: source.filter((t) => t.id !== id), [to]: [...list.slice(0, index), { ...card, estado: to }, ...list.slice(index)] };
}

/** Where a card now sits, as the API takes it: above the next card, or at the bottom. */
export function placement(columns: Columns, estado: TaskState, id: string): MoveInput {
  const list = columns[estado];
  const next = list[list.findIndex((t) => t.id === id) + 1];
  return next ? { estado, antes_de: next.id } : { estado, al_final: true };
}

/** The board as the server will answer after the move (counts included), shown at once. */
export function boardAfter(board: Board, columns: Columns, from: TaskState, to: TaskState): Board {
  return {
    columnas: board.columnas.map((c) => ({
      ...c,
      items: columns[c.estado],
      total: c.total + (from === to ? 0 : c.estado === to ? 1 : c.estado === from ? -1 : 0),
    })),
  };
}
