import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailIdParamsSchema, mailListQuerySchema, mailListSchema } from '../../../domain/mail/correos.ts';
import type { Role } from '../../../domain/shared/roles.ts';
import { auditActor } from '../audit-port.ts';
import { createMailAdminService } from './mail-admin.service.ts';

const ADMIN_ONLY: readonly Role[] = ['admin'];
const tags = ['admin'];

/** /api/admin/correos: the outbox for admins (the web's /admin/correos). */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createMailAdminService({ db: app.db, audit: app.audit, smtpConfigured: app.config.mail.smtp !== undefined });
  const config = { access: ADMIN_ONLY };

  r.get(
    '/api/admin/correos',
    {
      config,
      schema: {
        tags,
        summary: 'Correos salientes (lo más nuevo primero), por estado; dice si SMTP_URL está configurado',
        querystring: mailListQuerySchema,
        response: { 200: mailListSchema },
      },
    },
    (request) => service.page(request.query),
  );
  r.post(
    '/api/admin/correos/:id/reintentar',
    { config, schema: { tags, summary: 'Vuelve a poner en cola un correo fallido', params: mailIdParamsSchema } },
    async (request, reply) => {
      await service.retry(await auditActor(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
