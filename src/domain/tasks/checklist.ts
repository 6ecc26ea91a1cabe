import { z } from 'zod';
import { text } from '../shared/text.ts';
import { CHECKLIST_MESSAGES, CHECKLIST_TEXT_MAX } from './messages.ts';

/** A task's checklist (ADR 116): short items, done or not, in the order they were added. */

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
