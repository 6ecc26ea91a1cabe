import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../domain/shared/images.ts';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { POOL_DEFAULTS } from '../db/client.ts';
import { NO_ROUTE } from './metrics.ts';

const TOKEN = 'token-de-metricas-de-prueba-0123456789abcdef';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one series in a Prometheus text answer (0 when absent), labels in any order. */
function value(body: string, name: string, labels: Record<string, string | number> = {}): number {
  const wanted = Object.entries(labels).map(([key, v]) => `${key}="${v}"`);
  for (const line of body.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-z_]+=")/);
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}

/** Every value the label takes in the answer. */
function labelValues(body: string, label: string): Set<string> {
  return new Set([...body.matchAll(new RegExp(`[{,]${label}="([^"]*)"`, 'g'))].map((m) => m[1] ?? ''));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404, with or without a token: never public', async () => {
    for (const headers of [{}, bearer(TOKEN), bearer('')]) {
      const response = await t.request({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.request({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it.each([
    ['no Authorization header', {}],
    ['a wrong token of the same length', bearer(`${TOKEN.slice(0, -1)}X`)],
    ['a prefix of the token', bearer(TOKEN.slice(0, 32))],
    ['the token with another scheme', { authorization: `Basic ${TOKEN}` }],
    ['the token alone', { authorization: TOKEN }],
  ])('answers 401 to %s, saying Bearer', async (_case, headers) => {
    const response = await t.request({ method: 'GET', url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(response.body).not.toContain('http_requests_total');
  });

  it('answers 401 to the token in the query string (a URL ends up in logs)', async () => {
    expect((await t.request({ method: 'GET', url: `/metrics?token=${TOKEN}` })).statusCode).toBe(401);
  });

  it('answers the Prometheus text format with the process figures', async () => {
    const response = await t.request({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    for (const name of ['nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) {
      expect(response.body).toContain(`# TYPE ${name} gauge`);
    }
  });

  it('counts a request under its route pattern and status code, with its latency', async () => {
    const labels = { method: 'GET', route: '/api/consultas/:id', status_code: 404 };
    const before = await scrape();
    const id = randomUUID();
    expect((await t.request({ method: 'GET', url: `/api/consultas/${id}` })).statusCode).toBe(404);
    const after = await scrape();
    expect(value(after, 'http_requests_total', labels)).toBe(value(before, 'http_requests_total', labels) + 1);
    expect(value(after, 'http_request_duration_seconds_count', labels)).toBe(value(before, 'http_request_duration_seconds_count', labels) + 1);
    expect(value(after, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(value(after, 'http_request_duration_seconds_count', labels));
    expect(after).not.toContain(id);
  });

  it('puts every URL no route matches under one label: random URLs add no series', async () => {
    const random = Array.from({ length: 12 }, () => randomUUID());
    for (const [i, part] of random.entries()) {
      const url = i % 3 === 0 ? `/api/${part}` : i % 3 === 1 ? `/uploads/${part}.webp` : `/${part}/${part}?${part}=1`;
      expect((await t.request({ method: i % 2 ? 'GET' : 'POST', url, payload: i % 2 ? undefined : {} })).statusCode).toBe(404);
    }
    const body = await scrape();
    for (const part of random) expect(body).not.toContain(part);
    const routes = labelValues(body, 'route');
    expect(routes).toContain(NO_ROUTE);
    for (const route of routes) expect(route === NO_ROUTE || route.startsWith('/'), route).toBe(true);
    expect(value(body, 'http_requests_total', { method: 'POST', route: NO_ROUTE, status_code: 404 })).toBeGreaterThanOrEqual(6);
  });

  it('counts the 429 refusals of a limit by route', async () => {
    const route = { route: '/api/comentarios' };
    const before = value(await scrape(), 'parcela_rate_limited_total', route);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await t.request({ method: 'POST', url: '/api/comentarios', remoteAddress: '198.51.100.9', payload: {} })).statusCode);
    }
    expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(value(await scrape(), 'parcela_rate_limited_total', route)).toBe(before + 2);
  });

  it('counts uploads by route and outcome', async () => {
    const cookie = await t.signInAs(['contenido']);
    const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c63' } })
      .png()
      .toBuffer();
    const form = (data: Uint8Array) => {
      const body = new FormData();
      body.append('titulo', 'Obra');
      body.append('tipo', 'trabajos');
      body.append('imagen', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'foto.png');
      return body;
    };
    const post = (data: Uint8Array, withCookie: boolean) =>
      t.request({ method: 'POST', url: '/api/carrusel', payload: form(data), ...(withCookie ? { cookie } : {}) });
    expect((await post(image, true)).statusCode).toBe(201);
    expect((await post(image, false)).statusCode).toBe(401);
    expect((await post(new Uint8Array(MAX_UPLOAD_BYTES + 1), true)).statusCode).toBe(413);
    const body = await scrape();
    for (const outcome of ['accepted', 'rejected', 'too_large']) {
      expect(value(body, 'parcela_uploads_total', { route: '/api/carrusel', outcome }), outcome).toBe(1);
    }
  });

  it('shows the PostgreSQL pool: connections in use and queries waiting for one (none on PGlite)', async () => {
    const idle = await scrape();
    if (t.database.kind === 'pglite') {
      // PGlite blocks the event loop while its queue drains: no scrape could see it (ADR 084).
      expect(idle).not.toContain('parcela_db_');
      return;
    }
    expect(value(idle, 'parcela_db_waiting')).toBe(0);
    // Drizzle runs a query when it is awaited: Promise.resolve starts each one now.
    // Two more than the pool holds: every connection busy, two queries waiting.
    const slow = Array.from({ length: POOL_DEFAULTS.max + 2 }, () => Promise.resolve(t.database.db.execute(sql`select pg_sleep(0.5)`)));
    await new Promise((resolve) => setTimeout(resolve, 250));
    const busy = await scrape();
    await Promise.all(slow);
    expect(value(busy, 'parcela_db_connections', { state: 'in_use' })).toBe(POOL_DEFAULTS.max);
    expect(value(busy, 'parcela_db_waiting')).toBe(2);
    expect(value(await scrape(), 'parcela_db_connections', { state: 'in_use' })).toBe(0);
  });

  it('builds a second app in the same process with its own counts (no global registry)', async () => {
    const other = await buildApp({ config: t.app.config, database: t.database });
    try {
      await other.ready();
      await other.inject({ method: 'GET', url: '/api/health' });
      const response = await other.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(response.statusCode).toBe(200);
      expect(value(response.body, 'http_requests_total', { route: '/api/health' })).toBe(1);
      expect(value(response.body, 'http_requests_total', { route: '/api/consultas/:id' })).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('never writes the token to the request log', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const logged = await buildApp({ config: { ...t.app.config, logLevel: 'trace' }, database: t.database, logStream: stream });
    try {
      await logged.ready();
      expect((await logged.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(200);
      expect((await logged.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}-mal`) })).statusCode).toBe(401);
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/metrics"');
    expect(log).not.toContain(TOKEN);
  });
});
