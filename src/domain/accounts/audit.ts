import { z } from 'zod';
import { MAX_PAGE_SIZE, paginatedSchema, paginationQuerySchema } from '../shared/pagination.ts';
import { searchText } from '../shared/text.ts';

/** What the audit trail records (table `auditoria`): accounts, and uploaded files refused for what they hold. */
export const AUDIT_ACTIONS = [
  'inicio_sesion',
  'inicio_sesion_fallido',
  'inicio_sesion_bloqueado',
  'cuenta_desbloqueada',
  'cierre_sesion',
  'cambio_roles',
  'cuenta_activada',
  'cuenta_desactivada',
  'cambio_contrasena',
  'restablecimiento_contrasena',
  /** An upload refused for what it holds: a malware signature or active PDF content (ADR 083). */
  'archivo_rechazado',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  inicio_sesion: 'Inicio de sesión',
  inicio_sesion_fallido: 'Inicio de sesión fallido',
  inicio_sesion_bloqueado: 'Inicio de sesión bloqueado (demasiados intentos)',
  cuenta_desbloqueada: 'Cuenta desbloqueada',
  cierre_sesion: 'Cierre de sesión',
  cambio_roles: 'Cambio de roles',
  cuenta_activada: 'Cuenta activada',
  cuenta_desactivada: 'Cuenta desactivada',
  cambio_contrasena: 'Cambio de contraseña',
  restablecimiento_contrasena: 'Contraseña restablecida',
  archivo_rechazado: 'Archivo rechazado (virus o PDF con contenido activo)',
};

export const AUDIT_PAGE_SIZE = 20;

export const auditQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
  /** A username or e-mail, exactly (any case). */
  usuario: searchText(254, 'La cuenta debe tener menos de 254 caracteres'),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  accion: z.enum(AUDIT_ACTIONS),
  usuario_id: z.string().nullable(),
  /** The account as typed at sign-in, or its username. */
  usuario: z.string().nullable(),
  /** Username of whoever made the change (an admin), null when it was the account itself or the console. */
  actor: z.string().nullable(),
  direccion: z.string().nullable(),
  detalle: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = paginatedSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
