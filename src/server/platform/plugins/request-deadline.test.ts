import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../errors.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let finishedLate = 0;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_DEADLINE_MS: '300' }, (app) => {
    // Three bounded waits in a row, as a request with three slow statements would make.
    app.get('/api/prueba/lenta', { config: { access: 'public' } }, async () => {
      for (let i = 0; i < 3; i++) await sleep(400);
      finishedLate++;
      return { ok: true };
    });
    app.get('/api/prueba/rapida', { config: { access: 'public' } }, async () => ({ ok: true }));
    // A download that has begun (a CSV of a million consultas streams for a minute or more).
    app.get('/api/prueba/descarga', { config: { access: 'public' } }, async (_request, reply) => {
      async function* lines() {
        yield 'primera\n';
        await sleep(600);
        yield 'última\n';
      }
      return reply.type('text/csv; charset=utf-8').send(Readable.from(lines(), { objectMode: false }));
    });
    app.post('/api/prueba/subida', { config: { access: 'public' } }, async (request) => {
      const file = await request.file();
      await file?.toBuffer();
      await sleep(500);
      return { ok: true };
    });
  });
});
afterAll(() => t.close());

describe('the request deadline (REQUEST_DEADLINE_MS)', () => {
  it('answers 503 with Retry-After once the whole request passes it, however many waits it made', async () => {
    const started = Date.now();
    const response = await t.request({ method: 'GET', url: '/api/prueba/lenta' });
    const took = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE });
    expect(took).toBeLessThan(1000);
    // The work in flight ends on its own, unseen.
    await sleep(1000);
    expect(finishedLate).toBe(1);
  });

  it('never cuts an answer that already began: the download ends whole', async () => {
    const response = await t.request({ method: 'GET', url: '/api/prueba/descarga' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('primera\núltima\n');
  });

  it('leaves fast requests and uploads alone', async () => {
    expect((await t.request({ method: 'GET', url: '/api/prueba/rapida' })).statusCode).toBe(200);
    const boundary = 'limite';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhola\r\n--${boundary}--\r\n`;
    const upload = await t.request({
      method: 'POST',
      url: '/api/prueba/subida',
      headers: { origin: TEST_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.statusCode).toBe(200);
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['55000', true],
    ['57P03', true],
    ['57P04', true],
    ['53300', true],
    ['53100', true],
    ['08006', true],
    ['08001', true],
    ['57014', true],
    ['ECONNREFUSED', true],
    ['23505', false],
    ['22P02', false],
    ['42P01', false],
  ])('SQLSTATE %s → %s (also as the cause of a wrapping error)', (code, expected) => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(expected);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('x'), { code }) }))).toBe(expected);
  });
});
