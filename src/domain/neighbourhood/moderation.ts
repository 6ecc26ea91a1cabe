import { z } from 'zod';
import { blankToUndefined, searchText } from '../shared/text.ts';

/** Comment moderation from /admin/comentarios. */
export const MODERATION_MESSAGES = {
  commentNotFound: 'El comentario no existe',
} as const;

export const COMMENT_STATES = ['todos', 'visibles', 'ocultos'] as const;
export const comentariosFilterSchema = z.object({
  estado: z.preprocess(blankToUndefined, z.enum(COMMENT_STATES, { error: 'Estado inválido' }).default('todos')),
  q: searchText(),
});
export type ComentariosFilter = z.infer<typeof comentariosFilterSchema>;

export const comentarioUpdateSchema = z.object({ activo: z.boolean({ error: 'Indicá si el comentario queda visible' }) });

/** The commenter's e-mail stays on the server even here: moderation does not need it. */
export const comentarioAdminSchema = z.object({
  id: z.string(),
  barrio_nombre: z.string(),
  autor_nombre: z.string(),
  comentario: z.string(),
  precio_sugerido: z.number().nullable(),
  total_likes: z.number().int(),
  activo: z.boolean(),
  /** ISO 8601 (UTC). */
  created_at: z.string(),
});
export type ComentarioAdmin = z.infer<typeof comentarioAdminSchema>;
