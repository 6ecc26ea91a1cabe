import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How long /api/health waits for the database before it reports it down (ADR 007). */
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

/** A check result is shared by every caller for this long: a flood of probes costs one check a second. */
export const HEALTH_RESULT_MAX_AGE_MS = 1_000;
/** Calls per minute from one address that is not the load balancer's (HEALTH_CHECK_ADDRESSES). */
export const HEALTH_RATE_LIMIT = 120;

/**
 * One check at a time per instance, its result shared by every caller until it is a second old:
 * concurrent probes wait for the check in flight instead of starting their own, so a health check
 * never fails because of other health checks.
 */
export function sharedCheck<T>(check: () => Promise<T>, maxAgeMs = HEALTH_RESULT_MAX_AGE_MS): () => Promise<T> {
  let current: { result: Promise<T>; settledAt: number | undefined } | undefined;
  return () => {
    const stale = current?.settledAt !== undefined && Date.now() - current.settledAt >= maxAgeMs;
    if (!current || stale) {
      const entry: { result: Promise<T>; settledAt: number | undefined } = { result: check(), settledAt: undefined };
      entry.result.finally(() => {
        entry.settledAt = Date.now();
      });
      current = entry;
    }
    return current.result;
  };
}

/** Whether the caller is the load balancer (its probes are never limited). */
function probeAddresses(addresses: string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const item of addresses) {
    const [address = '', bits] = item.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (ip) => {
    // An IPv4-mapped IPv6 address (a dual-stack socket) is its IPv4 address.
    const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
    if (isIPv4(address)) return list.check(address, 'ipv4');
    return isIPv6(address) && list.check(address, 'ipv6');
  };
}

/**
 * Each part names its kind when it answers and says `down` when it does not (a load balancer only
 * looks at the status code: 200 or 503). Both checks run at once, each within 2 s.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const check = sharedCheck(() => Promise.all([databaseAnswers(app), app.storage.check()]));
  const isProbe = probeAddresses(app.config.healthCheckAddresses);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sistema'],
        summary: 'Vida del proceso (liveness): 200 mientras el servidor atiende, sin mirar la base ni el almacenamiento',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  r.get(
    '/api/health',
    {
      config: {
        access: 'public',
        rateLimit: { max: HEALTH_RATE_LIMIT, timeWindow: '1 minute', allowList: (request: FastifyRequest) => isProbe(request.ip) },
      },
      schema: {
        tags: ['sistema'],
        summary: `Disponibilidad (readiness): el servicio, la base de datos y el almacenamiento de archivos; 503 \`degraded\` cuando alguno no responde en ${HEALTH_DATABASE_TIMEOUT_MS / 1000} s. Un resultado por instancia, renovado a lo sumo una vez por segundo`,
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
      // Both parts are bounded (2 s each) and never throw.
      const [databaseUp, storageUp] = await check();
      const database = databaseUp ? app.dbKind : ('down' as const);
      const storage = storageUp ? app.storage.kind : ('down' as const);
      if (databaseUp && storageUp) return { status: 'ok' as const, database: app.dbKind, storage: app.storage.kind };
      return reply.status(503).send({ status: 'degraded' as const, database, storage });
    },
  );
}
