import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { HEALTH_RATE_LIMIT, HEALTH_RESULT_MAX_AGE_MS, sharedCheck } from './health.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Takes every connection the database has to give until `release` is called: PGlite's one
 * connection (an open transaction holds it), or every client of the PostgreSQL pool.
 */
async function occupyDatabase(): Promise<() => Promise<void>> {
  if (t.database.kind === 'postgres') {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    return async () => {
      for (const client of clients) client.release();
    };
  }
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = () => {};
  const inside = new Promise<void>((resolve) => {
    started = resolve;
  });
  const transaction = t.database.db.transaction(async () => {
    started();
    await held;
  });
  await inside;
  return async () => {
    release();
    await transaction;
  };
}

/** Waits out the shared result (one check a second per instance), so the next call checks again. */
const nextCheck = () => new Promise((resolve) => setTimeout(resolve, HEALTH_RESULT_MAX_AGE_MS + 50));

describe('GET /api/health', () => {
  it('answers ok with the database and storage kinds when both answer', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind, storage: 'local' });
  });

  it('reports the storage down (503) when it cannot take a file, the database still named', async () => {
    const check = vi.spyOn(t.app.storage, 'check').mockResolvedValue(false);
    try {
      await nextCheck();
      const response = await t.request({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: t.database.kind, storage: 'down' });
    } finally {
      check.mockRestore();
    }
  });

  it('the local storage check writes into the uploads folder, and fails on a folder it cannot create', async () => {
    expect(await t.app.storage.check()).toBe(true);
    // A regular file where the folder should be: nothing can be written under it.
    expect(await createLocalStorage('/dev/null/uploads').check()).toBe(false);
  });

  it('reports the database down (503) instead of hanging while it cannot answer', async () => {
    const release = await occupyDatabase();
    try {
      await nextCheck();
      // Without the 2 s race this waits for the database (the test's own timeout on PGlite).
      const response = await t.request({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'down', storage: 'local' });
    } finally {
      await release();
    }
    await nextCheck();
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('200 parallel calls on a healthy server: all 200, from one or two checks', async () => {
    await nextCheck();
    const check = vi.spyOn(t.app.storage, 'check');
    try {
      const responses = await Promise.all(Array.from({ length: 200 }, () => t.request({ method: 'GET', url: '/api/health' })));
      expect(responses.filter((r) => r.statusCode !== 200)).toHaveLength(0);
      expect(check.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      check.mockRestore();
    }
  });

  it('the local storage check holds under concurrency and leaves no file behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parcela-health-'));
    const storage = createLocalStorage(dir);
    const results = await Promise.all(Array.from({ length: 100 }, () => storage.check()));
    expect(results.every(Boolean)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is limited per address, never for the load balancer’s own (HEALTH_CHECK_ADDRESSES)', async () => {
    const statuses = async (remoteAddress: string) => {
      const codes: number[] = [];
      for (let i = 0; i <= HEALTH_RATE_LIMIT; i++) codes.push((await t.request({ method: 'GET', url: '/api/health', remoteAddress })).statusCode);
      return codes;
    };
    const stranger = await statuses('198.51.100.23');
    expect(stranger.slice(0, HEALTH_RATE_LIMIT).every((c) => c === 200)).toBe(true);
    expect(stranger.at(-1)).toBe(429);
    // 127.0.0.1 and ::1 by default: a balancer probing from here is never refused.
    expect((await statuses('127.0.0.1')).every((c) => c === 200)).toBe(true);
  });
});

describe('GET /api/health/live', () => {
  it('answers while the process serves, whatever the database', async () => {
    const release = await occupyDatabase();
    try {
      const response = await t.request({ method: 'GET', url: '/api/health/live' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    } finally {
      await release();
    }
  });
});

describe('sharedCheck', () => {
  it('one check in flight for every caller; a new one once the result is older than its age', async () => {
    let runs = 0;
    const check = sharedCheck(async () => ++runs, 30);
    expect(await Promise.all([check(), check(), check()])).toEqual([1, 1, 1]);
    expect(await check()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await check()).toBe(2);
  });
});
