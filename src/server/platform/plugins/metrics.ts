import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseUsage } from '../db/client.ts';
import { NotFound, Unauthorized } from '../errors.ts';

export const METRICS_PATH = '/metrics';
/** The route label of every request no route matched (404s from any URL): one series, whatever the URL. */
export const NO_ROUTE = '(no route)';
/** Seconds; from a cached read (~1 ms) to the 5 s bound of a database wait (ADR 007). */
const MULTIPART = /^\s*multipart\/form-data/i;
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface MetricsDeps {
  /** METRICS_TOKEN; unset, GET /metrics answers 404 and nothing is counted. */
  token: string | undefined;
  /** The PostgreSQL pool's figures; the embedded database has none (DatabaseHandle.usage). */
  database: { usage?: () => DatabaseUsage };
  /** More of the app's metrics (the mail outbox's), added to its registry when METRICS_TOKEN is set. */
  extra?: (registry: Registry) => void;
}

/**
 * GET /metrics in Prometheus' text format (ADR 084), for a scraper that holds METRICS_TOKEN.
 * Counted per app instance, in a registry of its own (tests build many apps in one process):
 * requests and their latency by route pattern and status, 429 refusals (every limiter: the
 * per-route limits, the sign-in guard, the auth library's own), uploads by outcome and, on
 * PostgreSQL, the pool's connections. The process's own figures (event-loop lag, memory, GC, CPU) come from
 * prom-client's default metrics, collected once per process.
 */
export function registerMetrics(app: FastifyInstance, { token, database, extra }: MetricsDeps): void {
  const registry = token === undefined ? undefined : countRequests(app, database, extra);
  app.route({
    method: 'GET',
    url: METRICS_PATH,
    schema: { hide: true },
    // The caller is checked before anything else runs for it (a GET has no body to read anyway).
    onRequest: async (request, reply) => {
      if (token === undefined) throw NotFound();
      if (!presents(request, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw Unauthorized('Falta el token de métricas o no es válido.');
      }
    },
    handler: async (_request, reply) => {
      if (!registry) throw NotFound();
      const body = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
    },
  });
}

/** The app's own metrics and the hook that counts every answer; the merged registry GET /metrics reads. */
function countRequests(app: FastifyInstance, database: MetricsDeps['database'], extra: MetricsDeps['extra']): Registry {
  const own = new Registry();
  extra?.(own);
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route pattern and status code.', labelNames, registers: [own] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by route pattern and status code.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [own],
  });
  const refused = new Counter({
    name: 'parcela_rate_limited_total',
    help: 'Requests refused with 429 by a limit (per-route limits, sign-in attempts, the auth library), by route pattern.',
    labelNames: ['route'],
    registers: [own],
  });
  const uploads = new Counter({
    name: 'parcela_uploads_total',
    help: 'multipart/form-data requests (uploads) by route pattern and outcome: accepted, too_large (413), rejected (other 4xx), failed (5xx).',
    labelNames: ['route', 'outcome'],
    registers: [own],
  });
  const usage = database.usage;
  if (usage) {
    new Gauge({
      name: 'parcela_db_connections',
      help: 'Connections of the PostgreSQL pool, in use or idle.',
      labelNames: ['state'],
      registers: [own],
      collect() {
        const { inUse, idle } = usage();
        this.set({ state: 'in_use' }, inUse);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'parcela_db_waiting',
      help: 'Queries waiting for a connection of the PostgreSQL pool.',
      registers: [own],
      collect() {
        this.set(usage().waiting);
      },
    });
  }

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // The route's pattern (/api/consultas/:id), never the URL: random URLs cannot add series.
    const route = request.routeOptions.url ?? NO_ROUTE;
    const status = reply.statusCode;
    const labels = { method: request.method, route, status_code: status };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (status === 429) refused.inc({ route });
    // By the header, not request.isMultipart(): that is only set once the body is parsed, and a
    // refused caller's upload never gets that far.
    if (MULTIPART.test(request.headers['content-type'] ?? '')) uploads.inc({ route, outcome: uploadOutcome(status) });
  });
  return Registry.merge([processMetrics(), own]);
}

function uploadOutcome(status: number): string {
  if (status < 400) return 'accepted';
  if (status === 413) return 'too_large';
  return status < 500 ? 'rejected' : 'failed';
}

/** `Authorization: Bearer <token>`, compared in constant time (digests of equal length, whatever was sent). */
function presents(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics (event-loop lag, heap and RSS, GC, CPU, handles) describe the
 * process, not an app, so they are collected once per process into a registry of their own —
 * never the library's global one — and merged into each app's answer. Collecting them per app
 * would start a new event-loop monitor and GC observer for every app a test builds.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
