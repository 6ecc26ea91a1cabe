import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** The spec's carrusel_{product}; the brand stays out of table names (ADR 0002). */
export const carruselImagenes = pgTable(
  'carrusel_imagenes',
  {
    id: id(),
    tipo: text('tipo').notNull(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion'),
    imagenUrl: text('imagen_url').notNull(),
    /** Intrinsic size of the stored image, so the page reserves its box and nothing shifts. */
    imagenAncho: integer('imagen_ancho'),
    imagenAlto: integer('imagen_alto'),
    /** Widths of the stored WebP variants (see src/domain/shared/images.ts). */
    imagenAnchos: jsonb('imagen_anchos').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    orden: integer('orden').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
    /** Drawn by the demo seed: the admin marks it as sample content; visitors never see the flag. */
    esMuestra: boolean('es_muestra').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('carrusel_tipo_activo_orden_idx').on(t.tipo, t.activo, t.orden), check('carrusel_tipo_valido', sql`${t.tipo} in ('propiedades', 'trabajos')`)],
);
