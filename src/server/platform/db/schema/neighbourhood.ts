import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, tstz } from './columns.ts';

export const barrioComentarios = pgTable(
  'barrio_comentarios',
  {
    id: id(),
    barrioNombre: text('barrio_nombre').notNull(),
    autorNombre: text('autor_nombre').notNull(),
    /** Never sent to the browser. */
    autorEmail: text('autor_email'),
    comentario: text('comentario').notNull(),
    precioSugerido: money('precio_sugerido'),
    /** Kept equal to the number of rows in comentario_likes, updated in the same transaction. */
    totalLikes: integer('total_likes').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
    createdAt: createdAt(),
    fechaSugerencia: tstz('fecha_sugerencia'),
  },
  (t) => [
    index('barrio_comentarios_barrio_idx').on(t.barrioNombre, t.activo, t.createdAt.desc().nullsFirst()),
    index('barrio_comentarios_activo_created_idx').on(t.activo, t.createdAt.desc().nullsFirst()),
    check('barrio_comentarios_likes_no_negativos', sql`${t.totalLikes} >= 0`),
  ],
);

/** One like per anonymous visitor (httpOnly cookie id) per comment. */
export const comentarioLikes = pgTable(
  'comentario_likes',
  {
    id: id(),
    comentarioId: uuid('comentario_id')
      .notNull()
      .references(() => barrioComentarios.id, { onDelete: 'cascade' }),
    visitanteId: text('visitante_id').notNull(),
    /** Keyed hash of the client address that gave the like (never the address): likes per address per comment are capped. */
    direccion: text('direccion'),
    createdAt: createdAt(),
  },
  (t) => [unique('comentario_likes_visitante_key').on(t.comentarioId, t.visitanteId), index('comentario_likes_direccion_idx').on(t.comentarioId, t.direccion)],
);
