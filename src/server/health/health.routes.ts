import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How long /api/health waits for the database before it reports it down (issue #9 §9). */
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

const TIMED_OUT = Symbol('timed out');

/** `select 1` raced against a timer: a locked or exhausted database reads as down, never as a hang. */
async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(resolve, HEALTH_DATABASE_TIMEOUT_MS, TIMED_OUT);
  });
  // The losing query still ends on its own (pool and statement timeouts); its error is not ours to report.
  const query = app.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return (await Promise.race([query, timeout])) === true;
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sistema'],
        summary: `Estado del servicio y de la base de datos: 503 \`degraded\` cuando la base no responde en ${HEALTH_DATABASE_TIMEOUT_MS / 1000} s`,
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('degraded'), database: z.literal('down') }),
        },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(app)) return { status: 'ok' as const, database: app.dbKind };
      return reply.status(503).send({ status: 'degraded' as const, database: 'down' as const });
    },
  );
}
