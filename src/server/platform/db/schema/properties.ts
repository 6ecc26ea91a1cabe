import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ImageRef } from '../../../../domain/shared/images.ts';
import { user } from './auth.ts';
import { area, createdAt, id, money, updatedAt } from './columns.ts';

export const propiedades = pgTable(
  'propiedades',
  {
    id: id(),
    titulo: text('titulo').notNull(),
    tipo: text('tipo').notNull(),
    barrio: text('barrio').notNull(),
    calle: text('calle'),
    altura: text('altura'),
    metrosCuadrados: area('metros_cuadrados'),
    precioVenta: money('precio_venta'),
    descripcion: text('descripcion'),
    caracteristicas: jsonb('caracteristicas').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Stored images with their WebP variants; the API also answers the spec's imagenes_urls (their widest URLs). */
    imagenes: jsonb('imagenes').$type<ImageRef[]>().notNull().default(sql`'[]'::jsonb`),
    badge: text('badge'),
    badgeColor: text('badge_color'),
    publicada: boolean('publicada').notNull().default(false),
    ordenPublicacion: integer('orden_publicacion').notNull().default(0),
    /** The account that listed it; null for listings loaded by staff. */
    propietarioId: uuid('propietario_id').references(() => user.id, { onDelete: 'set null' }),
    /** Loaded by the demo seed: the management view marks it as sample content; visitors never see the flag. */
    esMuestra: boolean('es_muestra').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('propiedades_publicadas_idx').on(t.publicada, t.ordenPublicacion.desc().nullsFirst()),
    index('propiedades_propietario_idx').on(t.propietarioId),
  ],
);
