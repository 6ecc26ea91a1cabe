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

const DATABASE_KINDS = ['pglite', 'postgres'] as const;
const STORAGE_KINDS = ['local', 's3'] as const;

/**
 * Each part names its kind when it answers and says `down` when it does not (a load balancer only
 * looks at the status code: 200 or 503). Both checks run at once, each within 2 s.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sistema'],
        summary: `Estado del servicio, de la base de datos y del almacenamiento de archivos: 503 \`degraded\` cuando alguno no responde en ${HEALTH_DATABASE_TIMEOUT_MS / 1000} s`,
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(DATABASE_KINDS), storage: z.enum(STORAGE_KINDS) }),
          503: z.object({
            status: z.literal('degraded'),
            database: z.enum([...DATABASE_KINDS, 'down']),
            storage: z.enum([...STORAGE_KINDS, 'down']),
          }),
        },
      },
    },
    async (_request, reply) => {
      // check() is bounded by STORAGE_CHECK_TIMEOUT_MS (the same 2 s) and never throws.
      const [databaseUp, storageUp] = await Promise.all([databaseAnswers(app), app.storage.check()]);
      const database = databaseUp ? app.dbKind : ('down' as const);
      const storage = storageUp ? app.storage.kind : ('down' as const);
      if (databaseUp && storageUp) return { status: 'ok' as const, database: app.dbKind, storage: app.storage.kind };
      return reply.status(503).send({ status: 'degraded' as const, database, storage });
    },
  );
}
