import { z } from 'zod';

/** Kinds of entries in the content log ('Bitácora'), spec §7. */
export const CONTENT_LOG_KINDS = ['comentario', 'sugerencia_precio'] as const;
export type ContentLogKind = (typeof CONTENT_LOG_KINDS)[number];

export const CONTENT_LOG_LABELS: Record<ContentLogKind, string> = {
  comentario: 'Comentario',
  sugerencia_precio: 'Sugerencia de precio',
};

/** An entry is a price suggestion when it carries a price (0 included), otherwise a comment. */
export function contentLogKind(entry: { precio_sugerido: number | null | undefined }): ContentLogKind {
  return entry.precio_sugerido === null || entry.precio_sugerido === undefined ? 'comentario' : 'sugerencia_precio';
}

export const contentLogEntrySchema = z.object({
  id: z.uuid(),
  tipo: z.enum(CONTENT_LOG_KINDS),
  barrio_nombre: z.string(),
  autor_nombre: z.string(),
  comentario: z.string(),
  precio_sugerido: z.number().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ContentLogEntry = z.infer<typeof contentLogEntrySchema>;
