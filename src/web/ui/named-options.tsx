/**
 * The options of a selector of named records (a locality, a project…): one per record, its id as
 * the value and its name as the text, after the caller's own empty option. One piece, so every
 * such selector, staff or public, lists its records alike.
 */
export function NamedOptions({ items }: { items: ReadonlyArray<{ id: string; nombre: string }> | undefined }) {
  return items?.map((item) => (
    <option key={item.id} value={item.id}>
      {item.nombre}
    </option>
  ));
}
