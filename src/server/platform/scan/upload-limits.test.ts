import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LAND_MESSAGES } from '../../../domain/fund/land.ts';
import { PROPERTY_LIMITS } from '../../../domain/properties/properties.ts';
import { ERROR_CODES, tooManyFilesMessage, UPLOAD_MESSAGES } from '../../../domain/shared/api-error.ts';
import { UPLOAD_QUOTA } from '../../../domain/shared/images.ts';
import { buildApp } from '../../app.ts';
import { SAMPLE_LAND_OWNER, SAMPLE_LISTING, SAMPLE_PLOT } from '../../test/samples.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { countHit } from '../db/limit-counters.ts';
import { user } from '../db/schema/index.ts';
import { quotaKeys } from './upload-parts.ts';

/**
 * The limits of ADR 086 on every upload route, end to end: files read one at a time, one file more
 * than a route takes is 413, images over 24 MP are 422 and formats other than JPEG/PNG/WebP 415,
 * a daily quota per account (or address) counted in the database is 429, and a full disk is 507
 * with nothing left behind.
 */

const owner = SAMPLE_LAND_OWNER;
const plot = SAMPLE_PLOT;
const listing = SAMPLE_LISTING;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let address = 0;
/** A distinct client address per upload keeps the tests clear of the routes' rate limits. */
const nextAddress = () => `10.84.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

interface FilePart {
  data: Buffer;
  name?: string;
  type?: string;
}

/** A multipart body: the text fields, then every file under `field`, as a browser sends it. */
function multipart(field: string, files: FilePart[], fields: Record<string, string> = {}, boundary = `----parcela${Math.random().toString(16).slice(2)}`) {
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  for (const [i, f] of files.entries()) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name ?? `foto-${i}.png`}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (width = 800, height = 500, background = '#3a6') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Every file under the app's uploads folder. */
function storedFiles(t: TestApp): string[] {
  const root = join(t.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.health-'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** An error as fs answers a write on a full disk. */
const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

let t: TestApp;
let contenido: string;
let fondo: string;
let usuario: string;
let plotId: string;

beforeAll(async () => {
  t = await createTestApp();
  [contenido, fondo] = await Promise.all([t.signInAs(['contenido']), t.signInAs(['fondo'])]);
  usuario = await t.signInAs(['usuario']);
  plotId = (await t.request({ method: 'POST', url: '/api/fondo/terrenos', payload: plot, cookie: fondo })).json().id;
});
afterAll(() => t.close());
/** Spies on the app's storage, undone after each test (console.error's own spy stays). */
const spies: Array<{ mockRestore(): void }> = [];
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});

const newListing = async (cookie = usuario): Promise<string> => {
  const response = await t.request({ method: 'POST', url: '/api/propiedades', payload: listing, cookie, remoteAddress: nextAddress() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
};
const listingImages = async (id: string, cookie = usuario) =>
  ((await t.request({ method: 'GET', url: '/api/propiedades/mias', cookie })).json().items as Array<{ id: string; imagenes: unknown[] }>).find(
    (p) => p.id === id,
  )?.imagenes;
const carouselCount = async () => (await t.request({ method: 'GET', url: '/api/carrusel/admin', cookie: contenido })).json().length as number;
const inquiryCount = async () => (await t.request({ method: 'GET', url: '/api/fondo/contactos', cookie: fondo })).json().total as number;

interface Route {
  name: string;
  url: string;
  field: string;
  max: number;
  cookie: string | undefined;
  fields: Record<string, string>;
}

/** Every upload route, with what it takes in one request. */
const routes = (listingId: string): Route[] => [
  { name: 'carrusel', url: '/api/carrusel', field: 'imagen', max: 1, cookie: contenido, fields: { titulo: 'Obra', tipo: 'trabajos' } },
  { name: 'imagen de terreno', url: `/api/fondo/terrenos/${plotId}/imagen`, field: 'imagen', max: 1, cookie: fondo, fields: {} },
  { name: 'consulta de terreno', url: '/api/terrenos/contactos', field: 'archivo', max: 1, cookie: undefined, fields: owner },
  {
    name: 'imágenes de propiedad',
    url: `/api/propiedades/${listingId}/imagenes`,
    field: 'imagenes',
    max: PROPERTY_LIMITS.imagenes,
    cookie: usuario,
    fields: {},
  },
];

describe('one file more than a route takes (413)', () => {
  it('answers 413 «Podés subir…» on every upload route and stores nothing', async () => {
    const listingId = await newListing();
    const image = await png(320, 200);
    const before = { files: storedFiles(t), carousel: await carouselCount(), inquiries: await inquiryCount() };
    for (const route of routes(listingId)) {
      const files = Array.from({ length: route.max + 1 }, () => ({ data: image }));
      const response = await t.request({
        method: 'POST',
        url: route.url,
        cookie: route.cookie,
        remoteAddress: nextAddress(),
        ...multipart(route.field, files, route.fields),
      });
      expect(response.statusCode, `${route.name}: ${response.body}`).toBe(413);
      expect(response.json().error, route.name).toEqual({ code: ERROR_CODES.tooManyFiles, message: tooManyFilesMessage(route.max), field: route.field });
    }
    expect(tooManyFilesMessage(1)).toBe('Podés subir un solo archivo por vez.');
    expect(tooManyFilesMessage(PROPERTY_LIMITS.imagenes)).toBe('Podés subir hasta 8 archivos por vez.');
    expect(storedFiles(t)).toEqual(before.files);
    expect(await carouselCount()).toBe(before.carousel);
    expect(await inquiryCount()).toBe(before.inquiries);
    expect(await listingImages(listingId)).toEqual([]);
  });

  it('takes exactly the maximum: 8 listing images in one request', async () => {
    const listingId = await newListing();
    const files = await Promise.all(Array.from({ length: PROPERTY_LIMITS.imagenes }, (_, i) => png(320, 200, `#${i}${i}6`).then((data) => ({ data }))));
    const response = await t.request({
      method: 'POST',
      url: `/api/propiedades/${listingId}/imagenes`,
      cookie: usuario,
      remoteAddress: nextAddress(),
      ...multipart('imagenes', files),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().imagenes).toHaveLength(PROPERTY_LIMITS.imagenes);
  });

  it('checks the caller before reading the body: too many files from a stranger is still 401 or 403', async () => {
    const listingId = await newListing();
    const image = await png(320, 200);
    for (const route of routes(listingId).filter((r) => r.cookie)) {
      const files = Array.from({ length: route.max + 1 }, () => ({ data: image }));
      const anonymous = await t.request({ method: 'POST', url: route.url, remoteAddress: nextAddress(), ...multipart(route.field, files, route.fields) });
      expect(anonymous.statusCode, route.name).toBe(401);
    }
    // Another account's listing: refused before the first file is read.
    const stranger = await t.signInAs(['usuario']);
    const files = Array.from({ length: PROPERTY_LIMITS.imagenes + 1 }, () => ({ data: image }));
    const foreign = await t.request({ method: 'POST', url: `/api/propiedades/${listingId}/imagenes`, cookie: stranger, ...multipart('imagenes', files) });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('files are processed one at a time, as they arrive', () => {
  it('stores the first listing image while the second one is still being sent', async () => {
    const listingId = await newListing();
    const boundary = '----parcelastream';
    const [first, second] = [await png(640, 400, '#135'), await png(640, 400, '#531')];
    const whole = multipart('imagenes', [{ data: first }, { data: second }], {}, boundary);
    // Up to the start of the second file's part: the parser knows the first file has ended.
    const cut = whole.payload.indexOf(Buffer.from(`--${boundary}`), 10) + `--${boundary}\r\n`.length;
    const body = new PassThrough();
    const put = vi.spyOn(t.app.storage, 'put');
    spies.push(put);
    const pending = t.request({ method: 'POST', url: `/api/propiedades/${listingId}/imagenes`, cookie: usuario, headers: whole.headers, payload: body });
    body.write(whole.payload.subarray(0, cut));
    // Had the route read every file before processing, nothing would be written until the body ends.
    for (let waited = 0; put.mock.calls.length === 0 && waited < 15_000; waited += 50) await sleep(50);
    expect(put.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(put.mock.calls.every(([key]) => key.startsWith('public/propiedades/'))).toBe(true);
    body.end(whole.payload.subarray(cut));
    const response = await pending;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().imagenes).toHaveLength(2);
  });
});

describe('images: JPEG, PNG or WebP of at most 24 megapixels', () => {
  it('refuses an image over 24 MP with 422 naming the limit, before storing anything', async () => {
    const before = { files: storedFiles(t), carousel: await carouselCount() };
    for (const [width, height] of [
      [6000, 4001],
      [7680, 5208],
    ] as const) {
      const data = await sharp({ create: { width, height, channels: 3, background: '#999' } })
        .png()
        .toBuffer();
      const response = await t.request({
        method: 'POST',
        url: '/api/carrusel',
        cookie: contenido,
        ...multipart('imagen', [{ data }], { titulo: 'Enorme', tipo: 'trabajos' }),
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error.code).toBe(ERROR_CODES.imageTooManyPixels);
      expect(response.json().error.message).toMatch(new RegExp(`^La imagen supera los 24 megapíxeles: mide ${width} × ${height} píxeles`));
    }
    expect(storedFiles(t)).toEqual(before.files);
    expect(await carouselCount()).toBe(before.carousel);
  });

  it('refuses AVIF, HEIC, GIF, TIFF and SVG by their content with 415 on every image route; the land form refuses HEIC too', async () => {
    const canvas = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#c63' } });
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(64, 7),
    ]);
    const files: Array<[string, Buffer]> = [
      ['AVIF', await canvas().avif().toBuffer()],
      ['HEIC', heic],
      ['GIF', await canvas().gif().toBuffer()],
      ['TIFF', await canvas().tiff().toBuffer()],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ];
    const listingId = await newListing();
    const before = { files: storedFiles(t), carousel: await carouselCount() };
    for (const route of routes(listingId).filter((r) => r.field !== 'archivo')) {
      for (const [kind, data] of files) {
        const response = await t.request({
          method: 'POST',
          url: route.url,
          cookie: route.cookie,
          remoteAddress: nextAddress(),
          ...multipart(route.field, [{ data, name: 'foto.jpg', type: 'image/jpeg' }], route.fields),
        });
        expect(response.statusCode, `${kind} → ${route.name}`).toBe(415);
        expect(response.json().error.message).toBe(UPLOAD_MESSAGES.notAnImage);
      }
    }
    const inquiry = await t.request({
      method: 'POST',
      url: '/api/terrenos/contactos',
      remoteAddress: nextAddress(),
      ...multipart('archivo', [{ data: heic, name: 'prefactibilidad.heic', type: 'image/heic' }], owner),
    });
    expect(inquiry.statusCode).toBe(415);
    expect(inquiry.json().error.message).toBe(LAND_MESSAGES.fileRejected);
    expect(storedFiles(t)).toEqual(before.files);
    expect(await carouselCount()).toBe(before.carousel);
    expect(await listingImages(listingId)).toEqual([]);
  });
});

describe('the daily upload quota (429)', () => {
  const DAY_SECONDS = UPLOAD_QUOTA.windowMs / 1000;
  const idOf = async (username: string) => (await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, username)))[0]?.id as string;

  it('counts every upload route of an account together: past 200 files a day, 429 with Retry-After, nothing stored', async () => {
    const name = `cuota${Date.now().toString(36)}`;
    const cookie = await t.signInAs(['admin'], name);
    const keys = quotaKeys(`cuenta:${await idOf(name)}`);
    await countHit(t.database.db, keys.files, UPLOAD_QUOTA.windowMs, UPLOAD_QUOTA.files - 1);
    const listingId = await newListing(cookie);
    const image = await png(320, 200);

    // The 200th file of the day, on the carousel.
    const last = await t.request({
      method: 'POST',
      url: '/api/carrusel',
      cookie,
      ...multipart('imagen', [{ data: image }], { titulo: 'Última', tipo: 'trabajos' }),
    });
    expect(last.statusCode, last.body).toBe(201);
    // The 201st, on a listing: refused before its body is read.
    const before = storedFiles(t);
    const over = await t.request({ method: 'POST', url: `/api/propiedades/${listingId}/imagenes`, cookie, ...multipart('imagenes', [{ data: image }]) });
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json().error.code).toBe(ERROR_CODES.uploadQuota);
    expect(over.json().error.message).toMatch(
      /^Llegaste al límite de archivos subidos por día \(200 archivos o 500 MB cada 24 horas\)\. Vas a poder subir más en 24 horas\.$/,
    );
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(DAY_SECONDS - 600);
    expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
    expect(storedFiles(t)).toEqual(before);
    expect(await listingImages(listingId, cookie)).toEqual([]);

    // Another instance on the same database counts the same rows.
    const second = await buildApp({ config: t.app.config, database: t.database });
    await second.ready();
    try {
      const body = multipart('imagen', [{ data: image }], { titulo: 'Otra', tipo: 'trabajos' });
      const elsewhere = await second.inject({
        method: 'POST',
        url: '/api/carrusel',
        headers: { origin: t.app.config.publicUrl, cookie, ...body.headers },
        payload: body.payload,
      });
      expect(elsewhere.statusCode, elsewhere.body).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('counts bytes too: a file that would pass 500 MB in a day is refused with 429', async () => {
    const name = `bytes${Date.now().toString(36)}`;
    const cookie = await t.signInAs(['contenido'], name);
    const image = await png(320, 200);
    await countHit(t.database.db, quotaKeys(`cuenta:${await idOf(name)}`).bytes, UPLOAD_QUOTA.windowMs, UPLOAD_QUOTA.bytes - image.length + 1);
    const before = storedFiles(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/carrusel',
      cookie,
      ...multipart('imagen', [{ data: image }], { titulo: 'Pesada', tipo: 'trabajos' }),
    });
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json().error.code).toBe(ERROR_CODES.uploadQuota);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(storedFiles(t)).toEqual(before);
  });

  it('counts the anonymous land owners’ form per client address', async () => {
    const used = '10.84.250.1';
    await countHit(t.database.db, quotaKeys(`ip:${used}`).files, UPLOAD_QUOTA.windowMs, UPLOAD_QUOTA.files);
    const send = (remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: '/api/terrenos/contactos',
        remoteAddress,
        ...multipart('archivo', [{ data: PDF, name: 'p.pdf', type: 'application/pdf' }], owner),
      });
    const refused = await send(used);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().error.code).toBe(ERROR_CODES.uploadQuota);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(nextAddress())).statusCode).toBe(201);
  });
});

describe('a full disk (507)', () => {
  /** storage.put as on a disk that fills up after `room` writes: the failing write leaves an empty file behind, as a cut write can. */
  function fillDiskAfter(room: number) {
    const put = t.app.storage.put.bind(t.app.storage);
    let writes = 0;
    const spy = vi.spyOn(t.app.storage, 'put').mockImplementation(async (key, data) => {
      if (writes++ < room) return put(key, data);
      await put(key, Buffer.alloc(0));
      throw diskFull();
    });
    spies.push(spy);
    return spy;
  }

  it('refuses a carousel image with 507 in Spanish and removes every width already written', async () => {
    const spy = fillDiskAfter(2);
    const before = { files: storedFiles(t), carousel: await carouselCount() };
    const response = await t.request({
      method: 'POST',
      url: '/api/carrusel',
      cookie: contenido,
      ...multipart('imagen', [{ data: await png(2000, 1000) }], { titulo: 'Sin lugar', tipo: 'trabajos' }),
    });
    expect(response.statusCode, response.body).toBe(507);
    expect(response.json()).toEqual({ error: { code: ERROR_CODES.storageFull, message: UPLOAD_MESSAGES.storageFull } });
    expect(response.json().error.message).toMatch(/^No hay espacio para guardar el archivo/);
    expect(spy).toHaveBeenCalledTimes(3);
    expect(storedFiles(t)).toEqual(before.files);
    expect(await carouselCount()).toBe(before.carousel);
  });

  it('refuses listing images with 507 and removes the images of the request stored before', async () => {
    const listingId = await newListing();
    fillDiskAfter(4);
    const before = storedFiles(t);
    const files = [{ data: await png(2000, 1000, '#246') }, { data: await png(2000, 1000, '#642') }];
    const response = await t.request({ method: 'POST', url: `/api/propiedades/${listingId}/imagenes`, cookie: usuario, ...multipart('imagenes', files) });
    expect(response.statusCode, response.body).toBe(507);
    expect(response.json().error.code).toBe(ERROR_CODES.storageFull);
    expect(storedFiles(t)).toEqual(before);
    expect(await listingImages(listingId)).toEqual([]);
  });

  it('refuses a land owner’s file with 507, without an inquiry or a file', async () => {
    fillDiskAfter(0);
    const before = { files: storedFiles(t), inquiries: await inquiryCount() };
    const response = await t.request({
      method: 'POST',
      url: '/api/terrenos/contactos',
      remoteAddress: nextAddress(),
      ...multipart('archivo', [{ data: PDF, name: 'p.pdf', type: 'application/pdf' }], owner),
    });
    expect(response.statusCode, response.body).toBe(507);
    expect(response.json().error.message).toBe(UPLOAD_MESSAGES.storageFull);
    expect(storedFiles(t)).toEqual(before.files);
    expect(await inquiryCount()).toBe(before.inquiries);
  });
});
