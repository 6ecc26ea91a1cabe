import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from '../storage/storage.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

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

describe('GET /api/health', () => {
  it('answers ok with the database and storage kinds when both answer', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind, storage: 'local' });
  });

  it('reports the storage down (503) when it cannot take a file, the database still named', async () => {
    const check = vi.spyOn(t.app.storage, 'check').mockResolvedValue(false);
    try {
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
      // Without the 2 s race this waits for the database (the test's own timeout on PGlite).
      const response = await t.request({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'down', storage: 'local' });
    } finally {
      await release();
    }
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
