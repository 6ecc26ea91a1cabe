import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginationQuerySchema } from '../../../domain/shared/pagination.ts';
import {
  monthTotalsSchema,
  movementFilterSchema,
  movementInputSchema,
  movementListQuerySchema,
  movementPageSchema,
  movementSchema,
  movementTotalsQuerySchema,
} from '../../../domain/tasks/cash.ts';
import { metricsSchema } from '../../../domain/tasks/metrics.ts';
import {
  accountIdParamsSchema,
  accountPersonInputSchema,
  myTasksQuerySchema,
  myTasksSchema,
  staffAccountSchema,
  staffAccountsSchema,
  taskSearchPageSchema,
  taskSearchQuerySchema,
} from '../../../domain/tasks/search.ts';
import {
  activeProjectsSchema,
  boardQuerySchema,
  boardSchema,
  columnQuerySchema,
  commentInputSchema,
  moveInputSchema,
  overduePageSchema,
  projectIdParamsSchema,
  projectInputSchema,
  projectPageSchema,
  projectSchema,
  summarySchema,
  taskDetailSchema,
  taskGroupsSchema,
  taskIdParamsSchema,
  taskInputSchema,
  taskPageSchema,
  taskSchema,
  teamSchema,
} from '../../../domain/tasks/task.ts';
import { auditActor } from '../../platform/audit-port.ts';
import { sendCsvDownload } from '../../platform/csv-download.ts';
import type { TasksCashService } from './cash.service.ts';
import type { TasksMetricsService } from './metrics.service.ts';
import { CREATE_RATE_LIMIT, type TasksService } from './tasks.service.ts';

const ADMIN = ['tareas_admin'] as const;
const tags = ['tareas'];

/** Tasks area (spec §7 "Tasks area"): the public form's create and projects; the admin's views, moves, comments and projects. */
export async function tasksRoutes(
  app: FastifyInstance,
  { tasks, cash, metrics }: { tasks: TasksService; cash: TasksCashService; metrics: TasksMetricsService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/tareas',
    {
      config: { access: 'public', rateLimit: CREATE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Nueva tarea del formulario público (empieza en Inbox)',
        description: "`proyecto_id` vacío o 'ninguno' = sin proyecto; solo proyectos activos.",
        body: taskInputSchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await tasks.create(request.body)),
  );

  r.post(
    '/api/tareas/desde-panel',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Nueva tarea desde el panel (mismas reglas que el formulario público, sin su límite por dirección)',
        body: taskInputSchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await tasks.create(request.body)),
  );

  r.get(
    '/api/tareas/proyectos-activos',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Proyectos activos, por nombre (el selector del formulario)', response: { 200: activeProjectsSchema } },
    },
    () => tasks.activeProjects(),
  );

  r.get(
    '/api/tareas/tablero',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Kanban: las cinco columnas en su orden, con totales',
        querystring: boardQuerySchema,
        response: { 200: boardSchema },
      },
    },
    (request) => tasks.board(request.query),
  );

  r.get(
    '/api/tareas/tablero/columna',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Una columna del kanban, de a 50 tarjetas (Ver más), con su total',
        description: 'Los mismos filtros del tablero; `page` 1 son las tarjetas que el tablero ya trae.',
        querystring: columnQuerySchema,
        response: { 200: taskPageSchema },
      },
    },
    (request) => tasks.column(request.query),
  );

  // Search and Mis tareas (ADR 135, 136): the guard answers 401/403 before the query string is read.

  r.get(
    '/api/tareas/buscar',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Busca en título, descripción y comentarios (sin distinguir mayúsculas ni acentos), de a 20',
        description: '`q`: 2 a 100 caracteres (sin los espacios de los extremos); `%`, `_` y `\\` se buscan tal cual.',
        querystring: taskSearchQuerySchema,
        response: { 200: taskSearchPageSchema },
      },
    },
    (request) => tasks.search(request.query),
  );

  r.get(
    '/api/tareas/mis-tareas',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Las tareas abiertas de la persona del equipo vinculada a la cuenta (persona null: sin vincular)',
        querystring: myTasksQuerySchema,
        response: { 200: myTasksSchema },
      },
    },
    async (request) => tasks.myTasks((await request.requireUser()).id, request.query.page),
  );

  r.get(
    '/api/tareas/cuentas',
    {
      config: { access: ['admin'] },
      schema: { tags, summary: 'Cuentas del tablero de tareas con la persona del equipo de cada una', response: { 200: staffAccountsSchema } },
    },
    () => tasks.staffAccounts(),
  );

  r.put(
    '/api/tareas/cuentas/:id/persona',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Vincula una cuenta a una persona del equipo (null la desvincula); solo un administrador',
        params: accountIdParamsSchema,
        body: accountPersonInputSchema,
        response: { 200: staffAccountSchema },
      },
    },
    (request) => tasks.setAccountPerson(request.params.id, request.body),
  );

  r.get('/api/tareas/resumen', { config: { access: ADMIN }, schema: { tags, summary: 'Tarjetas del Dashboard', response: { 200: summarySchema } } }, () =>
    tasks.summary(),
  );

  // Cash log (movimientos) and metrics

  r.post(
    '/api/tareas/movimientos',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Registra un ingreso o egreso (USD o ARS)',
        description: '`monto` > 0 con hasta dos decimales; `fecha` + `hora` en hora de Buenos Aires; `obra` = id de un proyecto.',
        body: movementInputSchema,
        response: { 201: movementSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await cash.create(request.body, await auditActor(request))),
  );

  r.get(
    '/api/tareas/movimientos',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Movimientos filtrados, los últimos primero (páginas de hasta 100)',
        querystring: movementListQuerySchema,
        response: { 200: movementPageSchema },
      },
    },
    (request) => cash.list(request.query),
  );

  r.get(
    '/api/tareas/movimientos/totales',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Ingresos, egresos y saldo de un mes por moneda (sin mezclar USD y ARS)',
        description: 'Sin `mes`: el mes actual en hora de Buenos Aires.',
        querystring: movementTotalsQuerySchema,
        response: { 200: monthTotalsSchema },
      },
    },
    (request) => cash.totals(request.query),
  );

  r.get(
    '/api/tareas/movimientos/csv',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Exporta a CSV (UTF-8 con BOM) los movimientos filtrados', querystring: movementFilterSchema, produces: ['text/csv'] },
    },
    async (request, reply) => sendCsvDownload(reply, await cash.csv(request.query, await auditActor(request))),
  );

  r.get(
    '/api/tareas/metricas',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Métricas: semanas, resolución, abiertas por urgencia y prioridad, hechas por proyecto, caja por mes',
        response: { 200: metricsSchema },
      },
    },
    () => metrics.metrics(),
  );

  r.get(
    '/api/tareas/historial',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Tareas hechas, por fecha de cierre descendente', querystring: paginationQuerySchema, response: { 200: taskPageSchema } },
    },
    (request) => tasks.done(request.query),
  );

  r.get(
    '/api/tareas/urgentes',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Crítico y Alto sin hacer, las más viejas primero', querystring: paginationQuerySchema, response: { 200: taskPageSchema } },
    },
    (request) => tasks.urgent(request.query),
  );

  r.get(
    '/api/tareas/vencidas',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Sin hacer con fecha límite anterior a hoy (Buenos Aires), con días de atraso',
        querystring: paginationQuerySchema,
        response: { 200: overduePageSchema },
      },
    },
    (request) => tasks.overdue(request.query),
  );

  r.get(
    '/api/tareas/por-responsable',
    { config: { access: ADMIN }, schema: { tags, summary: 'Tareas abiertas por responsable, con totales', response: { 200: taskGroupsSchema } } },
    () => tasks.byPerson(),
  );

  r.get(
    '/api/tareas/por-proyecto',
    { config: { access: ADMIN }, schema: { tags, summary: 'Tareas abiertas por proyecto, con totales', response: { 200: taskGroupsSchema } } },
    () => tasks.byProject(),
  );

  r.get(
    '/api/tareas/equipo',
    { config: { access: ADMIN }, schema: { tags, summary: 'Las 12 personas con iniciales, abiertas y hechas', response: { 200: teamSchema } } },
    () => tasks.team(),
  );

  r.get(
    '/api/tareas/proyectos',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Proyectos por nombre con total, hechas y progreso', querystring: paginationQuerySchema, response: { 200: projectPageSchema } },
    },
    (request) => tasks.projects(request.query),
  );

  r.post(
    '/api/tareas/proyectos',
    { config: { access: ADMIN }, schema: { tags, summary: 'Nuevo proyecto', body: projectInputSchema, response: { 201: projectSchema } } },
    async (request, reply) => reply.status(201).send(await tasks.createProject(request.body)),
  );

  r.put(
    '/api/tareas/proyectos/:id',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Edita un proyecto', params: projectIdParamsSchema, body: projectInputSchema, response: { 200: projectSchema } },
    },
    (request) => tasks.updateProject(request.params.id, request.body),
  );

  r.get(
    '/api/tareas/:id',
    { config: { access: ADMIN }, schema: { tags, summary: 'Una tarea con sus comentarios', params: taskIdParamsSchema, response: { 200: taskDetailSchema } } },
    (request) => tasks.detail(request.params.id),
  );

  r.put(
    '/api/tareas/:id',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Edita los campos de una tarea', params: taskIdParamsSchema, body: taskInputSchema, response: { 200: taskDetailSchema } },
    },
    (request) => tasks.update(request.params.id, request.body),
  );

  r.post(
    '/api/tareas/:id/mover',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Mueve una tarea de columna o de lugar (a Hecha: fecha de cierre = ahora)',
        description: '`antes_de`: la tarjeta que queda debajo; `al_final`: al fondo; ninguno: arriba de la columna.',
        params: taskIdParamsSchema,
        body: moveInputSchema,
        response: { 200: taskSchema },
      },
    },
    (request) => tasks.move(request.params.id, request.body),
  );

  r.post(
    '/api/tareas/:id/comentarios',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Agrega un comentario', params: taskIdParamsSchema, body: commentInputSchema, response: { 201: taskDetailSchema } },
    },
    async (request, reply) => reply.status(201).send(await tasks.comment(request.params.id, request.body, await request.requireUser())),
  );
}
