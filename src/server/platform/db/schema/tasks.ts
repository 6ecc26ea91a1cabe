import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RecurrenceRule } from '../../../../domain/tasks/recurrence.ts';
import { user } from './auth.ts';
import { createdAt, id, money, tstz } from './columns.ts';
import { solicitudesInternas } from './requests.ts';

export const proyectos = pgTable(
  'proyectos',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    estado: text('estado').notNull().default('Activo'),
    fechaInicio: date('fecha_inicio'),
    createdAt: createdAt(),
    /** The works' budget in dollars (ADR 121); its spend to date is the USD egresos plus the ARS ones at their rate. */
    presupuestoUsd: money('presupuesto_usd'),
    /** The service request this project (obra) was created from, one project per request (ADR 128). */
    solicitudId: uuid('solicitud_id')
      .unique('proyectos_solicitud_unique')
      .references(() => solicitudesInternas.id, { onDelete: 'set null' }),
  },
  (t) => [index('proyectos_nombre_idx').on(t.nombre), index('proyectos_estado_idx').on(t.estado)],
);

/** Which client accounts (role tareas_cliente) see which projects. */
export const proyectoClientes = pgTable(
  'proyecto_clientes',
  {
    proyectoId: uuid('proyecto_id')
      .notNull()
      .references(() => proyectos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.proyectoId, t.userId] }), index('proyecto_clientes_user_idx').on(t.userId)],
);

export const tareas = pgTable(
  'tareas',
  {
    id: id(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion'),
    proyectoId: uuid('proyecto_id').references(() => proyectos.id, { onDelete: 'set null' }),
    responsableNombre: text('responsable_nombre').notNull(),
    creadaPorNombre: text('creada_por_nombre').notNull(),
    nivelUrgencia: text('nivel_urgencia').notNull().default('Medio'),
    prioridad: text('prioridad').notNull().default('P2'),
    fechaLimite: date('fecha_limite'),
    fechaCreacion: tstz('fecha_creacion').notNull().defaultNow(),
    fechaCierre: tstz('fecha_cierre'),
    estado: text('estado').notNull().default('Inbox'),
    /** Order inside its kanban column (ascending); a move writes the midpoint of its neighbours. */
    posicion: doublePrecision('posicion').notNull().default(0),
    comentarios: text('comentarios'),
    createdAt: createdAt(),
    /** The series this task is an occurrence of (ADR 115); null for a one-off task. */
    serieId: uuid('serie_id').references(() => tareaSeries.id, { onDelete: 'set null' }),
    /** 1 for the task the series was set on, then one more per occurrence: (serie_id, serie_numero) is unique. */
    serieNumero: integer('serie_numero'),
  },
  (t) => [
    index('tareas_estado_posicion_idx').on(t.estado, t.posicion),
    index('tareas_fecha_cierre_idx').on(t.fechaCierre.desc().nullsFirst()),
    index('tareas_fecha_creacion_idx').on(t.fechaCreacion.desc().nullsFirst()),
    index('tareas_estado_idx').on(t.estado),
    index('tareas_proyecto_idx').on(t.proyectoId),
    index('tareas_responsable_idx').on(t.responsableNombre),
    index('tareas_fecha_limite_idx').on(t.fechaLimite),
    check('tareas_estado_valido', sql`${t.estado} in ('Inbox', 'En curso', 'Bloqueada', 'En espera', 'Hecha')`),
    check('tareas_prioridad_valida', sql`${t.prioridad} in ('P0', 'P1', 'P2', 'P3')`),
    check('tareas_urgencia_valida', sql`${t.nivelUrgencia} in ('Crítico', 'Alto', 'Medio', 'Bajo')`),
    uniqueIndex('tareas_serie_numero_idx').on(t.serieId, t.serieNumero),
  ],
);

/** Comments added from a task's detail dialog, oldest first. */
export const tareaComentarios = pgTable(
  'tarea_comentarios',
  {
    id: id(),
    tareaId: uuid('tarea_id')
      .notNull()
      .references(() => tareas.id, { onDelete: 'cascade' }),
    autorNombre: text('autor_nombre').notNull(),
    texto: text('texto').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tarea_comentarios_tarea_idx').on(t.tareaId, t.createdAt)],
);

/** Cash log in USD and ARS. */
export const movimientos = pgTable(
  'movimientos',
  {
    id: id(),
    tipo: text('tipo').notNull(),
    monto: money('monto').notNull(),
    moneda: text('moneda').notNull(),
    concepto: text('concepto').notNull(),
    descripcion: text('descripcion'),
    recibidoPorNombre: text('recibido_por_nombre'),
    pagadoPorNombre: text('pagado_por_nombre'),
    /** The project's name when the movement was recorded (spec's column; kept if the project goes). */
    obra: text('obra'),
    /** The project itself: the Movimientos filter and the current name (ADR 071). */
    proyectoId: uuid('proyecto_id').references(() => proyectos.id, { onDelete: 'set null' }),
    sucursal: text('sucursal'),
    createdAt: createdAt(),
    /** One of the admins' categories (movimiento_categorias' name when recorded), ADR 121. */
    categoria: text('categoria'),
    /** What an ARS movement was worth in dollars: the rate's type (oficial, mep, blue, manual), pesos per dollar and its day. */
    cotizacionTipo: text('cotizacion_tipo'),
    cotizacionValor: numeric('cotizacion_valor', { precision: 14, scale: 4, mode: 'number' }),
    cotizacionFecha: date('cotizacion_fecha'),
    /** Voided ("Anular"): kept, shown struck through, out of every total (ADR 121). */
    anuladoAt: tstz('anulado_at'),
    anuladoPor: uuid('anulado_por').references(() => user.id, { onDelete: 'set null' }),
    motivoAnulacion: text('motivo_anulacion'),
    editadoAt: tstz('editado_at'),
    /** The receipt (photo or PDF), a private storage key served only to the cash roles. */
    comprobanteKey: text('comprobante_key'),
    comprobanteTipo: text('comprobante_tipo'),
  },
  (t) => [
    index('movimientos_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('movimientos_proyecto_created_idx').on(t.proyectoId, t.createdAt.desc().nullsFirst()),
    check('movimientos_tipo_valido', sql`${t.tipo} in ('ingreso', 'egreso')`),
    check('movimientos_moneda_valida', sql`${t.moneda} in ('USD', 'ARS')`),
    check('movimientos_monto_positivo', sql`${t.monto} > 0`),
    check(
      'movimientos_cotizacion_valida',
      sql`${t.cotizacionTipo} is null or (${t.moneda} = 'ARS' and ${t.cotizacionTipo} in ('oficial', 'mep', 'blue', 'manual') and ${t.cotizacionValor} > 0 and ${t.cotizacionFecha} is not null)`,
    ),
    check('movimientos_anulacion_completa', sql`(${t.anuladoAt} is null) = (${t.motivoAnulacion} is null)`),
  ],
);

/** The cash log's categories, editable by admins (ADR 121); a movement keeps the name it was given. */
export const movimientoCategorias = pgTable(
  'movimiento_categorias',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    orden: integer('orden').notNull().default(0),
    activa: boolean('activa').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('movimiento_categorias_nombre_idx').on(sql`lower(${t.nombre})`)],
);

/** The opening balance of the cash log per currency (ADR 121): the running balance starts from it. */
export const saldosIniciales = pgTable(
  'saldos_iniciales',
  {
    moneda: text('moneda').primaryKey(),
    monto: money('monto').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('saldos_iniciales_moneda_valida', sql`${t.moneda} in ('USD', 'ARS')`)],
);

/**
 * A recurring task's rule (ADR 115). The worker creates an active series' next occurrence once its
 * latest one is Hecha; stopping a series (`activa` false) keeps every task it made.
 */
export const tareaSeries = pgTable(
  'tarea_series',
  {
    id: id(),
    regla: jsonb('regla').$type<RecurrenceRule>().notNull(),
    /** The first occurrence's fecha límite: where 'cada N días' counts from. */
    fechaAncla: date('fecha_ancla').notNull(),
    activa: boolean('activa').notNull().default(true),
    detenidaEn: tstz('detenida_en'),
    createdAt: createdAt(),
  },
  (t) => [index('tarea_series_activa_idx').on(t.id).where(sql`${t.activa}`)],
);

/** A task's checklist (ADR 116), in its order; an occurrence of a series copies it undone. */
export const tareaChecklist = pgTable(
  'tarea_checklist',
  {
    id: id(),
    tareaId: uuid('tarea_id')
      .notNull()
      .references(() => tareas.id, { onDelete: 'cascade' }),
    texto: text('texto').notNull(),
    hecho: boolean('hecho').notNull().default(false),
    posicion: integer('posicion').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tarea_checklist_tarea_idx').on(t.tareaId, t.posicion)],
);

/** Site photos of a task (ADR 117): private files, shown to a client only when `compartida`. */
export const tareaFotos = pgTable(
  'tarea_fotos',
  {
    id: id(),
    tareaId: uuid('tarea_id')
      .notNull()
      .references(() => tareas.id, { onDelete: 'cascade' }),
    /** Storage key under private/tareas/ (never public/). */
    clave: text('clave').notNull(),
    ancho: integer('ancho').notNull(),
    alto: integer('alto').notNull(),
    compartida: boolean('compartida').notNull().default(false),
    subidaPorNombre: text('subida_por_nombre').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tarea_fotos_tarea_idx').on(t.tareaId, t.createdAt)],
);

/** Mis tareas (ADR 136): the person of the team list a staff account is; one person per account, set by an admin. */
export const tareaCuentaPersona = pgTable(
  'tarea_cuenta_persona',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    persona: text('persona').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tarea_cuenta_persona_persona_idx').on(t.persona)],
);
