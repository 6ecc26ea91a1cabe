import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_CSP_SOURCE } from '../../ssr/boot-script.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { preferredEncoding } from './compression.ts';

/** A tiny built web folder: an index.html over 1 kB and one hashed script with its .br and .gz. */
const SCRIPT = `export const saludo = ${JSON.stringify('hola '.repeat(400))};\n`;
const INDEX = `<!doctype html><html lang="es-AR"><head><title>Parcela</title></head><body><div id="root"></div><p>${'Terrenos en Buenos Aires. '.repeat(60)}</p><script type="module" src="/assets/entrada-AbC123.js"></script></body></html>`;

let t: TestApp;
const web = mkdtempSync(join(tmpdir(), 'parcela-web-'));
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), INDEX);
  writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(web, 'assets', 'entrada-AbC123.js'), SCRIPT);
  writeFileSync(join(web, 'assets', 'entrada-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(web, 'assets', 'entrada-AbC123.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ WEB_DIR: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('built assets', () => {
  it('are sent precompressed with brotli when the browser accepts it', async () => {
    const res = await get('/assets/entrada-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('with gzip when brotli is not accepted, as is when nothing is', async () => {
    const gzip = await get('/assets/entrada-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const identity = await get('/assets/entrada-AbC123.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);
  });

  it('are cached for a year as immutable (their names carry a hash); other files are revalidated', async () => {
    expect((await get('/assets/entrada-AbC123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset or file is a 404, never the page shell', async () => {
    for (const url of ['/assets/vieja-XyZ789.js', '/assets/estilos-XyZ789.css', '/favicon.ico', '/parcela/logo.png']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/text\/html/);
    }
  });
});

describe('HEAD', () => {
  it('answers wherever GET does: a page, an asset, an API read', async () => {
    for (const url of ['/', '/parcela', '/assets/entrada-AbC123.js', '/api/health']) {
      const [head, get_] = [await get(url, undefined, 'HEAD'), await get(url)];
      expect(head.statusCode, url).toBe(get_.statusCode);
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
    }
  });
});

describe('on-the-fly compression', () => {
  it('compresses HTML over 1 kB', async () => {
    const res = await get('/', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Terrenos en Buenos Aires.');
    // The same page again: the same bytes, whole (compressed once and kept).
    const again = await get('/', 'br');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(Number(again.headers['content-length'])).toBe(again.rawPayload.length);
  });

  it('compresses JSON over 1 kB with gzip, and leaves a small answer as is', async () => {
    const big = await get('/api/precios', 'gzip');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    const rows = JSON.parse(gunzipSync(big.rawPayload).toString()) as unknown[];
    expect(rows.length).toBeGreaterThan(5);

    const small = await get('/api/health', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect(Buffer.byteLength(small.body)).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toBeTruthy();
  });

  it('streams the CSV export compressed, whole and with its download headers', async () => {
    const base = (await get('/api/precios').then((r) => JSON.parse(r.body))) as { localidad_id: string; barrio_id: string }[];
    const first = base[0];
    if (!first) throw new Error('sin precios sembrados');
    for (let i = 0; i < 3; i++) {
      const created = await t.request({
        method: 'POST',
        url: '/api/consultas',
        payload: { localidad_id: first.localidad_id, barrio_id: first.barrio_id, m2_vendibles: String(100 + i), ubicacion_calidad: 'Excelente' },
      });
      expect(created.statusCode).toBe(201);
    }
    const cookie = await t.signInAs(['admin']);
    const plain = await t.request({ method: 'GET', url: '/api/admin/consultas/csv', cookie });
    const zipped = await t.request({ method: 'GET', url: '/api/admin/consultas/csv', cookie, headers: { 'accept-encoding': 'br' } });
    expect(plain.statusCode).toBe(200);
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(zipped.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(brotliDecompressSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.body.split('\n').filter(Boolean).length).toBe(4);
  });
});

describe('public cached reads', () => {
  it('are compressed once per body and sent whole, with the encoding the client prefers', async () => {
    const plain = await get('/api/precios');
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await get('/api/precios', accept);
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
        expect(body.toString()).toBe(plain.body);
      }
    }
    expect((await get('/api/precios', 'identity')).body).toBe(plain.body);
  });

  it('negotiate br over gzip, honour q=0 and know neither identity nor unknown codings', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.8, br;q=0.3')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('Cache-Control of the API', () => {
  it('an account answer is no-store', async () => {
    const cookie = await t.signInAs(['usuario']);
    const me = await t.request({ method: 'GET', url: '/api/me', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const anonymous = await get('/api/me');
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('a public cached read keeps its own', async () => {
    expect((await get('/api/precios')).headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});

describe('security headers', () => {
  // Helmet's set for our options (src/server/platform/plugins/security.ts), now computed once at start.
  const EXPECTED = {
    'content-security-policy': `default-src 'self';base-uri 'none';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self' ${BOOT_SCRIPT_CSP_SOURCE};script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'`,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('are on every answer: API read, page, asset, 404, refused write', async () => {
    const answers = [
      await get('/api/precios', 'br'),
      await get('/', 'br'),
      await get('/assets/entrada-AbC123.js', 'br'),
      await get('/assets/vieja-XyZ789.js'),
      await t.app.inject({ method: 'POST', url: '/api/consultas', headers: { origin: 'https://ajeno.example' }, payload: {} }),
    ];
    for (const res of answers) {
      expect(res.headers, res.raw.req.url).toMatchObject(EXPECTED);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect(answers.at(-1)?.statusCode).toBe(403);
  });

  it('add HSTS and upgrade-insecure-requests when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://parcela.example' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});
