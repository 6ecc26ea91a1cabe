import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAD_MESSAGES,
  leadActivityEntrySchema,
  leadNoteSchema,
  leadOwnersSchema,
  leadPipelineSchema,
  leadUpdateSchema,
} from '../../../domain/leads/pipeline.ts';
import { type PersonHistory, type PersonQuery, personHistorySchema } from '../../../domain/personal-data/person.ts';
import { paginatedSchema, paginationQuerySchema } from '../../../domain/shared/pagination.ts';
import type { Role } from '../../../domain/shared/roles.ts';
import type { LeadPipelineService } from './pipeline.ts';

const leadIdParamsSchema = z.object({ id: z.uuid(LEAD_MESSAGES.notFound) });

/**
 * The pipeline of one lead list (ADR 140), mounted by its area under the list's own path
 * (`/api/admin/contactos`, `/api/fondo/contactos`) with the roles that read the list.
 */
export async function leadPipelineRoutes(
  app: FastifyInstance,
  {
    leads,
    pipeline,
    personHistory,
  }: {
    /** The list's path (not Fastify's `prefix`, which would move the routes), its tags, its source (who reads it). */
    leads: { path: string; tags: string[]; source: { roles: readonly Role[] } };
    pipeline: LeadPipelineService;
    /** Everything the firm holds about a person (the personal-data holders, ADR 139). */
    personHistory: (person: PersonQuery) => Promise<PersonHistory>;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: leads.source.roles };
  const { path, tags } = leads;

  r.get(
    `${path}/responsables`,
    { config, schema: { tags, summary: 'Cuentas a las que se puede asignar un contacto', response: { 200: leadOwnersSchema } } },
    () => pipeline.owners(),
  );

  r.patch(
    `${path}/:id/seguimiento`,
    {
      config,
      schema: {
        tags,
        summary: 'Cambia el estado (con `desde`, el que se vio), el responsable o el próximo seguimiento de un contacto',
        params: leadIdParamsSchema,
        body: leadUpdateSchema,
        response: { 200: leadPipelineSchema },
      },
    },
    async (request) => pipeline.update(request.params.id, request.body, await request.requireUser()),
  );

  r.post(
    `${path}/:id/notas`,
    {
      config,
      schema: {
        tags,
        summary: 'Agrega una nota (a quién se llamó, qué se acordó); responde la primera página de la actividad',
        params: leadIdParamsSchema,
        body: leadNoteSchema,
        response: { 200: paginatedSchema(leadActivityEntrySchema) },
      },
    },
    async (request) => pipeline.addNote(request.params.id, request.body, await request.requireUser()),
  );

  r.get(
    `${path}/:id/actividad`,
    {
      config,
      schema: {
        tags,
        summary: 'Actividad de un contacto (cambios y notas), la más nueva primero',
        params: leadIdParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(leadActivityEntrySchema) },
      },
    },
    (request) => pipeline.activity(request.params.id, request.query),
  );

  r.get(
    `${path}/:id/historial`,
    {
      config,
      schema: {
        tags,
        summary: 'Todo lo de la persona de este contacto (sus contactos, consultas por terrenos y correos), por su e-mail o teléfono',
        params: leadIdParamsSchema,
        response: { 200: personHistorySchema },
      },
    },
    async (request) => {
      const contact = await pipeline.contactOf(request.params.id);
      return personHistory({ email: contact.email ?? undefined, telefono: contact.telefono ?? undefined });
    },
  );
}
