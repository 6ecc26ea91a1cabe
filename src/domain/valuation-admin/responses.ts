import { z } from 'zod';
import { leadPipelineSchema } from '../leads/pipeline.ts';
import { paginatedSchema } from '../shared/pagination.ts';
import { CONTACT_ORIGINS } from '../valuation/options.ts';

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
  origen: z.enum(CONTACT_ORIGINS),
  /** Only the contact dialog asks for a name and a phone; a report by e-mail leaves an address. */
  nombre: z.string().nullable(),
  email: z.string(),
  telefono: z.string().nullable(),
  comentario: z.string().nullable(),
  /** The consulta whose report was mailed (its result page). */
  consulta_id: z.string().nullable(),
  /** The consent the visitor ticked: the wording's version and when (Ley 25.326). */
  consentimiento: z.object({ version: z.string(), fecha: isoDate }).nullable(),
  /** «¿No está tu barrio?»: where the land is, as the person wrote it (ADR 141). */
  zona: z.object({ localidad: z.string(), barrio: z.string() }).nullable(),
  /** Its place in the pipeline (ADR 140). */
  seguimiento: leadPipelineSchema,
  created_at: isoDate,
});
export type ContactoValuacion = z.infer<typeof contactoValuacionSchema>;

/** GET /api/admin/contactos/barrios-pedidos: where people asked to be valued and the firm does not value yet (ADR 141). */
export const missingZonesSchema = z.object({
  items: z.array(z.object({ localidad: z.string(), barrio: z.string(), cantidad: z.number().int(), ultimo_pedido: isoDate })),
  /** How many different places were asked for (the items are the most asked). */
  lugares: z.number().int(),
  pedidos: z.number().int(),
});
export type MissingZones = z.infer<typeof missingZonesSchema>;

/** GET /api/admin/consultas/tendencia: how many consultas per period of the filtered range. */
export const consultasTrendSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  unidad: z.enum(['dia', 'semana', 'mes']),
  puntos: z.array(z.object({ periodo: z.string(), cantidad: z.number() })),
});
export type ConsultasTrend = z.infer<typeof consultasTrendSchema>;
