import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { countHit, pruneEndedCounters } from '../db/limit-counters.ts';
import { limiteContadores } from '../db/schema/index.ts';
import { DATABASE_UNAVAILABLE } from '../errors.ts';
import { databaseRateLimitStore } from './rate-limit.ts';

/** A public route with a per-route limit (5 a minute); an empty body is refused (400) after the limit is counted. */
const LIMITED = '/api/contactos-valuacion';

let t: TestApp;
beforeAll(async () => {
  // A deadline past the counter's own bounded wait, which is what the fail-closed test proves (request-deadline.ts).
  t = await createTestApp({ REQUEST_DEADLINE_MS: '15000' });
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const nextAddress = () => `10.77.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
const hit = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: LIMITED, headers: { origin: TEST_ORIGIN }, payload: {}, remoteAddress });

/** Alternates the hits between the instances; returns each status. */
async function spread(apps: FastifyInstance[], address: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await hit(apps[i % apps.length] as FastifyInstance, address)).statusCode);
  return statuses;
}

async function rows(db = t.database.db) {
  return db.select().from(limiteContadores);
}

describe('the database counter (limite_contadores)', () => {
  it('counts hits per key within the window, by the database clock', async () => {
    const db = t.database.db;
    expect(await countHit(db, 'k:a', 60_000)).toMatchObject({ current: 1 });
    expect(await countHit(db, 'k:a', 60_000)).toMatchObject({ current: 2 });
    const third = await countHit(db, 'k:a', 60_000);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(55_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect(await countHit(db, 'k:b', 60_000)).toMatchObject({ current: 1 });
  });

  it('starts a new window once the last one ended', async () => {
    const db = t.database.db;
    await countHit(db, 'k:short', 100);
    expect(await countHit(db, 'k:short', 100)).toMatchObject({ current: 2 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const fresh = await countHit(db, 'k:short', 100);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(0);
  });

  it('counts amounts (the bytes of an upload), reads with 0, and stops at the column’s maximum', async () => {
    const db = t.database.db;
    const day = 24 * 60 * 60 * 1000;
    expect(await countHit(db, 'k:bytes', day, 0)).toMatchObject({ current: 0 });
    expect(await countHit(db, 'k:bytes', day, 10 * 1024 * 1024)).toMatchObject({ current: 10 * 1024 * 1024 });
    const read = await countHit(db, 'k:bytes', day, 0);
    expect(read.current).toBe(10 * 1024 * 1024);
    expect(read.ttl).toBeGreaterThan(day - 60_000);
    expect(await countHit(db, 'k:bytes', day, 2_147_483_000)).toMatchObject({ current: 2_147_483_647 });
    expect(await countHit(db, 'k:bytes', day, 1)).toMatchObject({ current: 2_147_483_647 });
  });

  it('loses no count under concurrent hits', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => countHit(t.database.db, 'k:burst', 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('lives in an unlogged table (no commit flush per hit; emptied only by a database crash)', async () => {
    const result = (await t.database.db.execute(sql`select relpersistence from pg_class where relname = 'limite_contadores'`)) as unknown as {
      rows: Array<{ relpersistence: string }>;
    };
    expect(result.rows).toEqual([{ relpersistence: 'u' }]);
  });

  it('prunes only the windows that ended', async () => {
    const db = t.database.db;
    await countHit(db, 'k:ended', 1);
    await countHit(db, 'k:alive', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await pruneEndedCounters(db);
    const keys = (await rows()).map((r) => r.clave);
    expect(keys).toContain('k:alive');
    expect(keys).not.toContain('k:ended');
  });
});

describe('the @fastify/rate-limit store over the database', () => {
  /** Two bare Fastify instances on one database, each with the store: what two replicas do. */
  async function bareInstance(): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(rateLimit, { global: false, keyGenerator: (request) => request.ip, store: databaseRateLimitStore(t.database.db) });
    app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => 'ok');
    app.get('/other', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => 'ok');
    await app.ready();
    return app;
  }

  it('shares one limit between instances, per route and client address, with the usual headers', async () => {
    const [a, b] = [await bareInstance(), await bareInstance()];
    try {
      const get = (app: FastifyInstance, url: string, remoteAddress: string) => app.inject({ method: 'GET', url, remoteAddress });
      const address = nextAddress();
      const answers = [
        await get(a, '/limited', address),
        await get(b, '/limited', address),
        await get(a, '/limited', address),
        await get(b, '/limited', address),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
      expect(answers.map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
      expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(50);
      // Another route and another address count apart.
      expect((await get(b, '/other', address)).statusCode).toBe(200);
      expect((await get(a, '/limited', nextAddress())).statusCode).toBe(200);
      expect((await rows()).map((r) => r.clave)).toContain(`GET /limited|${address}`);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

// The embedded database is one process by construction (its folder lock), so its counts stay in
// memory: fast, and forgotten by a restart.
describe.skipIf(Boolean(process.env.DATABASE_URL))('per-route limits on the embedded database', () => {
  it('count in the process: each app instance alone, none written to the database', async () => {
    const other = await buildApp({ config: t.app.config, database: t.database });
    try {
      const address = nextAddress();
      const before = (await rows()).length;
      expect(await spread([t.app], address, 6)).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await hit(other, address)).statusCode).toBe(400);
      expect((await rows()).length).toBe(before);
    } finally {
      await other.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('per-route limits on PostgreSQL', () => {
  /** Another instance of the app on the same database, through its own connection pool. */
  async function replica(): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
    const database = await openDatabase({ databaseUrl: t.app.config.databaseUrl, migrate: false });
    const app = await buildApp({ config: t.app.config, database });
    await app.ready();
    return { app, database };
  }

  it('hold across two instances on one database and survive rebuilding the app', async () => {
    const b = await replica();
    const address = nextAddress();
    try {
      expect(t.app.dbKind).toBe('postgres');
      expect(await spread([t.app, b.app], address, 6)).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await hit(b.app, address)).statusCode).toBe(429);
    } finally {
      await b.app.close();
      await b.database.close();
    }
    // A restarted instance still knows.
    const c = await replica();
    try {
      const refused = await hit(c.app, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBeDefined();
      expect((await hit(c.app, nextAddress())).statusCode).toBe(400);
    } finally {
      await c.app.close();
      await c.database.close();
    }
    const [row] = await t.database.db
      .select({ cuenta: limiteContadores.cuenta })
      .from(limiteContadores)
      .where(sql`${limiteContadores.clave} = ${`POST ${LIMITED}|${address}`}`);
    expect(row?.cuenta).toBe(8);
  });

  it('fail closed: a counter the database cannot reach answers 503, never an unlimited pass', async () => {
    const locker = new pg.Client({ connectionString: t.app.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table limite_contadores in access exclusive mode');
      const response = await hit(t.app, nextAddress());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE });
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
  }, 30_000);
});
