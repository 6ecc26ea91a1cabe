import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('writes one access-log line per request, with what an operator needs', async () => {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const app = await buildApp({ config: { ...t.app.config, logLevel: 'info' }, database: t.database, logStream: stream });
  try {
    await app.ready();
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/precios', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/no-existe' })).statusCode).toBe(404);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(2);
    const [read, missing] = entries;
    expect(read).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/precios', remoteAddress: '203.0.113.7' },
      res: { statusCode: 200 },
    });
    expect(typeof read?.responseTime).toBe('number');
    expect(missing).toMatchObject({ req: { url: '/api/no-existe' }, res: { statusCode: 404 } });
  } finally {
    await app.close();
  }
});
