import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '../../domain/accounts/audit.ts';
import { createAuditService } from './audit.service.ts';

/** /api/admin/auditoria: the accounts' audit trail, for admins. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const audit = createAuditService(app.db);

  r.get(
    '/api/admin/auditoria',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Auditoría de cuentas: ingresos, salidas, roles, activación y contraseñas (lo más nuevo primero)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => audit.page(request.query),
  );
}
