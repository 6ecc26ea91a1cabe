import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_LIMITS, PROPERTY_MESSAGES } from '../../../domain/properties/properties.ts';
import { propiedades } from '../../platform/db/schema/index.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
let stranger: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger, admin] = await Promise.all([t.signInAs(['usuario']), t.signInAs(['usuario']), t.signInAs(['admin'])]);
});
afterAll(() => t.close());

const listing = {
  titulo: 'Lote en Palermo',
  tipo: 'Terreno',
  barrio: 'Palermo',
  metros_cuadrados: 300,
  precio_venta: 500_000,
  caracteristicas: ['Plano aprobado'],
};
let address = 0;
/** A distinct client address per creation keeps the tests clear of the creation rate limit (tested apart). */
const nextAddress = () => `10.2.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const create = async (cookie: string, body: Record<string, unknown> = listing) => {
  const response = await t.request({ method: 'POST', url: '/api/propiedades', payload: body, cookie, remoteAddress: nextAddress() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; publicada: boolean; imagenes: { url: string; anchos: number[] }[]; imagenes_urls: string[] };
};
const publish = (id: string, cookie: string, body: Record<string, unknown> = { publicada: true }) =>
  t.request({ method: 'PATCH', url: `/api/admin/propiedades/${id}/publicacion`, payload: body, cookie });

function multipart(files: { name: string; type: string; data: Buffer }[]) {
  const boundary = `----parcela${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imagenes"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
const upload = (id: string, cookie: string, files: { name: string; type: string; data: Buffer }[]) =>
  t.request({ method: 'POST', url: `/api/propiedades/${id}/imagenes`, cookie, remoteAddress: nextAddress(), ...multipart(files) });
const fileOf = (url: string) => join(t.dataDir, 'uploads', 'public', url.replace('/uploads/', ''));

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/propiedades/mias' },
    { method: 'POST', url: '/api/propiedades' },
    { method: 'PUT', url: `/api/propiedades/${crypto.randomUUID()}` },
    { method: 'DELETE', url: `/api/propiedades/${crypto.randomUUID()}` },
    { method: 'POST', url: `/api/propiedades/${crypto.randomUUID()}/imagenes` },
  ],
  { allowed: 'signed-in' },
);

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/admin/propiedades' },
    { method: 'PATCH', url: `/api/admin/propiedades/${crypto.randomUUID()}/publicacion` },
  ],
  { allowed: ['admin'] },
);

describe('listings', () => {
  it('creates unpublished listings that the marketplace does not show until an admin publishes them', async () => {
    // Publishing is an admin's move: a body that tries it is refused, naming the field.
    const tried = await t.request({ method: 'POST', url: '/api/propiedades', payload: { ...listing, publicada: true }, cookie: owner });
    expect(tried.json()).toEqual({
      error: { code: 'VALIDATION', message: 'No se esperaba el campo «publicada»: quitalo y volvé a enviar.', field: 'publicada' },
    });
    const mine = await create(owner, listing);
    expect(mine.publicada).toBe(false);
    const before = (await t.request({ method: 'GET', url: '/api/propiedades' })).json();
    expect(before.items.map((p: { id: string }) => p.id)).not.toContain(mine.id);
    expect((await t.request({ method: 'GET', url: `/api/propiedades/${mine.id}` })).statusCode).toBe(404);

    const own = (await t.request({ method: 'GET', url: '/api/propiedades/mias', cookie: owner })).json();
    expect(own.items.map((p: { id: string }) => p.id)).toContain(mine.id);
    expect((await t.request({ method: 'GET', url: '/api/propiedades/mias', cookie: stranger })).json().items).toEqual([]);

    expect((await publish(mine.id, owner)).statusCode).toBe(403);
    const published = await publish(mine.id, admin, { publicada: true, orden_publicacion: 5 });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ publicada: true, orden_publicacion: 5, es_propia: false });
    expect((await t.request({ method: 'GET', url: `/api/propiedades/${mine.id}` })).json()).toMatchObject({ titulo: 'Lote en Palermo', precio_venta: 500_000 });
  });

  it('lists only published listings, highest orden_publicacion first, paginated', async () => {
    const ids: string[] = [];
    for (const orden of [10, 30, 20]) {
      const p = await create(owner, { ...listing, titulo: `Orden ${orden}` });
      await publish(p.id, admin, { publicada: true, orden_publicacion: orden });
      ids.push(p.id);
    }
    const hidden = await create(owner, { ...listing, titulo: 'Oculta' });
    const response = await t.request({ method: 'GET', url: '/api/propiedades?page_size=3' });
    const body = response.json();
    expect(body.items.map((p: { titulo: string }) => p.titulo)).toEqual(['Orden 30', 'Orden 20', 'Orden 10']);
    expect(body.page_size).toBe(3);
    const all = (await t.request({ method: 'GET', url: '/api/propiedades?page_size=50' })).json();
    expect(all.items.every((p: { publicada: boolean }) => p.publicada)).toBe(true);
    expect(all.items.map((p: { id: string }) => p.id)).not.toContain(hidden.id);
    expect(response.body).not.toContain('propietario');
    expect((await t.request({ method: 'GET', url: '/api/propiedades?page_size=1000' })).statusCode).toBe(400);
  });

  it('lets only the owner (or an admin) edit or delete a listing', async () => {
    const mine = await create(owner);
    const edit = { ...listing, titulo: 'Editada' };
    const denied = await t.request({ method: 'PUT', url: `/api/propiedades/${mine.id}`, payload: edit, cookie: stranger });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(PROPERTY_MESSAGES.ajena);
    expect((await t.request({ method: 'DELETE', url: `/api/propiedades/${mine.id}`, cookie: stranger })).statusCode).toBe(403);
    expect((await upload(mine.id, stranger, [{ name: 'a.png', type: 'image/png', data: await png() }])).statusCode).toBe(403);

    const ok = await t.request({ method: 'PUT', url: `/api/propiedades/${mine.id}`, payload: edit, cookie: owner });
    expect(ok.json()).toMatchObject({ titulo: 'Editada', es_propia: true });
    const byAdmin = await t.request({ method: 'PUT', url: `/api/propiedades/${mine.id}`, payload: { ...edit, titulo: 'Por admin' }, cookie: admin });
    expect(byAdmin.statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: `/api/propiedades/${crypto.randomUUID()}`, payload: edit, cookie: owner })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/propiedades/${mine.id}`, cookie: owner })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/propiedades/mias', cookie: owner })).json().items.map((p: { id: string }) => p.id)).not.toContain(
      mine.id,
    );
  });

  it('takes a published listing off the marketplace when its owner edits it, not when an admin does', async () => {
    const p = await create(owner);
    await publish(p.id, admin);
    await t.request({ method: 'PUT', url: `/api/propiedades/${p.id}`, payload: { ...listing, titulo: 'Cambiada' }, cookie: admin });
    expect((await t.request({ method: 'GET', url: `/api/propiedades/${p.id}` })).statusCode).toBe(200);
    await t.request({ method: 'PUT', url: `/api/propiedades/${p.id}`, payload: { ...listing, titulo: 'Otra cosa' }, cookie: owner });
    expect((await t.request({ method: 'GET', url: `/api/propiedades/${p.id}` })).statusCode).toBe(404);
  });

  it.each([
    [{ ...listing, titulo: ' ' }, PROPERTY_MESSAGES.tituloObligatorio],
    [{ ...listing, tipo: 'Castillo' }, PROPERTY_MESSAGES.tipoInvalido],
    [{ ...listing, precio_venta: -1 }, PROPERTY_MESSAGES.precioInvalido],
    [{ ...listing, badge_color: 'fucsia' }, PROPERTY_MESSAGES.colorInvalido],
    [{ ...listing, caracteristicas: Array(21).fill('x') }, PROPERTY_MESSAGES.demasiadasCaracteristicas],
  ])('refuses %j', async (payload, message) => {
    const response = await t.request({ method: 'POST', url: '/api/propiedades', payload, cookie: owner, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  // ADR 024: «185.000» typed in the form and 185000 from a JSON client store the same listing.
  it('reads the price and surface typed the Argentine way and as JSON numbers alike, on create and on edit', async () => {
    const typed = await create(owner, { ...listing, precio_venta: '185.000', metros_cuadrados: '1.200,5' });
    const sent = await create(owner, { ...listing, precio_venta: 185_000, metros_cuadrados: 1200.5 });
    for (const p of [typed, sent]) expect(p).toMatchObject({ precio_venta: 185_000, metros_cuadrados: 1200.5 });
    const edited = await t.request({
      method: 'PUT',
      url: `/api/propiedades/${typed.id}`,
      payload: { ...listing, precio_venta: 'US$ 1.250.000,50', metros_cuadrados: '' },
      cookie: owner,
    });
    expect(edited.json()).toMatchObject({ precio_venta: 1_250_000.5, metros_cuadrados: null });
    const mine = (await t.request({ method: 'GET', url: '/api/propiedades/mias?page_size=100', cookie: owner })).json();
    const stored = (id: string) => mine.items.find((p: { id: string }) => p.id === id);
    expect(stored(typed.id)).toMatchObject({ precio_venta: 1_250_000.5, metros_cuadrados: null });
    expect(stored(sent.id)).toMatchObject({ precio_venta: 185_000, metros_cuadrados: 1200.5 });
  });

  it.each(['precio_venta', 'metros_cuadrados'])('400 naming %s for «1,2,3», on create and on edit, and nothing saved', async (field) => {
    const count = async () => (await t.request({ method: 'GET', url: '/api/propiedades/mias?page_size=100', cookie: owner })).json().total;
    const before = await count();
    const created = await t.request({
      method: 'POST',
      url: '/api/propiedades',
      payload: { ...listing, [field]: '1,2,3' },
      cookie: owner,
      remoteAddress: nextAddress(),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(created.json().error.message).toMatch(/^No entendemos «1,2,3» como número/);
    expect(await count()).toBe(before);
    const p = await create(owner);
    const edited = await t.request({
      method: 'PUT',
      url: `/api/propiedades/${p.id}`,
      payload: { ...listing, titulo: 'No se guarda', [field]: '1,2,3' },
      cookie: owner,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error).toMatchObject({ field });
    const mine = (await t.request({ method: 'GET', url: '/api/propiedades/mias?page_size=100', cookie: owner })).json();
    expect(mine.items.find((i: { id: string }) => i.id === p.id)).toMatchObject({ titulo: listing.titulo, precio_venta: 500_000 });
  });

  it('reads the publication order typed or sent as a number; refuses «1,2,3» naming the field', async () => {
    const p = await create(owner);
    expect((await publish(p.id, admin, { orden_publicacion: '1.000' })).json()).toMatchObject({ orden_publicacion: 1000 });
    expect((await publish(p.id, admin, { orden_publicacion: 12 })).json()).toMatchObject({ orden_publicacion: 12 });
    const refused = await publish(p.id, admin, { orden_publicacion: '1,2,3', publicada: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'VALIDATION', field: 'orden_publicacion' });
    const mine = (await t.request({ method: 'GET', url: '/api/propiedades/mias?page_size=100', cookie: owner })).json();
    expect(mine.items.find((i: { id: string }) => i.id === p.id)).toMatchObject({ orden_publicacion: 12, publicada: false });
  });

  it('refuses a bad publication order', async () => {
    const p = await create(owner);
    expect((await publish(p.id, admin, { orden_publicacion: -3 })).json().error.message).toBe(PROPERTY_MESSAGES.ordenInvalido);
    expect((await publish(crypto.randomUUID(), admin)).statusCode).toBe(404);
  });

  it(`caps listings per account at ${PROPERTY_LIMITS.porUsuario}`, async () => {
    const cookie = await t.signInAs(['usuario']);
    const user = (await t.request({ method: 'GET', url: '/api/me', cookie })).json().user as { id: string };
    await t.database.db
      .insert(propiedades)
      .values(Array.from({ length: PROPERTY_LIMITS.porUsuario }, (_, i) => ({ titulo: `p${i}`, tipo: 'Casa', barrio: 'Palermo', propietarioId: user.id })));
    const response = await t.request({ method: 'POST', url: '/api/propiedades', payload: listing, cookie, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(409);
  });

  it('keeps the cap under simultaneous creations', async () => {
    const cookie = await t.signInAs(['usuario']);
    const user = (await t.request({ method: 'GET', url: '/api/me', cookie })).json().user as { id: string };
    const below = PROPERTY_LIMITS.porUsuario - 2;
    await t.database.db
      .insert(propiedades)
      .values(Array.from({ length: below }, (_, i) => ({ titulo: `p${i}`, tipo: 'Casa', barrio: 'Palermo', propietarioId: user.id })));
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => t.request({ method: 'POST', url: '/api/propiedades', payload: listing, cookie, remoteAddress: nextAddress() })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const mine = await t.request({ method: 'GET', url: '/api/propiedades/mias', cookie });
    expect(mine.statusCode).toBe(200);
  });

  it('rate limits creation per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await t.request({ method: 'POST', url: '/api/propiedades', payload: listing, cookie: stranger, remoteAddress: '10.3.3.3' })).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes[10]).toBe(429);
  });
  it('marks sample listings (es_muestra) in the management view only', async () => {
    await t.database.db
      .insert(propiedades)
      .values({ titulo: 'Lote de muestra', tipo: 'Terreno', barrio: 'Palermo', publicada: true, ordenPublicacion: 99, esMuestra: true });
    const managed = (await t.request({ method: 'GET', url: '/api/admin/propiedades?page_size=50', cookie: admin })).json() as {
      items: { titulo: string; es_muestra: boolean }[];
    };
    expect(managed.items.find((l) => l.titulo === 'Lote de muestra')?.es_muestra).toBe(true);
    const market = (await t.request({ method: 'GET', url: '/api/propiedades?page_size=50' })).json() as { items: object[] };
    expect(market.items.length).toBeGreaterThan(0);
    for (const item of market.items) expect(item).not.toHaveProperty('es_muestra');
  });
});

describe('images', () => {
  it('stores uploads as WebP variants, answers imagenes_urls, and deletes files with the listing', async () => {
    const p = await create(owner);
    const response = await upload(p.id, owner, [
      { name: 'frente.png', type: 'image/png', data: await png() },
      { name: 'patio.png', type: 'image/png', data: await png() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.imagenes).toHaveLength(2);
    expect(body.imagenes_urls[0]).toMatch(/^\/uploads\/propiedades\/[0-9a-f-]{36}-640\.webp$/);
    expect(existsSync(fileOf(body.imagenes_urls[0]))).toBe(true);

    const removed = await t.request({ method: 'DELETE', url: `/api/propiedades/${p.id}/imagenes/0`, cookie: owner });
    expect(removed.json().imagenes_urls).toEqual([body.imagenes_urls[1]]);
    expect(existsSync(fileOf(body.imagenes_urls[0]))).toBe(false);

    expect((await t.request({ method: 'DELETE', url: `/api/propiedades/${p.id}`, cookie: owner })).statusCode).toBe(204);
    expect(existsSync(fileOf(body.imagenes_urls[1]))).toBe(false);
  });

  it('rejects an HTML file renamed .jpg with 415', async () => {
    const p = await create(owner);
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const response = await upload(p.id, owner, [{ name: 'foto.jpg', type: 'image/jpeg', data: html }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it(`keeps at most ${PROPERTY_LIMITS.imagenes} images per listing`, async () => {
    const p = await create(owner);
    const image = await png();
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', data: image }));
    expect((await upload(p.id, owner, files)).statusCode).toBe(200);
    const over = await upload(p.id, owner, files.slice(0, 3));
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(PROPERTY_MESSAGES.demasiadasImagenes);
    expect((await upload(p.id, owner, files.slice(0, 2))).json().imagenes).toHaveLength(8);
  });

  it('answers 413 for a file over 10 MB', async () => {
    const p = await create(owner);
    const response = await upload(p.id, owner, [{ name: 'grande.png', type: 'image/png', data: Buffer.alloc(10 * 1024 * 1024 + 10, 1) }]);
    expect(response.statusCode).toBe(413);
  });
});

it('documents the routes with who may call them', async () => {
  const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
  expect(doc.paths['/api/propiedades'].get.security).toBeUndefined();
  expect(doc.paths['/api/propiedades'].post['x-roles']).toEqual(['cualquier usuario con sesión']);
  expect(doc.paths['/api/admin/propiedades/{id}/publicacion'].patch['x-roles']).toEqual(['admin']);
});

describe('audit trail', () => {
  it('records publishing, unpublishing and deleting with who, from where and which listing; a refused action records nothing', async () => {
    const auditor = await t.signInAs(['admin'], 'auditora.prop');
    const { id } = await create(owner);
    const as = { cookie: auditor, remoteAddress: '2001:db8::7' };
    expect((await t.request({ method: 'PATCH', url: `/api/admin/propiedades/${id}/publicacion`, payload: { publicada: true }, ...as })).statusCode).toBe(200);
    // Ordering alone is no publication change.
    expect((await t.request({ method: 'PATCH', url: `/api/admin/propiedades/${id}/publicacion`, payload: { orden_publicacion: 3 }, ...as })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'PATCH', url: `/api/admin/propiedades/${id}/publicacion`, payload: { publicada: false }, ...as })).statusCode).toBe(200);
    const about = async (accion: 'propiedad_publicada' | 'propiedad_despublicada') => (await auditRows(t, accion)).filter((r) => r.detalle?.includes(id));
    expect(await about('propiedad_publicada')).toEqual([
      expect.objectContaining({
        actor: 'auditora.prop',
        direccion: '2001:db8::7',
        detalle: expect.stringContaining(`«Lote en Palermo» (${id}), de la cuenta`),
      }),
    ]);
    expect(await about('propiedad_despublicada')).toMatchObject([{ actor: 'auditora.prop', direccion: '2001:db8::7' }]);

    const before = (await auditRows(t, 'propiedad_eliminada')).length;
    // A stranger's delete is refused (403): no row.
    expect((await t.request({ method: 'DELETE', url: `/api/propiedades/${id}`, cookie: stranger })).statusCode).toBe(403);
    expect(await auditRows(t, 'propiedad_eliminada')).toHaveLength(before);
    expect((await t.request({ method: 'DELETE', url: `/api/propiedades/${id}`, cookie: owner, remoteAddress: '10.9.9.9' })).statusCode).toBe(204);
    const deleted = (await auditRows(t, 'propiedad_eliminada')).at(-1);
    expect(deleted).toMatchObject({ direccion: '10.9.9.9', detalle: `«Lote en Palermo» (${id})` });
    expect(deleted?.actorId).toBeTruthy();
  });
});
