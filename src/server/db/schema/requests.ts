import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';

export const solicitudesInternas = pgTable(
  'solicitudes_internas',
  {
    id: id(),
    codigoInterno: text('codigo_interno').notNull(),
    sucursal: text('sucursal').notNull(),
    tipoServicio: text('tipo_servicio').notNull(),
    diasEstimados: integer('dias_estimados').notNull(),
    solicitante: text('solicitante').notNull(),
    celular: text('celular').notNull(),
    comentarios: text('comentarios'),
    estado: text('estado').notNull().default('pendiente'),
    fechaAprobacion: tstz('fecha_aprobacion'),
    createdAt: createdAt(),
  },
  (t) => [
    index('solicitudes_created_idx').on(t.createdAt.desc()),
    index('solicitudes_estado_idx').on(t.estado),
    check('solicitudes_dias_minimo', sql`${t.diasEstimados} >= 1`),
    check('solicitudes_estado_valido', sql`${t.estado} in ('pendiente', 'aprobada', 'en_ejecucion', 'finalizada')`),
  ],
);
