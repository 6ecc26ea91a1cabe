import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoAccountSchema } from '../../domain/accounts/session-user.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

/**
 * Demo accounts for the login screens' quick access and the /admin demo note.
 * Only while demo accounts exist (DEMO_ACCOUNTS=1; 404 otherwise), so no password ever ships in the web bundle.
 */
export async function demoRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/demo/cuentas',
    {
      config: { access: 'public' },
      schema: {
        tags: ['demo'],
        summary: 'Cuentas de demostración (solo con DEMO_ACCOUNTS=1)',
        response: { 200: z.array(demoAccountSchema) },
      },
    },
    async (_request, reply) => {
      if (!app.config.demoAccounts) return reply.callNotFound();
      return DEMO_ACCOUNTS.map(({ username, password, name, roles }) => ({ username, password, name, roles }));
    },
  );
}
