import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityEntrySchema,
  boardQuerySchema,
  boardRequestSchema,
  boardSchema,
  noteInputSchema,
  ownerInputSchema,
  ownersSchema,
  requestIdParamsSchema,
  requestInputSchema,
  requestSchema,
  transitionInputSchema,
  undoInputSchema,
  visitInputSchema,
  workInputSchema,
} from '../../../domain/requests/request.ts';
import { paginatedSchema, paginationQuerySchema } from '../../../domain/shared/pagination.ts';
import { CREATE_RATE_LIMIT, type RequestsService } from './requests.service.ts';

const CRM = ['crm'] as const;
const tags = ['solicitudes'];

/** Internal service requests (spec §7): the public form's create; the CRM board reads and moves. */
export async function requestsRoutes(app: FastifyInstance, { requests }: { requests: RequestsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/solicitudes',
    {
      config: { access: 'public', rateLimit: CREATE_RATE_LIMIT },
      schema: {
        tags,
        summary: "Crea una solicitud de servicio (queda 'pendiente')",
        description: "Con sucursal 'Nuevo cliente', `nuevo_cliente` es obligatorio y reemplaza a la sucursal.",
        body: requestInputSchema,
        response: { 201: requestSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await requests.create(request.body)),
  );

  r.get(
    '/api/solicitudes',
    {
      config: { access: CRM },
      schema: {
        tags,
        summary: 'Tablero: las columnas por estado (más antiguas primero salvo `orden=recientes`), con totales y demoradas (> 48 h pendientes)',
        description:
          '`demoradas=1` deja solo las pendientes de más de 48 h; `responsable` filtra por cuenta del CRM (`sin`: sin responsable); cada columna trae tantas como su parámetro (`pendiente=40`…).',
        querystring: boardQuerySchema,
        response: { 200: boardSchema },
      },
    },
    (request) => requests.board(request.query),
  );

  r.post(
    '/api/solicitudes/:id/transiciones',
    {
      config: { access: CRM },
      schema: {
        tags,
        summary: 'Mueve una solicitud según la tabla de transiciones (rechazar y cancelar piden `motivo`)',
        description:
          '`desde` es el estado que vio quien la mueve: si ya no está ahí (otra persona la movió), 409. Al aprobar, `fecha_visita` (si falta, a 7 días).',
        params: requestIdParamsSchema,
        body: transitionInputSchema,
        response: { 200: boardRequestSchema },
      },
    },
    async (request) => requests.move(request.params.id, request.body, await request.requireUser(), request.ip),
  );

  r.post(
    '/api/solicitudes/:id/deshacer',
    {
      config: { access: CRM },
      schema: {
        tags,
        summary: 'Deshace el último movimiento de una solicitud (hasta 10 minutos; 409 si alguien la movió después)',
        params: requestIdParamsSchema,
        body: undoInputSchema,
        response: { 200: boardRequestSchema },
      },
    },
    async (request) => requests.undo(request.params.id, request.body, await request.requireUser(), request.ip),
  );

  r.get(
    '/api/solicitudes/responsables',
    {
      config: { access: CRM },
      schema: { tags, summary: 'Cuentas del CRM a las que se puede asignar una solicitud', response: { 200: ownersSchema } },
    },
    async () => requests.owners(),
  );

  r.put(
    '/api/solicitudes/:id/responsable',
    {
      config: { access: CRM },
      schema: {
        tags,
        summary: 'Asigna la solicitud a una cuenta del CRM (null: sin responsable)',
        params: requestIdParamsSchema,
        body: ownerInputSchema,
        response: { 200: boardRequestSchema },
      },
    },
    async (request) => requests.setOwner(request.params.id, request.body),
  );

  r.get(
    '/api/solicitudes/:id/actividad',
    {
      config: { access: CRM },
      schema: {
        tags,
        summary: 'Actividad de una solicitud (movimientos y notas), más nueva primero',
        params: requestIdParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(activityEntrySchema) },
      },
    },
    (request) => requests.activity(request.params.id, request.query),
  );

  r.post(
    '/api/solicitudes/:id/notas',
    {
      config: { access: CRM },
      schema: {
        tags,
        summary: 'Agrega una nota a la solicitud (a quién se llamó, qué se acordó)',
        params: requestIdParamsSchema,
        body: noteInputSchema,
        response: { 201: boardRequestSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await requests.addNote(request.params.id, request.body, await request.requireUser())),
  );

  r.put(
    '/api/solicitudes/:id/visita',
    {
      config: { access: CRM },
      schema: {
        tags,
        summary: 'Cambia la fecha de visita propuesta de una solicitud aprobada o en ejecución',
        params: requestIdParamsSchema,
        body: visitInputSchema,
        response: { 200: boardRequestSchema },
      },
    },
    async (request) => requests.setVisit(request.params.id, request.body),
  );

  r.post(
    '/api/solicitudes/:id/obra',
    {
      config: { access: CRM },
      schema: {
        tags,
        summary: 'Crea la obra (proyecto de tareas) de una solicitud aprobada, con la tarea «Visita» en la fecha de visita',
        description: 'Una obra por solicitud: la segunda vez, 409. El proyecto queda enlazado a la solicitud y la solicitud al proyecto.',
        params: requestIdParamsSchema,
        body: workInputSchema,
        response: { 201: boardRequestSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await requests.createWork(request.params.id, request.body, await request.requireUser())),
  );
}
