import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const configuracionSistema = pgTable('configuracion_sistema', {
  clave: text('clave').primaryKey(),
  valor: text('valor').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
