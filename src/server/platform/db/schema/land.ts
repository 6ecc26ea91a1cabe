import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { area, createdAt, id, leadPipelineColumns, leadPipelineIndexes, money, percent, updatedAt } from './columns.ts';

/** The spec's terrenos_{product}: investable plots of the land fund. */
export const terrenos = pgTable(
  'terrenos',
  {
    id: id(),
    titulo: text('titulo').notNull(),
    ubicacion: text('ubicacion').notNull(),
    valorTerreno: money('valor_terreno').notNull().default(0),
    inversionTotalNecesaria: money('inversion_total_necesaria').notNull().default(0),
    porcentajeInversionCompleta: percent('porcentaje_inversion_completa').notNull().default(0),
    cantidadInversores: integer('cantidad_inversores').notNull().default(0),
    estado: text('estado').notNull().default('Prospección'),
    imagenUrl: text('imagen_url'),
    m2Vendibles: area('m2_vendibles').notNull().default(0),
    descripcion: text('descripcion'),
    activo: boolean('activo').notNull().default(true),
    orden: integer('orden').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('terrenos_orden_idx').on(t.orden),
    check('terrenos_porcentaje_rango', sql`${t.porcentajeInversionCompleta} between 0 and 100`),
    check('terrenos_inversores_no_negativos', sql`${t.cantidadInversores} >= 0`),
    check('terrenos_estado_valido', sql`${t.estado} in ('En negociación', 'Aprobado', 'Prospección', 'Inversión completa')`),
  ],
);

/** Land-owner inquiries from /terrenos. The pre-feasibility file is private (storage key, fund role only). */
export const contactosTerrenos = pgTable(
  'contactos_terrenos',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    telefono: text('telefono').notNull(),
    ubicacionTerreno: text('ubicacion_terreno').notNull(),
    m2VendiblesEstimados: area('m2_vendibles_estimados'),
    tienePrefactibilidad: boolean('tiene_prefactibilidad').notNull().default(false),
    archivoPrefactibilidadKey: text('archivo_prefactibilidad_key'),
    archivoPrefactibilidadNombre: text('archivo_prefactibilidad_nombre'),
    /** «¿Cuánto te ofrecemos?» (ADR 143): the offer the owner saw, recomputed on the server, with its assumptions. */
    oferta: jsonb('oferta'),
    ...leadPipelineColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('contactos_terrenos_created_idx').on(t.createdAt.desc().nullsFirst()), ...leadPipelineIndexes('contactos_terrenos', t)],
);
