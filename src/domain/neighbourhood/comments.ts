import { z } from 'zod';
import { multilineText, text } from '../shared/text.ts';
import { NUMBER_KINDS, optionalTypedNumber } from '../shared/typed-number.ts';

/** Limits of spec §5 and §9 for community comments. */
export const COMMENT_LIMITS = {
  nombre: 100,
  email: 255,
  comentario: 1000,
  precioMin: 0,
  precioMax: 999_999,
  /** Comments listed per barrio (newest first). */
  porBarrio: 100,
  /** Entries of the content log ('Bitácora'). */
  bitacora: 50,
} as const;

/** The spec's exact texts (§5). */
export const COMMENT_MESSAGES = {
  nombreObligatorio: 'El nombre es obligatorio',
  nombreLargo: 'El nombre debe tener menos de 100 caracteres',
  emailInvalido: 'Email inválido',
  emailLargo: 'El email debe tener menos de 255 caracteres',
  comentarioObligatorio: 'El comentario es obligatorio',
  comentarioLargo: 'El comentario debe tener menos de 1000 caracteres',
  precioPositivo: 'El precio debe ser positivo',
  precioAlto: 'Precio demasiado alto',
  barrioInexistente: 'El barrio elegido no existe',
} as const;

/** Title of the message that shows the first validation error (spec §5). */
export const VALIDATION_ERROR_TITLE = 'Error de validación';

// The same address rule as the HTML e-mail input, so browser and server agree.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const autorNombre = text({ error: COMMENT_MESSAGES.nombreObligatorio })
  .min(1, COMMENT_MESSAGES.nombreObligatorio)
  .max(COMMENT_LIMITS.nombre, COMMENT_MESSAGES.nombreLargo);

/** Optional e-mail: empty means none (null). */
const autorEmail = text({ error: COMMENT_MESSAGES.emailInvalido })
  .max(COMMENT_LIMITS.email, COMMENT_MESSAGES.emailLargo)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), COMMENT_MESSAGES.emailInvalido)
  .nullish()
  .transform((v) => (v ? v : null));

const comentario = multilineText({ error: COMMENT_MESSAGES.comentarioObligatorio })
  .min(1, COMMENT_MESSAGES.comentarioObligatorio)
  .max(COMMENT_LIMITS.comentario, COMMENT_MESSAGES.comentarioLargo);

/**
 * The suggested USD/m², optional: «1.000» is a thousand (ADR 024; it was published as US$ 1/m²),
 * «700,5» has cents as the column keeps them. Typed text or a JSON number; blank is none (null).
 * The body and the form share this one field.
 */
const precioSugerido = optionalTypedNumber({
  kind: NUMBER_KINDS.money,
  min: COMMENT_LIMITS.precioMin,
  max: COMMENT_LIMITS.precioMax,
  messages: { min: COMMENT_MESSAGES.precioPositivo, max: COMMENT_MESSAGES.precioAlto },
});

/** Body of POST /api/comentarios. */
export const commentBodySchema = z.object({
  barrio_nombre: text().min(1, COMMENT_MESSAGES.barrioInexistente).max(100, COMMENT_MESSAGES.barrioInexistente),
  autor_nombre: autorNombre,
  autor_email: autorEmail,
  comentario,
  precio_sugerido: precioSugerido,
});
export type CommentBody = z.output<typeof commentBodySchema>;

/**
 * The comment form: the same rules and the same price field, on what was typed.
 * Field order is the order of the messages, so the first error is the first field's.
 */
export const commentFormSchema = z.object({
  autor_nombre: autorNombre,
  autor_email: autorEmail,
  comentario,
  precio_sugerido: precioSugerido,
});
export type CommentFormInput = z.input<typeof commentFormSchema>;
export type CommentFormOutput = z.output<typeof commentFormSchema>;

/** A comment as the public sees it: never the author's e-mail. */
export const publicCommentSchema = z.object({
  id: z.uuid(),
  barrio_nombre: z.string(),
  autor_nombre: z.string(),
  comentario: z.string(),
  precio_sugerido: z.number().nullable(),
  total_likes: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  fecha_sugerencia: z.iso.datetime({ offset: true }).nullable(),
  /** Whether this visitor (anonymous cookie) liked it. */
  liked: z.boolean(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

export const commentsQuerySchema = z.object({
  barrio: text().min(1, 'Indicá el barrio').max(100, COMMENT_MESSAGES.barrioInexistente),
});

/** Likes: one per visitor (cookie), and at most this many per client address per comment (ADR 030). */
export const LIKE_LIMITS = { porDireccion: 5 } as const;

export const LIKE_MESSAGES = {
  /** A like without the visitor cookie a read of the comments issues. */
  sinVisitante: 'Recargá la página para poder dar me gusta.',
  topeDireccion: 'Ya se registraron demasiados me gusta desde tu conexión para este comentario.',
} as const;

export const likeResultSchema = z.object({
  id: z.uuid(),
  total_likes: z.number().int(),
  liked: z.boolean(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;
