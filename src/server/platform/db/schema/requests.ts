import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
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
    /** The visit proposed on approval, a calendar day (ADR 127). */
    fechaVisita: date('fecha_visita'),
    /** Why it was rejected or cancelled. */
    motivo: text('motivo'),
    /** The CRM account that follows it up; the name is read from the account. */
    responsableId: uuid('responsable_id').references(() => user.id, { onDelete: 'set null' }),
    /** The last move (its history row), the one POST …/deshacer may take back (ADR 126); null after an undo. */
    ultimoMovimientoId: uuid('ultimo_movimiento_id'),
    /** The project created from it in the tasks area, and its name then (ADR 128). No FK: the tasks area owns projects. */
    proyectoId: uuid('proyecto_id'),
    proyectoNombre: text('proyecto_nombre'),
    createdAt: createdAt(),
  },
  (t) => [
    index('solicitudes_created_idx').on(t.createdAt.desc().nullsFirst()),
    // The board reads each column newest first.
    index('solicitudes_estado_created_idx').on(t.estado, t.createdAt.desc().nullsFirst()),
    check('solicitudes_dias_minimo', sql`${t.diasEstimados} >= 1`),
    check('solicitudes_estado_valido', sql`${t.estado} in ('pendiente', 'aprobada', 'en_ejecucion', 'finalizada', 'rechazada', 'cancelada')`),
    index('solicitudes_responsable_idx').on(t.responsableId),
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
    /** The reason written on a rejection or cancellation. */
    motivo: text('motivo'),
    /** This row undoes the move before it (ADR 126). */
    deshecho: boolean('deshecho').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('solicitudes_historial_solicitud_idx').on(t.solicitudId, t.createdAt)],
);

/** Notes on a request (who called, what was agreed), written by CRM accounts; the name kept as written then. */
export const solicitudesNotas = pgTable(
  'solicitudes_notas',
  {
    id: id(),
    solicitudId: uuid('solicitud_id')
      .notNull()
      .references(() => solicitudesInternas.id, { onDelete: 'cascade' }),
    usuarioId: uuid('usuario_id'),
    usuarioNombre: text('usuario_nombre').notNull(),
    texto: text('texto').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('solicitudes_notas_solicitud_idx').on(t.solicitudId, t.createdAt)],
);
