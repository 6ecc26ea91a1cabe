import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { personalDataResultSchema, personErasureSchema, personQuerySchema } from '../../../domain/personal-data/person.ts';
import { auditActor } from '../audit-port.ts';
import type { PersonalDataEraser } from './eraser.ts';

/**
 * /api/admin/datos-personales (ADR 139), for admins. Both are POSTs: an e-mail or a phone in a
 * query string would land in the access log and the browser's history.
 */
export async function personalDataRoutes(app: FastifyInstance, { eraser }: { eraser: PersonalDataEraser }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['admin'] } as const;
  const tags = ['admin'];

  r.post(
    '/api/admin/datos-personales/vista-previa',
    {
      config,
      schema: {
        tags,
        summary: 'Qué datos de una persona (por e-mail o teléfono) se eliminarían, sin tocar nada',
        body: personQuerySchema,
        response: { 200: personalDataResultSchema },
      },
    },
    (request) => eraser.preview(request.body),
  );
  r.post(
    '/api/admin/datos-personales/eliminar',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina los datos de una persona a su pedido (Ley 25.326), en una transacción; queda una línea de auditoría sin sus datos',
        body: personErasureSchema,
        response: { 200: personalDataResultSchema },
      },
    },
    async (request) => eraser.erase(request.body, await auditActor(request)),
  );
}
