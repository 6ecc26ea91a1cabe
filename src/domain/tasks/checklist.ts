import { z } from 'zod';
import { text } from '../shared/text.ts';

/** A task's checklist (ADR 116): short items, done or not, in the order they were added. */

/** Items per task: a checklist, not a project plan. */
export const CHECKLIST_LIMIT = 50;
export const CHECKLIST_TEXT_MAX = 200;

export const CHECKLIST_MESSAGES = {
  textoRequired: 'Escribí el ítem',
  textoTooLong: `El ítem debe tener hasta ${CHECKLIST_TEXT_MAX} caracteres`,
  full: `La lista ya tiene ${CHECKLIST_LIMIT} ítems: terminá o quitá alguno`,
  itemNotFound: 'Ese ítem ya no está en la lista',
  patchEmpty: 'Indicá qué cambia del ítem',
  loadFailed: 'No se pudo cargar la lista',
  saveFailed: 'No se pudo guardar la lista',
} as const;

export const checklistItemSchema = z.object({ id: z.string(), texto: z.string(), hecho: z.boolean() });

export const checklistSchema = z.object({
  items: z.array(checklistItemSchema),
  hechos: z.number().int(),
  total: z.number().int(),
});
export type Checklist = z.infer<typeof checklistSchema>;

const itemText = () =>
  text({ error: CHECKLIST_MESSAGES.textoRequired }).min(1, CHECKLIST_MESSAGES.textoRequired).max(CHECKLIST_TEXT_MAX, CHECKLIST_MESSAGES.textoTooLong);

/** POST /api/tareas/:id/checklist */
export const checklistItemInputSchema = z.object({ texto: itemText() });

/** PATCH /api/tareas/:id/checklist/:item_id: tick, untick or reword. */
export const checklistItemPatchSchema = z
  .object({ hecho: z.boolean().optional(), texto: itemText().optional() })
  .refine((v) => v.hecho !== undefined || v.texto !== undefined, CHECKLIST_MESSAGES.patchEmpty);
export type ChecklistItemPatch = z.infer<typeof checklistItemPatchSchema>;

export const checklistItemParamsSchema = z.object({
  id: z.uuid(CHECKLIST_MESSAGES.itemNotFound),
  item_id: z.uuid(CHECKLIST_MESSAGES.itemNotFound),
});

/** The card's "3/5" (null without items: the card shows nothing). */
export function checklistProgress(hechos: number, total: number): string | null {
  return total > 0 ? `${hechos}/${total}` : null;
}
