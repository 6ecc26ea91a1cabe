import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginationQuerySchema } from '../../../domain/shared/pagination.ts';
import {
  clientAccountsSchema,
  clientPanelSchema,
  clientProjectParamsSchema,
  clientProjectsSchema,
  linkInputSchema,
  unlinkParamsSchema,
} from '../../../domain/tasks/client.ts';
import { projectIdParamsSchema } from '../../../domain/tasks/task.ts';
import type { TasksClientService } from './client.service.ts';

/** The client panel is the client's own: a tasks admin manages links, it does not read panels (ADR 073). */
const CLIENT = ['tareas_cliente'] as const;
const ADMIN = ['tareas_admin'] as const;
const tags = ['tareas'];

/** Tasks area, client side (spec §6–7): the client's panel, and the admin linking client accounts to projects. */
export async function tasksClientRoutes(app: FastifyInstance, { clients }: { clients: TasksClientService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tareas/cliente/proyectos',
    {
      config: { access: CLIENT },
      schema: { tags, summary: 'Panel de cliente: sus proyectos activos vinculados, por nombre', response: { 200: clientProjectsSchema } },
    },
    async (request) => clients.myProjects((await request.requireUser()).id),
  );

  r.get(
    '/api/tareas/cliente/proyectos/:id',
    {
      config: { access: CLIENT },
      schema: {
        tags,
        summary: 'Panel de cliente: un proyecto con sus cifras y una página de sus tareas (solo lectura)',
        description: 'Un proyecto desconocido, no vinculado a la cuenta o no activo responde el mismo 404.',
        params: clientProjectParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: clientPanelSchema },
      },
    },
    async (request) => clients.panel((await request.requireUser()).id, request.params.id, request.query),
  );

  r.get(
    '/api/tareas/cuentas-cliente',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Cuentas de cliente activas (rol tareas_cliente) para vincular, por nombre', response: { 200: clientAccountsSchema } },
    },
    () => clients.clientAccounts(),
  );

  r.get(
    '/api/tareas/proyectos/:id/clientes',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Cuentas de cliente vinculadas a un proyecto', params: projectIdParamsSchema, response: { 200: clientAccountsSchema } },
    },
    (request) => clients.linkedClients(request.params.id),
  );

  r.post(
    '/api/tareas/proyectos/:id/clientes',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Vincula una cuenta de cliente a un proyecto (idempotente); responde las vinculadas',
        params: projectIdParamsSchema,
        body: linkInputSchema,
        response: { 200: clientAccountsSchema },
      },
    },
    (request) => clients.link(request.params.id, request.body.user_id),
  );

  r.delete(
    '/api/tareas/proyectos/:id/clientes/:user_id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Desvincula una cuenta de cliente de un proyecto (idempotente); responde las vinculadas',
        params: unlinkParamsSchema,
        response: { 200: clientAccountsSchema },
      },
    },
    (request) => clients.unlink(request.params.id, request.params.user_id),
  );
}
