import { z } from 'zod';
import { daySchema } from '../shared/day-range.ts';
import { paginationQuerySchema } from '../shared/pagination.ts';
import { blankToUndefined, multilineText } from '../shared/text.ts';

/**
 * The pipeline every lead goes through (ADR 140): the valuation site's contacts and the land
 * owners' inquiries alike. A lead starts `nuevo`; staff move it to any other state (a stalled
 * negotiation goes back to contactado, a lost one is reopened), never back to `nuevo` — that
 * would hide that someone already worked on it. `perdido` needs a reason.
 */
export const LEAD_STATES = ['nuevo', 'contactado', 'en_negociacion', 'ganado', 'perdido'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

export const LEAD_STATE_LABELS: Readonly<Record<LeadState, string>> = {
  nuevo: 'Nuevo',
  contactado: 'Contactado',
  en_negociacion: 'En negociación',
  ganado: 'Ganado',
  perdido: 'Perdido',
};

/** States in which a lead still needs someone: the follow-up date counts only in these. */
export const OPEN_LEAD_STATES = ['nuevo', 'contactado', 'en_negociacion'] as const satisfies readonly LeadState[];

export function isOpenLead(state: LeadState): boolean {
  return (OPEN_LEAD_STATES as readonly LeadState[]).includes(state);
}

export function canMoveLead(from: LeadState, to: LeadState): boolean {
  return to !== from && to !== 'nuevo';
}

export const LEAD_REASON_MAX = 500;
export const LEAD_NOTE_MAX = 2000;

export const LEAD_MESSAGES = {
  notFound: 'No encontramos ese contacto',
  stateInvalid: 'Elegí un estado de la lista',
  backToNew: 'Un contacto ya trabajado no vuelve a «Nuevo»',
  sameState: 'El contacto ya está en ese estado',
  reasonRequired: 'Escribí por qué se perdió',
  reasonTooLong: `El motivo puede tener hasta ${LEAD_REASON_MAX} caracteres`,
  reasonOnlyWhenLost: 'El motivo se escribe solo al marcarlo como perdido',
  ownerInvalid: 'Elegí una cuenta de la lista',
  nothingToChange: 'No hay cambios para guardar',
  noteRequired: 'Escribí la nota',
  noteTooLong: `La nota puede tener hasta ${LEAD_NOTE_MAX} caracteres`,
  staleState: 'Otra persona cambió el estado de este contacto. Revisá el estado actual y volvé a intentarlo.',
} as const;

const leadStateSchema = z.enum(LEAD_STATES, { error: LEAD_MESSAGES.stateInvalid });

/**
 * PATCH …/contactos/:id/seguimiento: any of the state (with `desde`, the one the person saw, so
 * two people moving it at once do not overwrite each other), the owner (null: nobody) and the
 * next follow-up day (null: none).
 */
export const leadUpdateSchema = z
  .object({
    desde: leadStateSchema.optional(),
    estado: leadStateSchema.optional(),
    motivo: z.preprocess(blankToUndefined, multilineText({ error: LEAD_MESSAGES.reasonRequired }).max(LEAD_REASON_MAX, LEAD_MESSAGES.reasonTooLong).optional()),
    responsable_id: z.uuid(LEAD_MESSAGES.ownerInvalid).nullable().optional(),
    proximo_seguimiento: daySchema.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const changes = [value.estado, value.responsable_id, value.proximo_seguimiento].filter((v) => v !== undefined);
    if (!changes.length) ctx.addIssue({ code: 'custom', path: ['estado'], message: LEAD_MESSAGES.nothingToChange });
    if (value.estado === 'nuevo') ctx.addIssue({ code: 'custom', path: ['estado'], message: LEAD_MESSAGES.backToNew });
    if (value.estado === 'perdido' && !value.motivo) ctx.addIssue({ code: 'custom', path: ['motivo'], message: LEAD_MESSAGES.reasonRequired });
    if (value.motivo && value.estado !== 'perdido') ctx.addIssue({ code: 'custom', path: ['motivo'], message: LEAD_MESSAGES.reasonOnlyWhenLost });
  });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** POST …/contactos/:id/notas: who called, what was agreed. */
export const leadNoteSchema = z.object({
  texto: multilineText({ error: LEAD_MESSAGES.noteRequired }).min(1, LEAD_MESSAGES.noteRequired).max(LEAD_NOTE_MAX, LEAD_MESSAGES.noteTooLong),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** The filters of a lead list: a state (or every open one), an owner (`sin`: nobody's) and the follow-ups due by today. */
export const leadFilterSchema = z.object({
  estado: z.preprocess(blankToUndefined, z.enum([...LEAD_STATES, 'abiertos'], { error: LEAD_MESSAGES.stateInvalid }).optional()),
  responsable: z.preprocess(blankToUndefined, z.union([z.uuid(LEAD_MESSAGES.ownerInvalid), z.literal('sin')]).optional()),
  seguimiento: z.preprocess(blankToUndefined, z.literal('vencido').optional()),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export const leadListQuerySchema = paginationQuerySchema.extend(leadFilterSchema.shape);
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** A lead's place in the pipeline, as every lead list shows it. */
export const leadPipelineSchema = z.object({
  estado: leadStateSchema,
  /** Why it was lost (null otherwise). */
  motivo: z.string().nullable(),
  responsable: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  /** The next follow-up, a Buenos Aires calendar day. */
  proximo_seguimiento: z.string().nullable(),
  /** An open lead whose follow-up day has come (today or before). */
  seguimiento_vencido: z.boolean(),
});
export type LeadPipeline = z.infer<typeof leadPipelineSchema>;

/** The list's query that shows the follow-ups due (the digest links to it). */
export const FOLLOW_UPS_DUE_QUERY = 'seguimiento=vencido';

/** Whether an open lead's follow-up day has come, on Buenos Aires day `today` (yyyy-MM-dd strings compare as days). */
export function followUpDue(state: LeadState, followUp: string | null, today: string): boolean {
  return isOpenLead(state) && followUp !== null && followUp <= today;
}

export const LEAD_ACTIVITY_KINDS = ['estado', 'responsable', 'seguimiento', 'nota'] as const;

/** One line of a lead's activity: a change of state, owner or follow-up day, or a note. */
export const leadActivityEntrySchema = z.object({
  id: z.string(),
  tipo: z.enum(LEAD_ACTIVITY_KINDS),
  estado_anterior: leadStateSchema.nullable(),
  estado: leadStateSchema.nullable(),
  /** The note, the reason a lead was lost, the owner's name or the follow-up day. */
  texto: z.string().nullable(),
  usuario_nombre: z.string().nullable(),
  created_at: z.string(),
});
export type LeadActivityEntry = z.infer<typeof leadActivityEntrySchema>;

/** The staff accounts a lead may be given to (those who read the list). */
export const leadOwnersSchema = z.array(z.object({ id: z.string(), nombre: z.string() }));

/** The activity line that says what a change did, in Spanish, for the list and the CSV. */
export function describeLeadActivity(entry: Pick<LeadActivityEntry, 'tipo' | 'estado' | 'texto'>): string {
  switch (entry.tipo) {
    case 'estado':
      return entry.estado ? `Pasó a «${LEAD_STATE_LABELS[entry.estado]}»${entry.texto ? `: ${entry.texto}` : ''}` : 'Cambió de estado';
    case 'responsable':
      return entry.texto ? `Responsable: ${entry.texto}` : 'Quedó sin responsable';
    case 'seguimiento':
      return entry.texto ? `Próximo seguimiento: ${formatDay(entry.texto)}` : 'Sin fecha de seguimiento';
    case 'nota':
      return entry.texto ?? '';
  }
}

/** The pipeline's columns at the end of every lead export (ADR 021 conventions, ADR 140). */
export const LEAD_PIPELINE_CSV_COLUMNS = ['Estado', 'Motivo de pérdida', 'Responsable', 'Próximo seguimiento'] as const;

export function leadPipelineCsvCells(p: Pick<LeadPipeline, 'estado' | 'motivo' | 'responsable' | 'proximo_seguimiento'>): string[] {
  return [LEAD_STATE_LABELS[p.estado], p.motivo ?? '', p.responsable?.nombre ?? '', p.proximo_seguimiento ? formatDay(p.proximo_seguimiento) : ''];
}

/** A yyyy-MM-dd calendar day as people read it (dd/MM/yyyy), without going through a time zone. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** «contactos-2026-11-29.csv»: the export's name with its Buenos Aires day. */
export function leadsCsvFileName(prefix: string, today: string): string {
  return `${prefix}-${today}.csv`;
}

/** The filters of an export, for its audit line. */
export function describeLeadFilter(filter: LeadFilter): string {
  const parts = [
    filter.estado ? `estado ${filter.estado === 'abiertos' ? 'abiertos' : LEAD_STATE_LABELS[filter.estado]}` : null,
    filter.responsable ? `responsable ${filter.responsable === 'sin' ? 'sin asignar' : filter.responsable}` : null,
    filter.seguimiento ? 'seguimientos vencidos' : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'sin filtros';
}
