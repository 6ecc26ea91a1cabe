import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir } from '../test/built-web.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** How a rendered page travels (ADR 018): its critical rules inline, kept pages compressed once. Needs `npm run build`. */
const webDir = builtWebDir();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: webDir });
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.request({ method: 'GET', url, headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('rendered pages on the wire', () => {
  it('carry the rules their markup uses inline, and leave the whole stylesheet to the boot script', async () => {
    const html = (await get('/parcela')).body;
    const css = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    // Rules of what the page draws, not of what only staff screens or dialogs draw.
    expect(css).toContain('.flex{');
    expect(css).not.toContain('data-state');
    const { styles } = JSON.parse(html.match(/<script type="application\/json" id="ssr-modules">(.*?)<\/script>/)?.[1] ?? '{}') as { styles: string[] };
    expect(styles).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);
    const sheet = await t.request({ method: 'GET', url: styles[0] as string });
    expect(sheet.statusCode).toBe(200);
    expect(css.length).toBeLessThan(sheet.body.length / 2);
    expect(sheet.body).toContain('data-state');
    // Before the first paint no stylesheet is asked for; without JavaScript, the <noscript> link brings it.
    expect(html.replace(/<noscript>.*?<\/noscript>/gs, '')).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toContain(`<noscript><link rel="stylesheet" href="${styles[0]}" /></noscript>`);
  });

  it('pages of one shape get the same critical rules; a page of another shape its own', async () => {
    const unknown = [await get('/no-existe'), await get('/tampoco-existe')].map((r) => r.body.match(/<style>([\s\S]*?)<\/style>/)?.[1]);
    expect(unknown[0]).toBeTruthy();
    expect(unknown[1]).toBe(unknown[0]);
    const legal = (await get('/legal/terminos')).body.match(/<style>([\s\S]*?)<\/style>/)?.[1];
    expect(legal).not.toBe(unknown[0]);
    // The legal text's headings are styled from their container (`[&_h2]:font-semibold`: React writes `&amp;`).
    expect(legal).toContain('h2{');
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

  it('a kept page says it is the same for every visitor; one rendered per request does not', async () => {
    expect((await get('/parcela')).headers['cache-control']).toBe('public, no-cache');
    const unknown = await get('/no-existe');
    expect([unknown.statusCode, unknown.headers['cache-control']]).toEqual([404, 'no-cache']);
  });

  it('the staff shell keeps the stylesheet as a cached file', async () => {
    // /admin/consultas: the login /admin itself is drawn by the server (ADR 145).
    const shell = (await get('/admin/consultas')).body;
    expect(shell).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
  });
});
