import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { rendererPath } from './renderer.ts';

/** How a rendered page travels (issue 18 §3): stylesheet inlined, kept pages compressed once. Needs `npm run build`. */
const webDir = resolve(process.env.WEB_DIR || 'dist/web');
if (!existsSync(rendererPath(webDir))) throw new Error(`Falta el renderizador (${rendererPath(webDir)}): corré \`npm run build\` antes.`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: webDir });
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.request({ method: 'GET', url, headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('rendered pages on the wire', () => {
  it('carry their stylesheet inline: no blocking request before the first paint', async () => {
    const html = (await get('/parcela')).body;
    expect(html).toMatch(/<style>[^<]*\.flex\{/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  it('a kept page is the same compressed body on every request, and decompresses to the page', async () => {
    const first = await get('/', 'br');
    const second = await get('/', 'br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const plain = (await get('/')).body;
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain);
    const gzip = await get('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
  });

  it('the staff shell keeps the stylesheet as a cached file', async () => {
    const shell = (await get('/admin')).body;
    expect(shell).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
  });
});
