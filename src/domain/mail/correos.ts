import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from '../shared/pagination.ts';

/**
 * The mail outbox as staff see it (/admin/correos, ADR 087). `pendiente`: waiting for its turn
 * (or for SMTP_URL); `enviando`: an instance holds it; `enviado`: the SMTP server accepted it;
 * `fallido`: refused for 24 hours of retries (or at once, for a permanent refusal); `en_resumen`: an
 * alert its reader chose to get in the morning digest instead (ADR 093), never sent on its own.
 */
export const MAIL_STATES = ['pendiente', 'enviando', 'enviado', 'fallido', 'en_resumen'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  pendiente: 'Pendiente',
  enviando: 'Enviando',
  enviado: 'Enviado',
  fallido: 'Fallido',
  en_resumen: 'En el resumen',
};

/** GET /api/admin/correos: a page, optionally one state. Unknown keys are refused. */
export const mailListQuerySchema = paginationQuerySchema.extend({ estado: z.enum(MAIL_STATES, { error: 'El estado no es válido.' }).optional() }).strict();
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

/**
 * Kinds whose message carries a personal link (a password reset, an address check): the list never
 * shows their text, so nobody reading /admin/correos can use someone else's link (ADR 092).
 */
export const PERSONAL_LINK_MAIL_KINDS: readonly string[] = ['restablecer-clave', 'verificar-email'];
export const PERSONAL_LINK_PREVIEW = '(lleva un enlace personal: el texto no se muestra)';

/** Characters of the text shown in the list (the whole message stays in the database). */
export const MAIL_PREVIEW_LENGTH = 160;

export const mailItemSchema = z.object({
  id: z.number().int(),
  tipo: z.string(),
  destinatario: z.string(),
  asunto: z.string(),
  vista_previa: z.string(),
  estado: z.enum(MAIL_STATES),
  intentos: z.number().int(),
  ultimo_error: z.string().nullable(),
  creado: z.string(),
  proximo_intento: z.string(),
  enviado: z.string().nullable(),
});
export type MailItem = z.infer<typeof mailItemSchema>;

export const mailListSchema = paginatedSchema(mailItemSchema).extend({
  /** False while SMTP_URL is unset: nothing leaves, the screen says so. */
  smtp_configurado: z.boolean(),
});
export type MailList = z.infer<typeof mailListSchema>;

export const mailIdParamsSchema = z.object({ id: z.coerce.number().int().positive() }).strict();

export const MAIL_MESSAGES = {
  notFound: 'No encontramos ese correo.',
  notFailed: 'Solo se puede reintentar un correo fallido.',
} as const;
