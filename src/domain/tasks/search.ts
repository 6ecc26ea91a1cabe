import { z } from 'zod';
import { paginatedSchema } from '../shared/pagination.ts';
import { text } from '../shared/text.ts';
import { ASSIGNABLE_PEOPLE } from './lists.ts';
import { SEARCH_MESSAGES, TASK_MESSAGES, TASK_SEARCH_MAX, TASK_SEARCH_MIN } from './messages.ts';
import { taskSchema } from './task.ts';

export const TASK_SEARCH_PAGE_SIZE = 20;
/** Characters either side of the match in a result's fragment. */
const SNIPPET_CONTEXT = 40;

/**
 * Accent folding, the same in SQL (`translate(lower(…))`: PGlite has no `unaccent`) and here: lower
 * case, then Spanish's accented letters without their accent, one character for one (so a position
 * in the folded text is the position in the original). The capitals are in the list too: under a
 * C locale PostgreSQL's lower() leaves non-ASCII letters as they are. Only Spanish's letters: each
 * one in `translate`'s list costs on every row scanned (48 letters took 4x as long, ADR 135).
 */
export const FOLD_FROM = 'áéíóúüñÁÉÍÓÚÜÑ';
export const FOLD_TO = 'aeiouunaeiouun';

/** Lower case without Spanish accents, character by character (same length as `value`). */
export function foldForSearch(value: string): string {
  let out = '';
  for (const c of value) {
    const lower = c.toLowerCase();
    const one = lower.length === c.length ? lower : c;
    const at = FOLD_FROM.indexOf(one);
    out += at >= 0 ? (FOLD_TO[at] as string) : one;
  }
  return out;
}

/** The words around the first match of `query` in `value` (with '…' where it was cut), or null when it does not match. */
export function searchSnippet(value: string, query: string, context = SNIPPET_CONTEXT): string | null {
  const chars = Array.from(value);
  const folded = Array.from(foldForSearch(value));
  const needle = Array.from(foldForSearch(query));
  const at = folded.join('').indexOf(needle.join(''));
  if (at < 0 || needle.length === 0) return null;
  // indexOf counts UTF-16 units: turn it into a character index.
  const start = Array.from(folded.join('').slice(0, at)).length;
  const from = Math.max(0, start - context);
  const to = Math.min(chars.length, start + needle.length + context);
  const piece = chars.slice(from, to).join('').replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '…' : ''}${piece}${to < chars.length ? '…' : ''}`;
}

/** GET /api/tareas/buscar: unknown keys are refused (a typo never searches something else). */
export const taskSearchQuerySchema = z.strictObject({
  q: text({ error: SEARCH_MESSAGES.tooShort }).min(TASK_SEARCH_MIN, SEARCH_MESSAGES.tooShort).max(TASK_SEARCH_MAX, SEARCH_MESSAGES.tooLong),
  page: z.coerce
    .number({ error: TASK_MESSAGES.pageInvalid })
    .int(TASK_MESSAGES.pageInvalid)
    .min(1, TASK_MESSAGES.pageInvalid)
    .max(100_000, TASK_MESSAGES.pageInvalid)
    .default(1),
});
export type TaskSearchQuery = z.input<typeof taskSearchQuerySchema>;
export type TaskSearch = z.output<typeof taskSearchQuerySchema>;

export const SEARCH_FIELDS = ['titulo', 'descripcion', 'comentario'] as const;
export const taskSearchHitSchema = taskSchema.extend({
  /** Where it matched first (title, then description, then the newest matching comment) and the words around it. */
  coincidencia: z.object({ campo: z.enum(SEARCH_FIELDS), fragmento: z.string() }),
});
export type TaskSearchHit = z.infer<typeof taskSearchHitSchema>;
export const taskSearchPageSchema = paginatedSchema(taskSearchHitSchema);

// Mis tareas (ADR 136): a staff account tied to one person of the team list.

const personSchema = z.enum(ASSIGNABLE_PEOPLE, { error: SEARCH_MESSAGES.personInvalid });

export const myTasksQuerySchema = z.strictObject({
  page: taskSearchQuerySchema.shape.page,
});
export const myTasksSchema = z.object({
  persona: z.string().nullable(),
  tareas: paginatedSchema(taskSchema),
});
export type MyTasks = z.infer<typeof myTasksSchema>;

/** PUT /api/tareas/cuentas/:id/persona: a person of the list, or null to untie. */
export const accountPersonInputSchema = z.strictObject({ persona: personSchema.nullable() });
export type AccountPersonInput = z.infer<typeof accountPersonInputSchema>;
export const accountIdParamsSchema = z.strictObject({ id: z.uuid(SEARCH_MESSAGES.accountNotFound) });

export const staffAccountSchema = z.object({ id: z.string(), nombre: z.string(), usuario: z.string().nullable(), persona: z.string().nullable() });
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountsSchema = z.array(staffAccountSchema);
