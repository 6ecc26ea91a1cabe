import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    // The board reads each column newest first.
    index('solicitudes_estado_created_idx').on(t.estado, t.createdAt.desc()),
    check('solicitudes_dias_minimo', sql`${t.diasEstimados} >= 1`),
    check('solicitudes_estado_valido', sql`${t.estado} in ('pendiente', 'aprobada', 'en_ejecucion', 'finalizada')`),
  ],
);

/**
 * Who moved a request and when (ADR 060): one row per change, the creation included (no user:
 * the public form). The name is kept as written then, so the history outlives the account.
 */
export const solicitudesHistorial = pgTable(
  'solicitudes_historial',
  {
    id: id(),
    solicitudId: uuid('solicitud_id')
      .notNull()
      .references(() => solicitudesInternas.id, { onDelete: 'cascade' }),
    estadoAnterior: text('estado_anterior'),
    estado: text('estado').notNull(),
    usuarioId: uuid('usuario_id'),
    usuarioNombre: text('usuario_nombre'),
    createdAt: createdAt(),
  },
  (t) => [index('solicitudes_historial_solicitud_idx').on(t.solicitudId, t.createdAt)],
);
