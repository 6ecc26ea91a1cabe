import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_ORIGINS } from '../../../../domain/valuation/options.ts';
import { area, createdAt, id, leadPipelineColumns, leadPipelineIndexes, literals, money, percent, tstz } from './columns.ts';

export const localidades = pgTable(
  'localidades',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    activo: boolean('activo').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('localidades_nombre_key').on(sql`lower(${t.nombre})`), index('localidades_activo_nombre_idx').on(t.activo, t.nombre)],
);

export const barrios = pgTable(
  'barrios',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    localidadId: uuid('localidad_id')
      .notNull()
      .references(() => localidades.id, { onDelete: 'restrict' }),
    valorIncidenciaUsdM2: money('valor_incidencia_usd_m2').notNull(),
    /** When the incidence value last changed: the date shown on the public neighbourhood cards. */
    valorActualizadoAt: tstz('valor_actualizado_at').notNull().defaultNow(),
    activo: boolean('activo').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('barrios_localidad_nombre_key').on(t.localidadId, sql`lower(${t.nombre})`),
    index('barrios_localidad_activo_nombre_idx').on(t.localidadId, t.activo, t.nombre),
    check('barrios_valor_positivo', sql`${t.valorIncidenciaUsdM2} > 0`),
  ],
);

/** Every value a barrio has had, newest last. */
export const barrioValoresHistorial = pgTable(
  'barrio_valores_historial',
  {
    id: id(),
    barrioId: uuid('barrio_id')
      .notNull()
      .references(() => barrios.id, { onDelete: 'cascade' }),
    valorIncidenciaUsdM2: money('valor_incidencia_usd_m2').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('barrio_valores_historial_barrio_idx').on(t.barrioId, t.createdAt)],
);

export const consultas = pgTable(
  'consultas',
  {
    id: id(),
    fecha: tstz('fecha').notNull().defaultNow(),
    localidadId: uuid('localidad_id')
      .notNull()
      .references(() => localidades.id, { onDelete: 'restrict' }),
    barrioId: uuid('barrio_id')
      .notNull()
      .references(() => barrios.id, { onDelete: 'restrict' }),
    m2Vendibles: area('m2_vendibles').notNull(),
    ubicacionCalidad: text('ubicacion_calidad').notNull(),
    valorListaUsd: money('valor_lista_usd').notNull(),
    valorMercadoUsd: money('valor_mercado_usd').notNull(),
    /** The adjustment percent used, so old results keep their label after the setting changes. */
    porcentajeAjuste: percent('porcentaje_ajuste').notNull(),
    origen: text('origen').notNull().default('web'),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's and the CSV's order exactly (newest first, id breaking ties): a page is read off the index, not sorted (ADR 137).
    index('consultas_fecha_id_idx').on(t.fecha.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('consultas_barrio_idx').on(t.barrioId),
    index('consultas_localidad_idx').on(t.localidadId),
    check('consultas_calidad_valida', sql`${t.ubicacionCalidad} in ('Excelente', 'Muy buena', 'Buena', 'Regular')`),
    check('consultas_origen_valido', sql`${t.origen} in ('web', 'mobile')`),
    check('consultas_m2_positivo', sql`${t.m2Vendibles} > 0`),
  ],
);

/**
 * Consultas counted per Buenos Aires day, barrio, quality and origin (docs/decisions/137): the
 * admin's stats and trend read these few rows instead of every consulta. Kept by triggers on
 * `consultas` (migration 0019), so every insert, in the API, a seed or a bench, counts in its own
 * transaction. Sums, not averages: an average is the sum of the matching rows over their count.
 */
export const consultasPorDia = pgTable(
  'consultas_por_dia',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    barrioId: uuid('barrio_id')
      .notNull()
      .references(() => barrios.id, { onDelete: 'restrict' }),
    ubicacionCalidad: text('ubicacion_calidad').notNull(),
    origen: text('origen').notNull(),
    cantidad: integer('cantidad').notNull(),
    sumaM2Vendibles: numeric('suma_m2_vendibles').notNull(),
    sumaValorMercadoUsd: numeric('suma_valor_mercado_usd').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.barrioId, t.ubicacionCalidad, t.origen] })],
);

/**
 * Leads of the valuation site (DESIGN.md §5): `analista` from the contact dialog (name and phone),
 * `informe-email` from «Recibilo por e-mail» on a result page (docs/decisions/094): the address,
 * its consulta, and the consent the visitor ticked — which wording (`consentimiento_version`, see
 * REPORT_MAIL_CONSENT in src/domain/valuation/report-mail.ts) and when.
 */
export const contactosValuacion = pgTable(
  'contactos_valuacion',
  {
    id: id(),
    origen: text('origen').notNull().default('analista'),
    nombre: text('nombre'),
    email: text('email').notNull(),
    telefono: text('telefono'),
    comentario: text('comentario'),
    consultaId: uuid('consulta_id').references(() => consultas.id, { onDelete: 'restrict' }),
    consentimientoVersion: text('consentimiento_version'),
    consentimientoAt: tstz('consentimiento_at'),
    /** «¿No está tu barrio?» (ADR 141): the place as typed, and its key for counting (zoneKey in domain/valuation/coverage.ts). */
    zonaLocalidad: text('zona_localidad'),
    zonaBarrio: text('zona_barrio'),
    zonaClave: text('zona_clave'),
    ...leadPipelineColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    ...leadPipelineIndexes('contactos_valuacion', t),
    index('contactos_valuacion_created_idx').on(t.createdAt.desc().nullsFirst()),
    // The per-consulta and per-recipient limits of the report by e-mail count recent rows.
    index('contactos_valuacion_consulta_idx').on(t.consultaId, t.createdAt).where(sql`${t.consultaId} is not null`),
    index('contactos_valuacion_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    check('contactos_valuacion_origen_valido', sql`${t.origen} in ${literals(CONTACT_ORIGINS)}`),
    check(
      'contactos_valuacion_origen_completo',
      sql`(${t.origen} = 'analista' and ${t.nombre} is not null and ${t.telefono} is not null)
        or (${t.origen} = 'informe-email' and ${t.consultaId} is not null and ${t.consentimientoVersion} is not null and ${t.consentimientoAt} is not null)
        or (${t.origen} = 'barrio-faltante' and ${t.nombre} is not null and ${t.telefono} is not null and ${t.zonaClave} is not null)`,
    ),
    // «Barrios pedidos» in /admin/contactos counts per place.
    index('contactos_valuacion_zona_idx').on(t.zonaClave).where(sql`${t.zonaClave} is not null`),
  ],
);
