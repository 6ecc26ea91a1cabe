import { z } from 'zod';
import { SETTING_KEYS } from '../settings/settings.ts';
import { paginatedSchema } from '../shared/pagination.ts';
import { ROLES } from '../shared/roles.ts';

/** Response shapes of /api/admin/*: each whitelists the fields the admin screens show. */
/** Instants travel as ISO 8601 strings (UTC). */
const isoDate = z.string();

export const localidadAdminSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  activo: z.boolean(),
  cantidad_barrios: z.number().int(),
});
export type LocalidadAdmin = z.infer<typeof localidadAdminSchema>;

export const barrioAdminSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  localidad_id: z.string(),
  localidad_nombre: z.string(),
  valor_incidencia_usd_m2: z.number(),
  valor_actualizado_at: isoDate,
  activo: z.boolean(),
});
export type BarrioAdmin = z.infer<typeof barrioAdminSchema>;

export const barrioHistorialItemSchema = z.object({ valor_incidencia_usd_m2: z.number(), created_at: isoDate });
export type BarrioHistorialItem = z.infer<typeof barrioHistorialItemSchema>;

export const consultaAdminSchema = z.object({
  id: z.string(),
  fecha: isoDate,
  localidad_nombre: z.string(),
  barrio_nombre: z.string(),
  m2_vendibles: z.number(),
  ubicacion_calidad: z.string(),
  valor_lista_usd: z.number(),
  valor_mercado_usd: z.number(),
  porcentaje_ajuste: z.number(),
  origen: z.string(),
});
export type ConsultaAdmin = z.infer<typeof consultaAdminSchema>;

export const consultasStatsSchema = z.object({
  total: z.number().int(),
  hoy: z.number().int(),
  promedio_m2: z.number().nullable(),
  promedio_valor_mercado_usd: z.number().nullable(),
});

export const consultasPageSchema = paginatedSchema(consultaAdminSchema).extend({ stats: consultasStatsSchema });
export type ConsultasPage = z.infer<typeof consultasPageSchema>;

export const contactoValuacionSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  telefono: z.string(),
  comentario: z.string().nullable(),
  created_at: isoDate,
});
export type ContactoValuacion = z.infer<typeof contactoValuacionSchema>;

/** The commenter's e-mail stays on the server even here: moderation does not need it. */
export const comentarioAdminSchema = z.object({
  id: z.string(),
  barrio_nombre: z.string(),
  autor_nombre: z.string(),
  comentario: z.string(),
  precio_sugerido: z.number().nullable(),
  total_likes: z.number().int(),
  activo: z.boolean(),
  created_at: isoDate,
});
export type ComentarioAdmin = z.infer<typeof comentarioAdminSchema>;

export const usuarioAdminSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  activo: z.boolean(),
  created_at: isoDate,
});
export type UsuarioAdmin = z.infer<typeof usuarioAdminSchema>;

export const configuracionAdminSchema = z.object(
  Object.fromEntries(SETTING_KEYS.map((k) => [k, z.string()])) as Record<(typeof SETTING_KEYS)[number], z.ZodString>,
);
export type ConfiguracionAdmin = z.infer<typeof configuracionAdminSchema>;
