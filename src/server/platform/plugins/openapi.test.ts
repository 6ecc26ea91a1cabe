import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** In production the API's map is for signed-in admins only; elsewhere it stays open for developers. */
describe('API docs in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('answers 404 to anonymous callers and other roles, the documents to admins', async () => {
    const staff = await t.signInAs(['fondo']);
    const admin = await t.signInAs(['admin']);
    for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/static/index.html', '/api/docs/json']) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
      expect((await t.request({ method: 'GET', url, cookie: staff })).statusCode, url).toBe(404);
    }
    const doc = await t.request({ method: 'GET', url: '/api/openapi.json', cookie: admin });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect((await t.request({ method: 'GET', url: '/api/docs', cookie: admin })).statusCode).toBe(200);
  });
});

describe('API docs outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are public for developers', async () => {
    expect((await t.request({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });
});
