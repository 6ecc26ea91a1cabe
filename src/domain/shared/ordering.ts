/** Ordering of positioned lists (carousel images today, the kanban columns next): pure, tested alone. */

/**
 * Moves the element at `from` to position `to` (clamped to the list), keeping the others in
 * their relative order. Returns a new array.
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list];
  if (from < 0 || from >= list.length) return result;
  const target = Math.max(0, Math.min(to, list.length - 1));
  const [item] = result.splice(from, 1);
  result.splice(target, 0, item as T);
  return result;
}

/**
 * The order changes that make `ids` (already in the wanted order) dense 0..n-1, given their
 * current `orden`. Only rows whose value changes are returned.
 */
export function denseOrderChanges(rows: ReadonlyArray<{ id: string; orden: number }>): Array<{ id: string; orden: number }> {
  return rows.flatMap((row, index) => (row.orden === index ? [] : [{ id: row.id, orden: index }]));
}
