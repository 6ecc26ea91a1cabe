import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checklistItemInputSchema, checklistItemParamsSchema, checklistItemPatchSchema, checklistSchema } from '../../../domain/tasks/checklist.ts';
import { taskIdParamsSchema } from '../../../domain/tasks/task.ts';
import type { ChecklistService } from './checklist.service.ts';

const ADMIN = ['tareas_admin'] as const;
const tags = ['tareas'];

/** A task's checklist (ADR 116); each answer is the whole list. */
export async function checklistRoutes(app: FastifyInstance, { checklist }: { checklist: ChecklistService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tareas/:id/checklist',
    { config: { access: ADMIN }, schema: { tags, summary: 'La lista de una tarea', params: taskIdParamsSchema, response: { 200: checklistSchema } } },
    (request) => checklist.get(request.params.id),
  );

  r.post(
    '/api/tareas/:id/checklist',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Agrega un ítem al final de la lista',
        params: taskIdParamsSchema,
        body: checklistItemInputSchema,
        response: { 201: checklistSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await checklist.add(request.params.id, request.body.texto)),
  );

  r.patch(
    '/api/tareas/:id/checklist/:item_id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Marca, desmarca o corrige un ítem',
        params: checklistItemParamsSchema,
        body: checklistItemPatchSchema,
        response: { 200: checklistSchema },
      },
    },
    (request) => checklist.change(request.params.id, request.params.item_id, request.body),
  );

  r.delete(
    '/api/tareas/:id/checklist/:item_id',
    { config: { access: ADMIN }, schema: { tags, summary: 'Quita un ítem', params: checklistItemParamsSchema, response: { 200: checklistSchema } } },
    (request) => checklist.remove(request.params.id, request.params.item_id),
  );
}
