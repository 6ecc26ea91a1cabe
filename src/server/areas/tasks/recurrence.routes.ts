import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recurrenceRuleSchema, recurrenceSchema } from '../../../domain/tasks/recurrence.ts';
import { taskIdParamsSchema } from '../../../domain/tasks/task.ts';
import type { RecurrenceService } from './recurrence.service.ts';

const ADMIN = ['tareas_admin'] as const;
const tags = ['tareas'];

/** How a task repeats (ADR 115): read, set, stop. */
export async function recurrenceRoutes(app: FastifyInstance, { recurrence }: { recurrence: RecurrenceService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tareas/:id/repeticion',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Cómo se repite una tarea (null si no se repite)',
        params: taskIdParamsSchema,
        response: { 200: z.object({ repeticion: recurrenceSchema.nullable() }) },
      },
    },
    async (request) => ({ repeticion: await recurrence.of(request.params.id) }),
  );

  r.put(
    '/api/tareas/:id/repeticion',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Hace que una tarea se repita (o cambia su regla)',
        description:
          "`base` 'fecha' = el calendario de la serie desde su primera fecha límite; 'cierre' = desde el día en que se terminó la anterior. La próxima tarea la crea el servidor cuando la última de la serie pasa a Hecha.",
        params: taskIdParamsSchema,
        body: recurrenceRuleSchema,
        response: { 200: recurrenceSchema },
      },
    },
    (request) => recurrence.set(request.params.id, request.body),
  );

  r.delete(
    '/api/tareas/:id/repeticion',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Detiene la serie de la tarea (las tareas hechas quedan)', params: taskIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await recurrence.stopFor(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
