import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { user } from '../db/schema/index.ts';
import { FAST_MS, SAMPLE_EVERY } from './request-log.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function withLog(run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const app = await buildApp({ config: { ...t.app.config, logLevel: 'info' }, database: t.database, logStream: stream });
  try {
    await app.ready();
    lines.length = 0;
    await run(app);
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  } finally {
    await app.close();
  }
}

it('writes one access-log line per request, with what an operator needs', async () => {
  const entries = await withLog(async (app) => {
    expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/no-existe' })).statusCode).toBe(404);
  });
  expect(entries).toHaveLength(2);
  const [read, missing] = entries;
  expect(read).toMatchObject({
    level: 30,
    msg: 'request completed',
    req: { method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' },
    res: { statusCode: 200 },
  });
  expect(typeof read?.responseTime).toBe('number');
  expect(read?.sampled).toBeUndefined();
  expect(missing).toMatchObject({ req: { url: '/api/no-existe' }, res: { statusCode: 404 } });
});

it('samples successful reads of public cached answers, one line in SAMPLE_EVERY, saying so', async () => {
  const entries = await withLog(async (app) => {
    for (let i = 0; i < SAMPLE_EVERY * 2; i++) expect((await app.inject({ method: 'GET', url: '/api/precios' })).statusCode).toBe(200);
    // A refused write is never sampled.
    await app.inject({ method: 'POST', url: '/api/consultas', headers: { origin: 'https://ajeno.example' }, payload: {} });
  });
  const reads = entries.filter((e) => (e.req as { url: string }).url === '/api/precios');
  // A read slower than FAST_MS (a busy machine) is always logged, unsampled; the fast ones, one in SAMPLE_EVERY.
  const slow = reads.filter((e) => e.sampled === undefined);
  for (const read of slow) expect(read.responseTime).toBeGreaterThanOrEqual(FAST_MS);
  const sampled = reads.filter((e) => e.sampled !== undefined);
  expect(sampled).toHaveLength(Math.ceil((SAMPLE_EVERY * 2 - slow.length) / SAMPLE_EVERY));
  for (const read of sampled) expect(read).toMatchObject({ sampled: SAMPLE_EVERY, res: { statusCode: 200 } });
  expect(entries.filter((e) => (e.res as { statusCode: number }).statusCode === 403)).toHaveLength(1);
});

it('names the signed-in account on its lines, a refused one (403) included; never for anonymous callers', async () => {
  const cookie = await t.signInAs(['fondo'], 'registro.fondo');
  const [me] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, 'registro.fondo'));
  const entries = await withLog(async (app) => {
    const headers = { cookie, origin: 'http://localhost:3000' };
    expect((await app.inject({ method: 'GET', url: '/api/admin/usuarios', headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/usuarios' })).statusCode).toBe(401);
  });
  expect(entries.map((e) => [(e.res as { statusCode: number }).statusCode, e.userId])).toEqual([
    [403, me?.id],
    [200, me?.id],
    [401, undefined],
  ]);
});
