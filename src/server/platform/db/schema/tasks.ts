import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    index('tareas_estado_posicion_idx').on(t.estado, t.posicion),
    index('tareas_fecha_cierre_idx').on(t.fechaCierre.desc()),
    index('tareas_fecha_creacion_idx').on(t.fechaCreacion.desc()),
    index('tareas_estado_idx').on(t.estado),
    index('tareas_proyecto_idx').on(t.proyectoId),
    index('tareas_responsable_idx').on(t.responsableNombre),
    index('tareas_fecha_limite_idx').on(t.fechaLimite),
    check('tareas_estado_valido', sql`${t.estado} in ('Inbox', 'En curso', 'Bloqueada', 'En espera', 'Hecha')`),
    check('tareas_prioridad_valida', sql`${t.prioridad} in ('P0', 'P1', 'P2', 'P3')`),
    check('tareas_urgencia_valida', sql`${t.nivelUrgencia} in ('Crítico', 'Alto', 'Medio', 'Bajo')`),
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
  },
  (t) => [
    index('movimientos_created_idx').on(t.createdAt.desc()),
    index('movimientos_proyecto_created_idx').on(t.proyectoId, t.createdAt.desc()),
    check('movimientos_tipo_valido', sql`${t.tipo} in ('ingreso', 'egreso')`),
    check('movimientos_moneda_valida', sql`${t.moneda} in ('USD', 'ARS')`),
    check('movimientos_monto_positivo', sql`${t.monto} > 0`),
  ],
);
