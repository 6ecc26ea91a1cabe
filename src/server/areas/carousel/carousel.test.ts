import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarouselAdminItem } from '../../../domain/carousel/carousel.schemas.ts';
import { CAROUSEL_MESSAGES, type CarouselType, DESCRIPTION_MAX, TITLE_MAX } from '../../../domain/carousel/carousel.ts';
import { MAX_UPLOAD_BYTES, variantUrl } from '../../../domain/shared/images.ts';
import { carruselImagenes } from '../../platform/db/schema/index.ts';
import { sendAtOnce } from '../../test/at-once.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: string;
let admin: string;
let crm: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signInAs(['contenido']);
  admin = await t.signInAs(['admin']);
  crm = await t.signInAs(['crm']);
});
afterAll(() => t.close());

const uploadsDir = () => join(t.dataDir, 'uploads', 'public');
const fileOf = (url: string) => join(uploadsDir(), url.replace('/uploads/', ''));

async function png(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c63' } })
    .png()
    .withMetadata({ exif: { IFD0: { Artist: 'Cámara del obrador', Copyright: 'GPS -34.52,-58.47' } } })
    .toBuffer();
}

function form(fields: Record<string, string>, file?: { data: Buffer | Uint8Array; name?: string; type?: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('imagen', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name ?? 'foto.png');
  return body;
}

const upload = (payload: FormData, cookie?: string) => t.request({ method: 'POST', url: '/api/carrusel', payload, cookie });

async function addImage(titulo: string, tipo: CarouselType, cookie = staff): Promise<CarouselAdminItem> {
  const response = await upload(form({ titulo, tipo }, { data: await png(640, 360) }), cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const listPublic = async (tipo: CarouselType) => (await t.request({ method: 'GET', url: `/api/carrusel?tipo=${tipo}` })).json() as CarouselAdminItem[];
const adminList = async () => (await t.request({ method: 'GET', url: '/api/carrusel/admin', cookie: staff })).json() as CarouselAdminItem[];
const ordersOf = async (tipo: CarouselType) => (await adminList()).filter((i) => i.tipo === tipo).map((i) => [i.titulo, i.orden]);

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/carrusel/admin' },
    { method: 'POST', url: '/api/carrusel' },
    { method: 'PATCH', url: '/api/carrusel/00000000-0000-4000-8000-000000000000' },
    { method: 'DELETE', url: '/api/carrusel/00000000-0000-4000-8000-000000000000' },
  ],
  { allowed: ['contenido'] },
);

describe('authorization', () => {
  it.each([
    ['contenido', () => staff],
    ['admin', () => admin],
  ])('%s may add, reorder and delete', async (_role, cookie) => {
    const a = await addImage('Permiso A', 'propiedades', cookie());
    const b = await addImage('Permiso B', 'propiedades', cookie());
    const moved = await t.request({ method: 'PATCH', url: `/api/carrusel/${b.id}`, payload: { orden: a.orden }, cookie: cookie() });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().orden).toBe(a.orden);
    for (const item of [a, b]) expect((await t.request({ method: 'DELETE', url: `/api/carrusel/${item.id}`, cookie: cookie() })).statusCode).toBe(204);
    expect(await adminList()).toEqual([]);
  });
});

describe('upload pipeline', () => {
  it('stores a PNG as WebP variants without EXIF, at the end of its type, served with immutable caching', async () => {
    const response = await upload(
      form({ titulo: '  Edificio Thames  ', descripcion: 'Obra terminada en 2025', tipo: 'trabajos' }, { data: await png(2000, 1000) }),
      staff,
    );
    expect(response.statusCode, response.body).toBe(201);
    const item: CarouselAdminItem = response.json();
    expect(item).toMatchObject({
      titulo: 'Edificio Thames',
      descripcion: 'Obra terminada en 2025',
      tipo: 'trabajos',
      orden: 0,
      activo: true,
      imagen_anchos: [480, 960, 1600],
      imagen_ancho: 1600,
      imagen_alto: 800,
    });
    expect(item.imagen_url).toMatch(/^\/uploads\/carrusel\/[0-9a-f-]{36}-1600\.webp$/);
    for (const width of item.imagen_anchos) {
      const meta = await sharp(fileOf(variantUrl(item.imagen_url, width))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
    }
    const served = await t.request({ method: 'GET', url: item.imagen_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');

    const second = await addImage('Segunda', 'trabajos');
    expect(second.orden).toBe(1);
    await t.request({ method: 'DELETE', url: `/api/carrusel/${item.id}`, cookie: staff });
    await t.request({ method: 'DELETE', url: `/api/carrusel/${second.id}`, cookie: staff });
  });

  it('accepts a photo of several megabytes (the 1 MB JSON body limit does not apply to uploads)', async () => {
    const noise = Buffer.from(Array.from({ length: 1500 * 1000 * 3 }, () => Math.floor(Math.random() * 256)));
    const photo = await sharp(noise, { raw: { width: 1500, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    const response = await upload(form({ titulo: 'Foto pesada', tipo: 'propiedades' }, { data: photo }), staff);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ imagen_ancho: 1500, imagen_alto: 1000 });
    await t.request({ method: 'DELETE', url: `/api/carrusel/${response.json().id}`, cookie: staff });
  });

  it('answers 413 for a file over 10 MB and stores nothing', async () => {
    const response = await upload(form({ titulo: 'Enorme', tipo: 'trabajos' }, { data: new Uint8Array(MAX_UPLOAD_BYTES + 1) }), staff);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await adminList()).toEqual([]);
  });

  it.each([
    ['HTML', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'],
  ])('answers 415 for an %s file named .png and stores nothing', async (_kind, text) => {
    const response = await upload(form({ titulo: 'Falsa', tipo: 'trabajos' }, { data: Buffer.from(text), name: 'foto.png', type: 'image/png' }), staff);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toMatch(/no es una imagen válida/);
    expect(await adminList()).toEqual([]);
    expect(existsSync(join(uploadsDir(), 'carrusel')) ? readdirSync(join(uploadsDir(), 'carrusel')) : []).toEqual([]);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await t.request({ method: 'POST', url: '/api/carrusel', payload: { titulo: 'x', tipo: 'trabajos' }, cookie: staff });
    expect(response.statusCode).toBe(415);
  });

  it.each([
    ['no image', form({ titulo: 'Sin foto', tipo: 'trabajos' }), CAROUSEL_MESSAGES.imageRequired],
    ['an empty file', form({ titulo: 'Vacía', tipo: 'trabajos' }, { data: Buffer.alloc(0) }), CAROUSEL_MESSAGES.imageRequired],
    ['no title', form({ titulo: '  ', tipo: 'trabajos' }, { data: Buffer.from('x') }), CAROUSEL_MESSAGES.titleRequired],
    ['an unknown type', form({ titulo: 'Obra', tipo: 'oficinas' }, { data: Buffer.from('x') }), CAROUSEL_MESSAGES.invalidType],
  ])('answers 400 for %s with its Spanish message', async (_case, payload, message) => {
    const response = await upload(payload, staff);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });
});

it('documents the carousel routes and their roles in OpenAPI', async () => {
  const spec = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
  expect(spec.paths['/api/carrusel'].post['x-roles']).toEqual(['admin', 'contenido']);
  expect(spec.paths['/api/carrusel'].get.security).toBeUndefined();
  expect(spec.paths['/api/carrusel/{id}'].patch['x-roles']).toEqual(['admin', 'contenido']);
});

describe('public list', () => {
  it('returns only the active items of the type, by orden, revalidated with an ETag', async () => {
    await t.database.db.insert(carruselImagenes).values([
      { tipo: 'propiedades', titulo: 'Tercera', imagenUrl: '/uploads/carrusel/c-480.webp', imagenAnchos: [480], orden: 2 },
      { tipo: 'propiedades', titulo: 'Primera', descripcion: 'Con descripción', imagenUrl: '/uploads/carrusel/a-480.webp', imagenAnchos: [480], orden: 0 },
      { tipo: 'propiedades', titulo: 'Inactiva', imagenUrl: '/uploads/carrusel/b-480.webp', imagenAnchos: [480], orden: 1, activo: false },
      { tipo: 'trabajos', titulo: 'De otro tipo', imagenUrl: '/uploads/carrusel/d-480.webp', imagenAnchos: [480], orden: 0 },
    ]);
    const response = await t.request({ method: 'GET', url: '/api/carrusel?tipo=propiedades' });
    expect(response.statusCode).toBe(200);
    const items = response.json() as CarouselAdminItem[];
    expect(items.map((i) => i.titulo)).toEqual(['Primera', 'Tercera']);
    expect(items[0]).toEqual({
      id: expect.any(String),
      tipo: 'propiedades',
      titulo: 'Primera',
      descripcion: 'Con descripción',
      imagen_url: '/uploads/carrusel/a-480.webp',
      imagen_anchos: [480],
      imagen_ancho: null,
      imagen_alto: null,
      orden: 0,
    });
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const again = await t.request({ method: 'GET', url: '/api/carrusel?tipo=propiedades', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await listPublic('trabajos')).map((i) => i.titulo)).toEqual(['De otro tipo']);
    await t.database.db.delete(carruselImagenes);
  });

  it('answers 400 for a missing or unknown type', async () => {
    for (const url of ['/api/carrusel', '/api/carrusel?tipo=oficinas']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(CAROUSEL_MESSAGES.invalidType);
    }
  });
});

describe('reorder, toggle and delete', () => {
  it('moves an item inside its type keeping positions dense, and leaves the other type alone', async () => {
    const [a, b, c] = [await addImage('A', 'trabajos'), await addImage('B', 'trabajos'), await addImage('C', 'trabajos')];
    const other = await addImage('Otra', 'propiedades');
    const patch = (id: string, payload: object) => t.request({ method: 'PATCH', url: `/api/carrusel/${id}`, payload, cookie: staff });

    expect((await patch(c?.id as string, { orden: 0 })).json().orden).toBe(0);
    expect(await ordersOf('trabajos')).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    await patch(c?.id as string, { orden: 99 });
    expect(await ordersOf('trabajos')).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ]);
    expect(await ordersOf('propiedades')).toEqual([['Otra', 0]]);

    const hidden = await patch(b?.id as string, { activo: false });
    expect(hidden.json()).toMatchObject({ activo: false, orden: 1 });
    expect((await listPublic('trabajos')).map((i) => i.titulo)).toEqual(['A', 'C']);

    const del = await t.request({ method: 'DELETE', url: `/api/carrusel/${a?.id}`, cookie: staff });
    expect(del.statusCode).toBe(204);
    expect(await ordersOf('trabajos')).toEqual([
      ['B', 0],
      ['C', 1],
    ]);
    for (const item of [b, c, other]) await t.request({ method: 'DELETE', url: `/api/carrusel/${item?.id}`, cookie: staff });
  });

  it('uploads, moves and deletions at once keep positions 0..n-1 with every item once (lockPositions)', async () => {
    // Addresses of their own: these eleven uploads stay out of the upload limit the file's other tests count on.
    const uploadAs = async (titulo: string, n: number) => ({
      method: 'POST' as const,
      url: '/api/carrusel',
      payload: form({ titulo, tipo: 'trabajos' }, { data: await png(64, 48) }),
      cookie: staff,
      remoteAddress: `10.9.0.${n}`,
    });
    const before: CarouselAdminItem[] = [];
    for (let i = 0; i < 7; i++) before.push((await t.request(await uploadAs(`Antes ${i}`, i + 1))).json());
    const [gone, ...staying] = before;
    const { responses, peakConnections } = await sendAtOnce(t, [
      // Without the lock, uploads count the same siblings and moves rewrite the order from stale reads.
      ...(await Promise.all([0, 1, 2, 3].map((i) => uploadAs(`Junta ${i}`, i + 10)))),
      ...staying.map((item, i) => ({ method: 'PATCH' as const, url: `/api/carrusel/${item.id}`, payload: { orden: (i * 5) % 6 }, cookie: staff })),
      { method: 'DELETE' as const, url: `/api/carrusel/${gone?.id}`, cookie: staff },
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 201, 201, 201, 201, 204]);
    if (t.database.kind === 'postgres') expect(peakConnections).toBeGreaterThan(1);
    const rows = (await t.database.db.select().from(carruselImagenes)).filter((r) => r.tipo === 'trabajos');
    expect(rows.map((r) => r.orden).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const expected = [...staying.map((i) => i.id), ...responses.filter((r) => r.statusCode === 201).map((r) => r.json().id)];
    expect(rows.map((r) => r.id).sort()).toEqual(expected.sort());
    for (const row of rows) await t.request({ method: 'DELETE', url: `/api/carrusel/${row.id}`, cookie: staff });
  });

  it('deletes every stored variant of the image', async () => {
    const response = await upload(form({ titulo: 'Con variantes', tipo: 'propiedades' }, { data: await png(1800, 900) }), staff);
    const item: CarouselAdminItem = response.json();
    const files = item.imagen_anchos.map((w) => fileOf(variantUrl(item.imagen_url, w)));
    expect(files).toHaveLength(3);
    for (const file of files) expect(existsSync(file)).toBe(true);
    expect((await t.request({ method: 'DELETE', url: `/api/carrusel/${item.id}`, cookie: staff })).statusCode).toBe(204);
    for (const file of files) expect(existsSync(file)).toBe(false);
    expect((await t.request({ method: 'GET', url: item.imagen_url })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for an empty change', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.request({ method: 'PATCH', url: `/api/carrusel/${unknown}`, payload: { activo: true }, cookie: staff })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/carrusel/${unknown}`, cookie: staff })).statusCode).toBe(404);
    const empty = await t.request({ method: 'PATCH', url: `/api/carrusel/${unknown}`, payload: {}, cookie: staff });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(CAROUSEL_MESSAGES.nothingToChange);
  });

  it('edits an image’s title and description with the rules of a new one; the site shows them; audited', async () => {
    const item = await addImage('Fachada', 'trabajos');
    const patch = (payload: object) => t.request({ method: 'PATCH', url: `/api/carrusel/${item.id}`, payload, cookie: staff });
    const saved = await patch({ titulo: '  Fachada terminada  ', descripcion: 'Edificio Thames 900, 2026' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ titulo: 'Fachada terminada', descripcion: 'Edificio Thames 900, 2026', orden: item.orden, activo: true });
    expect((await listPublic('trabajos')).find((i) => i.id === item.id)).toMatchObject({
      titulo: 'Fachada terminada',
      descripcion: 'Edificio Thames 900, 2026',
    });
    // An empty description clears it; the title alone leaves it as it is.
    expect((await patch({ descripcion: '' })).json().descripcion).toBeNull();
    expect((await patch({ titulo: 'Fachada' })).json()).toMatchObject({ titulo: 'Fachada', descripcion: null });

    const empty = await patch({ titulo: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ field: 'titulo', message: CAROUSEL_MESSAGES.titleRequired });
    expect((await patch({ titulo: 'x'.repeat(TITLE_MAX + 1) })).json().error.message).toBe(CAROUSEL_MESSAGES.titleTooLong);
    expect((await patch({ descripcion: 'x'.repeat(DESCRIPTION_MAX + 1) })).json().error.message).toBe(CAROUSEL_MESSAGES.descriptionTooLong);
    expect((await patch({ titulo: 'Otra', imagen_url: '/x.webp' })).statusCode).toBe(400);
    expect((await patch({ titulo: 42 })).statusCode).toBe(400);
    expect((await adminList()).find((i) => i.id === item.id)?.titulo).toBe('Fachada');

    const rows = (await auditRows(t, 'carrusel_imagen_modificada')).filter((r) => r.detalle?.includes(item.id));
    expect(rows[0]?.detalle).toContain('titulo: Fachada → Fachada terminada');
  });

  it('marks sample pictures (es_muestra) for the staff and never tells visitors', async () => {
    await t.database.db
      .insert(carruselImagenes)
      .values({ tipo: 'trabajos', titulo: 'Muestra', imagenUrl: '/uploads/carrusel/m-480.webp', imagenAnchos: [480], orden: 9, esMuestra: true });
    const mine = await addImage('Propia', 'trabajos');
    const staffView = await adminList();
    expect(staffView.find((i) => i.titulo === 'Muestra')?.es_muestra).toBe(true);
    expect(staffView.find((i) => i.id === mine.id)?.es_muestra).toBe(false);
    for (const item of await listPublic('trabajos')) expect(item).not.toHaveProperty('es_muestra');
    await t.database.db.delete(carruselImagenes);
  });
});

describe('audit trail', () => {
  it('records adding, changing and deleting an image with who and from where; a refused change records nothing', async () => {
    const editor = await t.signInAs(['contenido'], 'editora.carrusel');
    const response = await t.request({
      method: 'POST',
      url: '/api/carrusel',
      payload: form({ titulo: 'Obra auditada', tipo: 'trabajos' }, { data: await png(640, 360) }),
      cookie: editor,
      remoteAddress: '203.0.113.40',
    });
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json() as CarouselAdminItem;
    const as = { cookie: editor, remoteAddress: '203.0.113.40' };
    expect((await t.request({ method: 'PATCH', url: `/api/carrusel/${item.id}`, payload: { activo: false }, cookie: crm })).statusCode).toBe(403);
    expect((await t.request({ method: 'PATCH', url: `/api/carrusel/${item.id}`, payload: { activo: false }, ...as })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/carrusel/${item.id}`, ...as })).statusCode).toBe(204);
    const about = async (accion: 'carrusel_imagen_agregada' | 'carrusel_imagen_modificada' | 'carrusel_imagen_eliminada') =>
      (await auditRows(t, accion)).filter((r) => r.detalle?.includes(item.id));
    expect(await about('carrusel_imagen_agregada')).toEqual([
      expect.objectContaining({
        actor: 'editora.carrusel',
        direccion: '203.0.113.40',
        detalle: expect.stringContaining(`«Obra auditada» (trabajos, ${item.id})`),
      }),
    ]);
    expect(await about('carrusel_imagen_modificada')).toMatchObject([{ actor: 'editora.carrusel', detalle: expect.stringContaining('activo: sí → no') }]);
    expect(await about('carrusel_imagen_eliminada')).toMatchObject([{ actor: 'editora.carrusel', direccion: '203.0.113.40' }]);
  });
});
