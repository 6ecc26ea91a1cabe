import { text } from 'node:stream/consumers';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantUrl } from '../../../domain/shared/images.ts';
import { type LocalS3Server, startS3Server } from '../../test/s3-server.ts';
import { SAMPLE_PLOT } from '../../test/samples.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadConfig, type S3Config } from '../config.ts';
import { contactosTerrenos } from '../db/schema/index.ts';
import { HEALTH_RESULT_MAX_AGE_MS } from '../health/health.routes.ts';
import { createStorage } from './create-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

let s3: LocalS3Server;
let storage: Storage;
let raw: S3Client;
let options: S3Config & { kind: 's3' };

const envOf = (server: LocalS3Server, extra: Record<string, string> = {}) => ({
  STORAGE: 's3',
  S3_ENDPOINT: server.endpoint,
  S3_REGION: 'us-east-1',
  S3_BUCKET: server.bucket,
  S3_ACCESS_KEY_ID: server.accessKeyId,
  S3_SECRET_ACCESS_KEY: server.secretAccessKey,
  ...extra,
});

beforeAll(async () => {
  s3 = await startS3Server();
  const config = loadConfig({ DATA_DIR: '/tmp/s1-unused', AUTH_SECRET: 'x'.repeat(40), ...envOf(s3) }).storage;
  if (config.kind !== 's3') throw new Error('STORAGE=s3 no se leyó');
  options = config;
  storage = createS3Storage(options);
  raw = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
});
afterAll(async () => {
  raw?.destroy();
  await s3?.stop();
});

const headersOf = async (key: string) => {
  const object = await raw.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  await object.Body?.transformToByteArray();
  return { contentType: object.ContentType, cacheControl: object.CacheControl };
};

describe('S3 storage (against a local S3-compatible server)', () => {
  it('is what createStorage builds for STORAGE=s3', async () => {
    expect((await createStorage(options)).kind).toBe('s3');
  });

  it('puts, streams back, stats and deletes an object', async () => {
    const key = 'public/prueba/hola.webp';
    await storage.put(key, Buffer.from('contenido de prueba'));
    const stored = await storage.read(key);
    expect(stored?.size).toBe(19);
    expect(stored?.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(await text(stored?.stream as NodeJS.ReadableStream)).toBe('contenido de prueba');
    expect(await storage.stat(key)).toEqual({ size: 19, etag: stored?.etag });
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    // Idempotent: deleting again is not an error.
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('stores public images as immutable WebP, private files as private and uncached, each with its content type', async () => {
    await storage.put('public/carrusel/a-960.webp', Buffer.from('webp'));
    await storage.put('privado/prefactibilidad/b.pdf', Buffer.from('%PDF-1.4'));
    await storage.put('privado/prefactibilidad/c.png', Buffer.from('png'));
    expect(await headersOf('public/carrusel/a-960.webp')).toEqual({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    expect(await headersOf('privado/prefactibilidad/b.pdf')).toEqual({ contentType: 'application/pdf', cacheControl: 'private, no-store' });
    expect(await headersOf('privado/prefactibilidad/c.png')).toEqual({ contentType: 'image/png', cacheControl: 'private, no-store' });
  });

  it('refuses keys that read as paths', async () => {
    for (const key of [
      '../fuera.webp',
      'public/../privado/x.pdf',
      'public//x.webp',
      '/public/x.webp',
      'public/x\0.webp',
      'public/./x.webp',
      'public/%2e%2e/x',
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Clave de archivo inválida/);
      await expect(storage.read(key), key).rejects.toThrow(/Clave de archivo inválida/);
    }
  });

  it('gives /uploads/ addresses, or addresses under S3_PUBLIC_URL when the bucket is served directly', () => {
    expect(storage.publicUrl('public/carrusel/a-960.webp')).toBe('/uploads/carrusel/a-960.webp');
    const direct = createS3Storage({ ...options, publicUrl: 'https://archivos.parcela.example' });
    expect(direct.publicUrl('public/carrusel/a-960.webp')).toBe('https://archivos.parcela.example/public/carrusel/a-960.webp');
    expect(() => direct.publicUrl('privado/prefactibilidad/b.pdf')).toThrow(/no es pública/);
  });

  it('checks the bucket: up when it answers, down for a missing bucket', async () => {
    expect(await storage.check()).toBe(true);
    expect(await createS3Storage({ ...options, bucket: 'no-existe' }).check()).toBe(false);
  });
});

async function png(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
}

/** Serving and privacy are S3's own; deleting every variant is checked on both backends. */
describe.each(['s3', 'local'] as const)('the app on %s storage', (kind) => {
  let t: TestApp;
  let admin: string;
  let address = 0;
  /** A distinct client address per write keeps the tests clear of the per-route limits (tested elsewhere). */
  const nextAddress = () => `10.31.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  const keyOf = (url: string) => `public/${url.slice('/uploads/'.length)}`;

  beforeAll(async () => {
    t = await createTestApp(kind === 's3' ? envOf(s3) : {});
    admin = await t.signInAs(['admin']);
  });
  afterAll(() => t?.close());

  async function uploadCarouselImage(): Promise<{ id: string; imagen_url: string; imagen_anchos: number[] }> {
    const body = new FormData();
    body.append('titulo', 'Obra con foto');
    body.append('tipo', 'trabajos');
    body.append('imagen', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'obra.png');
    const response = await t.request({ method: 'POST', url: '/api/carrusel', payload: body, cookie: admin, remoteAddress: nextAddress() });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it('reports the storage kind in /api/health', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind, storage: kind });
  });

  it.runIf(kind === 's3')('writes uploaded images to the bucket and serves them under /uploads/ with immutable caching, ETag and HEAD', async () => {
    const item = await uploadCarouselImage();
    expect(item.imagen_url).toMatch(/^\/uploads\/carrusel\/[0-9a-f-]+-\d+\.webp$/);
    for (const width of item.imagen_anchos) expect(await t.app.storage.stat(keyOf(variantUrl(item.imagen_url, width)))).not.toBeNull();

    const response = await t.request({ method: 'GET', url: item.imagen_url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+"$/);

    const head = await t.request({ method: 'HEAD', url: item.imagen_url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(response.headers['content-length']);
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const revalidated = await t.request({ method: 'GET', url: item.imagen_url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const changed = await t.request({ method: 'GET', url: item.imagen_url, headers: { 'if-none-match': '"otro"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('deletes every variant when the carousel item is deleted, and the address then answers 404', async () => {
    const item = await uploadCarouselImage();
    const response = await t.request({ method: 'DELETE', url: `/api/carrusel/${item.id}`, cookie: admin });
    expect(response.statusCode).toBe(204);
    for (const width of item.imagen_anchos) expect(await t.app.storage.stat(keyOf(variantUrl(item.imagen_url, width)))).toBeNull();
    expect((await t.request({ method: 'GET', url: item.imagen_url })).statusCode).toBe(404);
    expect((await t.request({ method: 'HEAD', url: item.imagen_url })).statusCode).toBe(404);
  });

  it('deletes every variant of a listing’s image when it is removed, and of the others with the listing', async () => {
    const owner = await t.signInAs(['usuario']);
    const created = await t.request({
      method: 'POST',
      url: '/api/propiedades',
      cookie: owner,
      remoteAddress: nextAddress(),
      payload: { titulo: 'Lote con fotos', tipo: 'Terreno', barrio: 'Palermo', metros_cuadrados: 300, precio_venta: 500_000, caracteristicas: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const body = new FormData();
    body.append('imagenes', new Blob([new Uint8Array(await png(1200, 800))], { type: 'image/png' }), 'frente.png');
    body.append('imagenes', new Blob([new Uint8Array(await png(800, 600))], { type: 'image/png' }), 'patio.png');
    const withImages = await t.request({ method: 'POST', url: `/api/propiedades/${id}/imagenes`, cookie: owner, payload: body, remoteAddress: nextAddress() });
    expect(withImages.statusCode, withImages.body).toBe(200);
    const [front, patio] = (withImages.json().imagenes as { url: string; anchos: number[] }[]).map((image) =>
      image.anchos.map((w) => keyOf(variantUrl(image.url, w))),
    );
    expect(front).toHaveLength(3);
    expect(patio).toHaveLength(2);
    for (const key of [...(front ?? []), ...(patio ?? [])]) expect(await t.app.storage.stat(key), key).not.toBeNull();

    const removed = await t.request({ method: 'DELETE', url: `/api/propiedades/${id}/imagenes/0`, cookie: owner });
    expect(removed.statusCode).toBe(200);
    for (const key of front ?? []) expect(await t.app.storage.stat(key), key).toBeNull();
    for (const key of patio ?? []) expect(await t.app.storage.stat(key), key).not.toBeNull();
    expect((await t.request({ method: 'DELETE', url: `/api/propiedades/${id}`, cookie: owner })).statusCode).toBe(204);
    for (const key of patio ?? []) expect(await t.app.storage.stat(key), key).toBeNull();
  });

  it('deletes every variant of a fund plot’s image when it is replaced, and with the plot', async () => {
    const fondo = await t.signInAs(['fondo']);
    const plot = await t.request({
      method: 'POST',
      url: '/api/fondo/terrenos',
      cookie: fondo,
      payload: { ...SAMPLE_PLOT, titulo: 'Esquina con foto' },
    });
    expect(plot.statusCode, plot.body).toBe(201);
    const id = plot.json().id as string;
    const upload = async (width: number, height: number, widths: number[]) => {
      const body = new FormData();
      body.append('imagen', new Blob([new Uint8Array(await png(width, height))], { type: 'image/png' }), 'lote.png');
      const response = await t.request({ method: 'POST', url: `/api/fondo/terrenos/${id}/imagen`, payload: body, cookie: fondo, remoteAddress: nextAddress() });
      expect(response.statusCode, response.body).toBe(200);
      const url = response.json().imagen_url as string;
      return widths.map((w) => keyOf(variantUrl(url, w)));
    };
    const first = await upload(2000, 1000, [480, 960, 1600]);
    for (const key of first) expect(await t.app.storage.stat(key), key).not.toBeNull();
    const second = await upload(800, 600, [480, 800]);
    for (const key of first) expect(await t.app.storage.stat(key), key).toBeNull();
    for (const key of second) expect(await t.app.storage.stat(key), key).not.toBeNull();
    expect((await t.request({ method: 'DELETE', url: `/api/fondo/terrenos/${id}`, cookie: fondo })).statusCode).toBe(204);
    for (const key of second) expect(await t.app.storage.stat(key), key).toBeNull();
  });

  it.runIf(kind === 's3')('never serves a private object publicly, whatever the address; the fund’s role-checked download still works', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      nombre: 'Dueña en S3',
      email: 'duena@example.com',
      telefono: '011 15 5555-0102',
      ubicacion_terreno: 'Olazábal 4500',
    })) {
      form.append(name, value);
    }
    form.append('archivo', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'prefactibilidad.pdf');
    const created = await t.request({ method: 'POST', url: '/api/terrenos/contactos', payload: form, remoteAddress: nextAddress() });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const [row] = await t.database.db.select().from(contactosTerrenos).where(eq(contactosTerrenos.id, id));
    const key = row?.archivoPrefactibilidadKey as string;
    expect(key).toMatch(/^privado\/prefactibilidad\/[0-9a-f-]+\.pdf$/);
    expect(await headersOf(key)).toEqual({ contentType: 'application/pdf', cacheControl: 'private, no-store' });

    const file = key.slice(key.lastIndexOf('/') + 1);
    for (const url of [
      `/uploads/${key}`,
      `/uploads/../${key}`,
      `/uploads/%2e%2e/${key}`,
      `/uploads/..%2f${key}`,
      `/uploads/%2E%2E%2F${key.replaceAll('/', '%2F')}`,
      `/uploads/.%2e/${key}`,
      `/uploads/carrusel/..%5c..%5c${key}`,
      `/uploads/carrusel/%00/../../${key}`,
      `/uploads//${key}`,
      `/uploads/./../${key}`,
      `/uploads/public/../${key}`,
      `/uploads/${file}`,
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.request({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.rawPayload.includes(pdf), url).toBe(false);
      }
    }

    const fondo = await t.signInAs(['fondo']);
    const download = await t.request({ method: 'GET', url: `/api/fondo/contactos/${id}/prefactibilidad`, cookie: fondo });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect((await t.request({ method: 'GET', url: `/api/fondo/contactos/${id}/prefactibilidad` })).statusCode).toBe(401);
    const someone = await t.signInAs(['usuario']);
    expect((await t.request({ method: 'GET', url: `/api/fondo/contactos/${id}/prefactibilidad`, cookie: someone })).statusCode).toBe(403);
  });

  it('answers 404 for a missing public image', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.request({ method, url: '/uploads/carrusel/00000000-0000-4000-8000-000000000000-960.webp' });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('S3_PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(envOf(s3, { S3_PUBLIC_URL: 'https://archivos.parcela.example/' }));
  });
  afterAll(() => t?.close());

  it('sends /uploads/ addresses to the public bucket address, never a private key', async () => {
    const response = await t.request({ method: 'GET', url: '/uploads/carrusel/a-960.webp' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://archivos.parcela.example/public/carrusel/a-960.webp');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect((await t.request({ method: 'GET', url: '/uploads/../privado/prefactibilidad/b.pdf' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/uploads/%2e%2e/privado/prefactibilidad/b.pdf' })).statusCode).toBe(404);
  });

  it('lets pages show images from that address (Content-Security-Policy img-src)', async () => {
    const csp = String((await t.request({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://archivos.parcela.example;");
  });
});

describe('health with the S3 server down', () => {
  it('answers 503 storage down within 2 s, and ok again when the server is back', async () => {
    const own = await startS3Server({ bucket: 'parcela-salud' });
    const port = Number(new URL(own.endpoint).port);
    const t = await createTestApp(envOf(own));
    try {
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await own.stop();
      // One check a second per instance (health.routes.ts): the next one sees the bucket gone.
      await new Promise((resolve) => setTimeout(resolve, HEALTH_RESULT_MAX_AGE_MS + 50));
      const started = performance.now();
      const response = await t.request({ method: 'GET', url: '/api/health' });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: t.database.kind, storage: 'down' });
      // 2 s plus scheduling on a busy machine: the point is that it never waits for the SDK’s own 30 s.
      expect(elapsed).toBeLessThan(3_000);
      // An image asked meanwhile is "try again", not missing.
      const image = await t.request({ method: 'GET', url: '/uploads/carrusel/a-960.webp' });
      expect(image.statusCode).toBe(503);
      expect(image.headers['retry-after']).toBe('5');
      expect(image.json().error.code).toBe('UNAVAILABLE');

      const back = await startS3Server({ bucket: 'parcela-salud', port });
      try {
        await new Promise((resolve) => setTimeout(resolve, HEALTH_RESULT_MAX_AGE_MS + 50));
        expect((await t.request({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: t.database.kind, storage: 's3' });
      } finally {
        await back.stop();
      }
    } finally {
      await t.close();
    }
  });

  it('answers 503 within 2 s when the storage does not answer at all (a silent endpoint)', async () => {
    const { createServer } = await import('node:net');
    // Accepts connections and never answers: the SDK waits until our 2 s give up.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const t = await createTestApp({ ...envOf(s3), S3_ENDPOINT: `http://127.0.0.1:${port}` });
    try {
      const started = performance.now();
      const response = await t.request({ method: 'GET', url: '/api/health' });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'degraded', storage: 'down' });
      expect(elapsed).toBeGreaterThanOrEqual(1_900);
      // 2 s plus scheduling on a busy machine: the point is that it never waits for the SDK’s own 30 s.
      expect(elapsed).toBeLessThan(3_000);
    } finally {
      await t.close();
      silent.close();
    }
  });
});
