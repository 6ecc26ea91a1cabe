import { z } from 'zod';
import { buenosAiresDayRange, checkDayRange, DAY_RANGE_MESSAGES, dayRangeFields, daysInRange } from '../shared/day-range.ts';
import { MAX_PAGE_SIZE, paginatedSchema, paginationQuerySchema } from '../shared/pagination.ts';
import { blankToUndefined, searchText } from '../shared/text.ts';

/**
 * What the audit trail records (table `auditoria`): accounts (sign-ins, changes, creation), uploaded
 * files refused for what they hold, and the staff's business actions (ADR 005).
 */
export const ACCOUNT_AUDIT_ACTIONS = [
  'inicio_sesion',
  'inicio_sesion_fallido',
  'inicio_sesion_bloqueado',
  'cuenta_desbloqueada',
  'cierre_sesion',
  'cuenta_creada',
  'cambio_roles',
  'cuenta_activada',
  'cuenta_desactivada',
  'cambio_contrasena',
  'restablecimiento_contrasena',
  /** Someone asked for a reset link by e-mail (the address typed; the account when it exists), ADR 092. */
  'restablecimiento_pedido',
  /** The password was set again from an e-mailed link; every session of the account ended. */
  'clave_restablecida',
  /** The account confirmed its e-mail address from the mailed link. */
  'email_confirmado',
  /** An upload refused for what it holds: a malware signature or active PDF content (ADR 083). */
  'archivo_rechazado',
] as const;

/** Staff business actions: who published, deleted, exported or changed what (never a pure read, but a private file's download). */
export const BUSINESS_AUDIT_ACTIONS = [
  'propiedad_publicada',
  'propiedad_despublicada',
  'propiedad_eliminada',
  'comentario_ocultado',
  'comentario_mostrado',
  'carrusel_imagen_agregada',
  'carrusel_imagen_modificada',
  'carrusel_imagen_eliminada',
  'terreno_creado',
  'terreno_modificado',
  'terreno_eliminado',
  'prefactibilidad_descargada',
  'movimiento_registrado',
  'movimientos_exportados',
  'consultas_exportadas',
  'configuracion_modificada',
  'barrio_modificado',
  'barrios_valores_actualizados',
  'solicitud_movida',
  'correo_reintentado',
  'cotizacion_cargada',
  'movimiento_editado',
  'movimiento_anulado',
  'movimiento_comprobante_adjuntado',
  'movimiento_comprobante_quitado',
  'movimiento_categorias_modificadas',
  'saldo_inicial_modificado',
  'presupuesto_modificado',
  'comprobante_descargado',
  'datos_personales_eliminados',
  'contactos_exportados',
  'parametros_oferta_modificados',
  'costos_cierre_modificados',
] as const;

export const AUDIT_ACTIONS = [...ACCOUNT_AUDIT_ACTIONS, ...BUSINESS_AUDIT_ACTIONS] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  inicio_sesion: 'Inicio de sesión',
  inicio_sesion_fallido: 'Inicio de sesión fallido',
  inicio_sesion_bloqueado: 'Inicio de sesión bloqueado (demasiados intentos)',
  cuenta_desbloqueada: 'Cuenta desbloqueada',
  cierre_sesion: 'Cierre de sesión',
  cuenta_creada: 'Cuenta creada',
  cambio_roles: 'Cambio de roles',
  cuenta_activada: 'Cuenta activada',
  cuenta_desactivada: 'Cuenta desactivada',
  cambio_contrasena: 'Cambio de contraseña',
  restablecimiento_contrasena: 'Contraseña restablecida',
  restablecimiento_pedido: 'Enlace para restablecer la contraseña pedido',
  clave_restablecida: 'Contraseña restablecida con el enlace por e-mail',
  email_confirmado: 'Dirección de e-mail confirmada',
  archivo_rechazado: 'Archivo rechazado (virus o PDF con contenido activo)',
  propiedad_publicada: 'Propiedad publicada',
  propiedad_despublicada: 'Propiedad despublicada',
  propiedad_eliminada: 'Propiedad eliminada',
  comentario_ocultado: 'Comentario ocultado',
  comentario_mostrado: 'Comentario vuelto a mostrar',
  carrusel_imagen_agregada: 'Imagen de carrusel agregada',
  carrusel_imagen_modificada: 'Imagen de carrusel modificada',
  carrusel_imagen_eliminada: 'Imagen de carrusel eliminada',
  terreno_creado: 'Terreno creado',
  terreno_modificado: 'Terreno modificado',
  terreno_eliminado: 'Terreno eliminado',
  prefactibilidad_descargada: 'Archivo de prefactibilidad descargado',
  movimiento_registrado: 'Movimiento de caja registrado',
  movimientos_exportados: 'Movimientos exportados (CSV)',
  consultas_exportadas: 'Consultas exportadas (CSV)',
  configuracion_modificada: 'Configuración modificada',
  barrio_modificado: 'Barrio modificado',
  barrios_valores_actualizados: 'Valores de barrios actualizados en bloque',
  solicitud_movida: 'Solicitud movida en el tablero CRM',
  correo_reintentado: 'Correo fallido reintentado',
  cotizacion_cargada: 'Cotización cargada a mano',
  movimiento_editado: 'Movimiento de caja editado',
  movimiento_anulado: 'Movimiento de caja anulado',
  movimiento_comprobante_adjuntado: 'Comprobante de caja adjuntado',
  movimiento_comprobante_quitado: 'Comprobante de caja quitado',
  movimiento_categorias_modificadas: 'Categorías de caja modificadas',
  saldo_inicial_modificado: 'Saldo inicial de caja modificado',
  presupuesto_modificado: 'Presupuesto de obra modificado',
  comprobante_descargado: 'Comprobante de caja descargado',
  datos_personales_eliminados: 'Datos de una persona eliminados a su pedido',
  contactos_exportados: 'Contactos exportados (CSV)',
  parametros_oferta_modificados: 'Parámetros de la oferta por terrenos modificados',
  costos_cierre_modificados: 'Costos de escritura modificados',
};

/** The action filter's groups, in the order the select shows them. */
export const AUDIT_ACTION_GROUPS = [
  { label: 'Cuentas', actions: ACCOUNT_AUDIT_ACTIONS },
  { label: 'Negocio', actions: BUSINESS_AUDIT_ACTIONS },
] as const;

/** A detail never grows past this (a legal text changed is shown cut). */
export const AUDIT_DETAIL_MAX = 500;
const VALUE_MAX = 80;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const shown = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  return `${clip(String(value).replace(/\s+/g, ' '), VALUE_MAX)}`;
};

/** What a secret's before → after shows instead of its values. */
export const AUDIT_SECRET_MASK = '(valor secreto, no se registra)';

/**
 * «campo: antes → después» for every key whose value changed, joined with «; » (each value cut to
 * 80 characters). Keys in `secret` are named but their values never written.
 */
export function describeChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  secret: ReadonlySet<string> = new Set(),
): string {
  const parts: string[] = [];
  for (const key of Object.keys(after)) {
    if (after[key] === undefined || String(before[key]) === String(after[key])) continue;
    parts.push(secret.has(key) ? `${key}: ${AUDIT_SECRET_MASK}` : `${key}: ${shown(before[key])} → ${shown(after[key])}`);
  }
  return parts.join('; ');
}

/** A detail as stored: one line, at most AUDIT_DETAIL_MAX characters. */
export function auditDetail(text: string): string {
  return clip(text.replace(/[\r\n]+/g, ' '), AUDIT_DETAIL_MAX);
}

export const AUDIT_PAGE_SIZE = 20;
/** The longest date range the trail is read over at once (a year, plus a leap day). */
export const AUDIT_MAX_RANGE_DAYS = 366;

export const AUDIT_MESSAGES = {
  ...DAY_RANGE_MESSAGES,
  rangeTooLong: `Elegí un período de hasta ${AUDIT_MAX_RANGE_DAYS} días`,
  actionInvalid: 'Elegí una acción de la lista',
} as const;

/** [00:00 of `desde`, 00:00 of the day after `hasta`) in Buenos Aires, either end open when absent. */
export const auditDayRange = buenosAiresDayRange;

/** GET /api/admin/auditoria: strict (an unknown key is a 400), blank filters mean any. */
export const auditQuerySchema = paginationQuerySchema
  .extend({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
    /** A username or e-mail, exactly (any case): what it did, and what was done to it. */
    usuario: searchText(254, 'La cuenta debe tener menos de 254 caracteres'),
    accion: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.actionInvalid }).optional()),
    /** Buenos Aires calendar days, both included. */
    ...dayRangeFields,
  })
  .strict()
  .superRefine((q, ctx) => {
    checkDayRange(q, ctx);
    if (q.desde && q.hasta && daysInRange(q.desde, q.hasta) + 1 > AUDIT_MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: AUDIT_MESSAGES.rangeTooLong });
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  accion: z.enum(AUDIT_ACTIONS),
  usuario_id: z.string().nullable(),
  /** The account as typed at sign-in, or its username. */
  usuario: z.string().nullable(),
  /** Username of whoever made the change (an admin, the staff member), null when it was the account itself or the console. */
  actor: z.string().nullable(),
  direccion: z.string().nullable(),
  detalle: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = paginatedSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** An export's filters as a detail: «filtros: mes=2026-11, tipo=egreso», or «sin filtros». */
export function describeFilters(filters: Readonly<Record<string, unknown>>): string {
  const set = Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return set.length ? `filtros: ${set.map(([key, value]) => `${key}=${shown(value)}`).join(', ')}` : 'sin filtros';
}
