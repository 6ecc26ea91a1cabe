import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAND_MESSAGES, type Plot, type PlotInput } from '../../../domain/fund/land.ts';
import { MAX_UPLOAD_BYTES } from '../../../domain/shared/images.ts';
import { ROLES, type Role } from '../../../domain/shared/roles.ts';
import { sendAtOnce } from '../../test/at-once.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { SAMPLE_LAND_OWNER, SAMPLE_PLOT } from '../../test/samples.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let fondo: string;
let admin: string;
const cookies = new Map<Role, string>();
const OTHER_ROLES = ROLES.filter((r) => r !== 'admin' && r !== 'fondo');
const MISSING = '00000000-0000-4000-8000-000000000000';
let address = 0;
/** A distinct client address per inquiry keeps the tests clear of the form's rate limit. */
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  fondo = await t.signInAs(['fondo']);
  admin = await t.signInAs(['admin']);
  for (const role of OTHER_ROLES) cookies.set(role, await t.signInAs([role]));
});
afterAll(() => t.close());

const plotBody = (change: Partial<Record<keyof PlotInput, unknown>> = {}) => ({ ...SAMPLE_PLOT, ...change });

async function createPlot(change: Partial<Record<keyof PlotInput, unknown>> = {}, cookie = fondo): Promise<Plot> {
  const response = await t.request({ method: 'POST', url: '/api/fondo/terrenos', payload: plotBody(change), cookie });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const adminPlots = async (): Promise<Plot[]> => (await t.request({ method: 'GET', url: '/api/fondo/terrenos', cookie: fondo })).json();
const deleteAll = async () => {
  for (const plot of await adminPlots()) await t.request({ method: 'DELETE', url: `/api/fondo/terrenos/${plot.id}`, cookie: fondo });
};

function inquiryForm(fields: Record<string, string>, file?: { data: Buffer | Uint8Array; name: string; type: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('archivo', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return body;
}
const owner = SAMPLE_LAND_OWNER;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const sendInquiry = (payload: FormData) => t.request({ method: 'POST', url: '/api/terrenos/contactos', payload, remoteAddress: nextAddress() });

async function pngImage(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
}
function imageForm(data: Buffer, name = 'lote.png'): FormData {
  const body = new FormData();
  body.append('imagen', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
  return body;
}

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/fondo/terrenos' },
    { method: 'POST', url: '/api/fondo/terrenos' },
    { method: 'PUT', url: `/api/fondo/terrenos/${MISSING}` },
    { method: 'PATCH', url: `/api/fondo/terrenos/${MISSING}` },
    { method: 'DELETE', url: `/api/fondo/terrenos/${MISSING}` },
    { method: 'POST', url: `/api/fondo/terrenos/${MISSING}/imagen` },
    { method: 'DELETE', url: `/api/fondo/terrenos/${MISSING}/imagen` },
    { method: 'GET', url: '/api/fondo/contactos' },
    { method: 'GET', url: `/api/fondo/contactos/${MISSING}/prefactibilidad` },
  ],
  { allowed: ['fondo'] },
);

describe('authorization: every fund route', () => {
  it.each([
    ['fondo', () => fondo],
    ['admin', () => admin],
  ])('%s may list, create, edit, move, toggle and delete plots, and read inquiries', async (_role, cookie) => {
    const a = await createPlot({ titulo: 'Permiso A' }, cookie());
    const b = await createPlot({ titulo: 'Permiso B' }, cookie());
    expect((await t.request({ method: 'GET', url: '/api/fondo/terrenos', cookie: cookie() })).statusCode).toBe(200);
    const edited = await t.request({ method: 'PUT', url: `/api/fondo/terrenos/${a.id}`, payload: plotBody({ titulo: 'Permiso A2' }), cookie: cookie() });
    expect(edited.json()).toMatchObject({ titulo: 'Permiso A2' });
    const moved = await t.request({ method: 'PATCH', url: `/api/fondo/terrenos/${b.id}`, payload: { orden: a.orden, activo: false }, cookie: cookie() });
    expect(moved.json()).toMatchObject({ orden: a.orden, activo: false });
    expect((await t.request({ method: 'GET', url: '/api/fondo/contactos', cookie: cookie() })).statusCode).toBe(200);
    for (const plot of [a, b]) expect((await t.request({ method: 'DELETE', url: `/api/fondo/terrenos/${plot.id}`, cookie: cookie() })).statusCode).toBe(204);
    expect(await adminPlots()).toEqual([]);
  });

  it('the public routes need no session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/terrenos' })).statusCode).toBe(200);
    expect((await sendInquiry(inquiryForm(owner))).statusCode).toBe(201);
  });
});

describe('plots', () => {
  it('a new plot gets the defaults: Prospección, zeros it was given, activo, orden = count + 1', async () => {
    const first = await createPlot({
      valor_terreno: 0,
      inversion_total_necesaria: 0,
      porcentaje_inversion_completa: 0,
      cantidad_inversores: 0,
      m2_vendibles: 0,
    });
    expect(first).toMatchObject({ estado: 'Prospección', activo: true, orden: 1, imagen_url: null, descripcion: null, porcentaje_inversion_completa: 0 });
    const second = await createPlot({ estado: 'Aprobado' });
    expect(second).toMatchObject({ estado: 'Aprobado', orden: 2 });
    await deleteAll();
  });

  it('creations, moves and a deletion at once keep positions 1..n with every plot once (lockPositions)', async () => {
    const before: Plot[] = [];
    for (let i = 0; i < 6; i++) before.push(await createPlot({ titulo: `Antes ${i}` }));
    const [gone, ...staying] = before;
    const { responses, peakConnections } = await sendAtOnce(t, [
      // Without the lock, creations count the same rows and moves rewrite the order from stale reads.
      ...[1, 2, 3, 4, 5].map((n) => ({ method: 'POST' as const, url: '/api/fondo/terrenos', payload: plotBody({ titulo: `Simultáneo ${n}` }), cookie: fondo })),
      ...staying.map((plot, i) => ({ method: 'PATCH' as const, url: `/api/fondo/terrenos/${plot.id}`, payload: { orden: ((i * 3) % 5) + 1 }, cookie: fondo })),
      { method: 'DELETE' as const, url: `/api/fondo/terrenos/${gone?.id}`, cookie: fondo },
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201, 201, 201, 201, 201, 204]);
    if (t.database.kind === 'postgres') expect(peakConnections).toBeGreaterThan(1);
    const plots = await adminPlots();
    expect(plots.map((p) => p.orden)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const expected = [...staying.map((p) => p.id), ...responses.filter((r) => r.statusCode === 201).map((r) => (r.json() as Plot).id)];
    expect(plots.map((p) => p.id).sort()).toEqual(expected.sort());
    await deleteAll();
  });

  it.each([
    ['porcentaje_inversion_completa', { porcentaje_inversion_completa: 101 }, LAND_MESSAGES.percentRange],
    ['cantidad_inversores', { cantidad_inversores: -1 }, LAND_MESSAGES.investorsWhole],
    ['cantidad_inversores', { cantidad_inversores: 1_000_001 }, LAND_MESSAGES.investorsWhole],
    ['titulo', { titulo: undefined }, LAND_MESSAGES.titleRequired],
    ['valor_terreno', { valor_terreno: -1 }, LAND_MESSAGES.moneyNegative],
    ['estado', { estado: 'Vendido' }, LAND_MESSAGES.stateInvalid],
  ])('400 with the field for a bad %s, on create and on edit, and nothing saved', async (field, change, message) => {
    const created = await t.request({ method: 'POST', url: '/api/fondo/terrenos', payload: plotBody(change), cookie: fondo });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({ code: 'VALIDATION', message, field });
    expect(await adminPlots()).toEqual([]);
    const plot = await createPlot();
    const edited = await t.request({ method: 'PUT', url: `/api/fondo/terrenos/${plot.id}`, payload: plotBody(change), cookie: fondo });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error).toMatchObject({ message, field });
    await deleteAll();
  });

  // ADR 024: the form sends what was typed; a JSON client may send numbers. Both store the same.
  it('reads numbers typed the Argentine way and JSON numbers alike, on create and on edit', async () => {
    const typed = {
      valor_terreno: '1.250.000',
      inversion_total_necesaria: '3.200.000,5',
      porcentaje_inversion_completa: '62,25',
      cantidad_inversores: '1.200',
      m2_vendibles: '2.400,75',
    };
    const numbers = {
      valor_terreno: 1_250_000,
      inversion_total_necesaria: 3_200_000.5,
      porcentaje_inversion_completa: 62.25,
      cantidad_inversores: 1200,
      m2_vendibles: 2400.75,
    };
    const fromText = await createPlot(typed);
    const fromNumbers = await createPlot(numbers);
    expect(fromText).toMatchObject(numbers);
    expect(fromNumbers).toMatchObject(numbers);
    const edited = await t.request({
      method: 'PUT',
      url: `/api/fondo/terrenos/${fromNumbers.id}`,
      payload: plotBody({ ...typed, valor_terreno: '950.000,5' }),
      cookie: fondo,
    });
    expect(edited.json()).toMatchObject({ ...numbers, valor_terreno: 950_000.5 });
    // As stored: read back from the database, not the answer of the write.
    expect((await adminPlots()).map((p) => p.valor_terreno)).toEqual([1_250_000, 950_000.5]);
    await deleteAll();
  });

  it.each(['valor_terreno', 'inversion_total_necesaria', 'porcentaje_inversion_completa', 'cantidad_inversores', 'm2_vendibles'])(
    '400 naming %s for «1,2,3», on create and on edit, and nothing saved',
    async (field) => {
      const created = await t.request({ method: 'POST', url: '/api/fondo/terrenos', payload: plotBody({ [field]: '1,2,3' }), cookie: fondo });
      expect(created.statusCode).toBe(400);
      expect(created.json().error).toMatchObject({ code: 'VALIDATION', field });
      expect(created.json().error.message).toMatch(/^No entendemos «1,2,3» como número/);
      expect(await adminPlots()).toEqual([]);
      const plot = await createPlot();
      const edited = await t.request({
        method: 'PUT',
        url: `/api/fondo/terrenos/${plot.id}`,
        payload: plotBody({ titulo: 'No se guarda', [field]: '1,2,3' }),
        cookie: fondo,
      });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().error).toMatchObject({ field });
      expect(await adminPlots()).toMatchObject([{ titulo: plot.titulo, valor_terreno: plot.valor_terreno }]);
      await deleteAll();
    },
  );

  it('edit keeps the position; 404 for an unknown plot', async () => {
    const plot = await createPlot();
    const edited = await t.request({
      method: 'PUT',
      url: `/api/fondo/terrenos/${plot.id}`,
      payload: plotBody({
        titulo: 'Lote en Chacarita',
        estado: 'Inversión completa',
        porcentaje_inversion_completa: 100,
        descripcion: 'Listo para escriturar',
      }),
      cookie: fondo,
    });
    expect(edited.json()).toMatchObject({ titulo: 'Lote en Chacarita', estado: 'Inversión completa', orden: 1, descripcion: 'Listo para escriturar' });
    const missing = await t.request({ method: 'PUT', url: `/api/fondo/terrenos/${MISSING}`, payload: plotBody(), cookie: fondo });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(LAND_MESSAGES.plotNotFound);
    await deleteAll();
  });

  it('moves keep positions 1..n; deleting closes the gap', async () => {
    const [a, b, c] = [await createPlot({ titulo: 'A' }), await createPlot({ titulo: 'B' }), await createPlot({ titulo: 'C' })];
    const order = async () => (await adminPlots()).map((p) => [p.titulo, p.orden]);
    await t.request({ method: 'PATCH', url: `/api/fondo/terrenos/${c?.id}`, payload: { orden: 1 }, cookie: fondo });
    expect(await order()).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    await t.request({ method: 'PATCH', url: `/api/fondo/terrenos/${c?.id}`, payload: { orden: 99 }, cookie: fondo });
    expect(await order()).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    await t.request({ method: 'DELETE', url: `/api/fondo/terrenos/${a?.id}`, cookie: fondo });
    expect(await order()).toEqual([
      ['B', 1],
      ['C', 2],
    ]);
    expect((await t.request({ method: 'PATCH', url: `/api/fondo/terrenos/${b?.id}`, payload: {}, cookie: fondo })).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: `/api/fondo/terrenos/${MISSING}`, cookie: fondo })).statusCode).toBe(404);
    await deleteAll();
  });

  it('the public list holds only active plots, by orden, without internal fields', async () => {
    const shown = await createPlot({ titulo: 'Visible', descripcion: 'Proyecto de 32 unidades' });
    const hidden = await createPlot({ titulo: 'Oculto' });
    await t.request({ method: 'PATCH', url: `/api/fondo/terrenos/${hidden.id}`, payload: { activo: false }, cookie: fondo });
    await sendInquiry(inquiryForm({ ...owner, nombre: 'Dato privado' }));
    const response = await t.request({ method: 'GET', url: '/api/terrenos' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toEqual([
      {
        id: shown.id,
        titulo: 'Visible',
        ubicacion: 'Av. Maipú 1800, Vicente López',
        valor_terreno: 950_000,
        inversion_total_necesaria: 3_200_000,
        porcentaje_inversion_completa: 62,
        cantidad_inversores: 18,
        estado: 'Prospección',
        m2_vendibles: 2_400,
        descripcion: 'Proyecto de 32 unidades',
        imagen_url: null,
      },
    ]);
    expect(response.body).not.toMatch(/activo|orden|created_at|updated_at|Dato privado|roberto@example\.com/);
    await deleteAll();
  });

  it('stores the image through the public pipeline, replaces it, and deleting the plot removes its files', async () => {
    const plot = await createPlot();
    const uploaded = await t.request({
      method: 'POST',
      url: `/api/fondo/terrenos/${plot.id}/imagen`,
      payload: imageForm(await pngImage(2000, 1000)),
      cookie: fondo,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url: string = uploaded.json().imagen_url;
    expect(url).toMatch(/^\/uploads\/terrenos\/[0-9a-f-]{36}-1600\.webp$/);
    const folder = join(t.dataDir, 'uploads', 'public', 'terrenos');
    expect(readdirSync(folder)).toHaveLength(3);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);

    const replaced = await t.request({
      method: 'POST',
      url: `/api/fondo/terrenos/${plot.id}/imagen`,
      payload: imageForm(await pngImage(800, 600)),
      cookie: fondo,
    });
    expect(replaced.json().imagen_url).toMatch(/-800\.webp$/);
    expect(readdirSync(folder).sort()).toEqual(
      ['480', '800']
        .map(
          (w) =>
            `${(replaced.json().imagen_url as string)
              .split('/')
              .at(-1)
              ?.replace(/-800\.webp$/, '')}-${w}.webp`,
        )
        .sort(),
    );

    const notImage = await t.request({
      method: 'POST',
      url: `/api/fondo/terrenos/${plot.id}/imagen`,
      payload: imageForm(Buffer.from('<html><script>alert(1)</script></html>'), 'lote.png'),
      cookie: fondo,
    });
    expect(notImage.statusCode).toBe(415);

    expect((await t.request({ method: 'DELETE', url: `/api/fondo/terrenos/${plot.id}`, cookie: fondo })).statusCode).toBe(204);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('removing the image keeps the plot and deletes the files', async () => {
    const plot = await createPlot();
    await t.request({ method: 'POST', url: `/api/fondo/terrenos/${plot.id}/imagen`, payload: imageForm(await pngImage(600, 400)), cookie: fondo });
    const removed = await t.request({ method: 'DELETE', url: `/api/fondo/terrenos/${plot.id}/imagen`, cookie: fondo });
    expect(removed.json()).toMatchObject({ id: plot.id, imagen_url: null });
    expect(readdirSync(join(t.dataDir, 'uploads', 'public', 'terrenos'))).toEqual([]);
    await deleteAll();
  });
});

describe('land owners’ inquiries and their private files', () => {
  let withFile: string;

  it('stores an inquiry with a PDF outside public storage, flagged as having pre-feasibility', async () => {
    const response = await sendInquiry(
      inquiryForm(
        { ...owner, m2_vendibles_estimados: '900', tiene_prefactibilidad: 'false' },
        { data: PDF, name: 'Prefactibilidad Olazábal.pdf', type: 'application/pdf' },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    withFile = response.json().id;
    const privateFolder = join(t.dataDir, 'uploads', 'privado', 'prefactibilidad');
    expect(readdirSync(privateFolder)).toHaveLength(1);
    expect(existsSync(join(t.dataDir, 'uploads', 'public', 'privado'))).toBe(false);
    const file = readdirSync(privateFolder)[0];
    // The static handler serves public/ only: no address reaches the private folder.
    for (const url of [
      `/uploads/privado/prefactibilidad/${file}`,
      `/uploads/../privado/prefactibilidad/${file}`,
      `/uploads/%2e%2e/privado/prefactibilidad/${file}`,
    ]) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    }
    const page = (await t.request({ method: 'GET', url: '/api/fondo/contactos', cookie: fondo })).json();
    expect(page.items[0]).toMatchObject({
      id: withFile,
      nombre: 'Roberto Fernández',
      m2_vendibles_estimados: 900,
      tiene_prefactibilidad: true,
      archivo_nombre: 'Prefactibilidad-Olazabal.pdf',
    });
  });

  it('the download is an attachment that never renders: 200 for fondo and admin', async () => {
    for (const cookie of [fondo, admin]) {
      const response = await t.request({ method: 'GET', url: `/api/fondo/contactos/${withFile}/prefactibilidad`, cookie });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Prefactibilidad-Olazabal.pdf"; filename*=UTF-8''Prefactibilidad-Olazabal.pdf`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe('sandbox');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('the download answers 401 anonymous, 403 to other roles, 404 for an unknown inquiry or one without file', async () => {
    const url = `/api/fondo/contactos/${withFile}/prefactibilidad`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of OTHER_ROLES) expect((await t.request({ method: 'GET', url, cookie: cookies.get(role) })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/fondo/contactos/${MISSING}/prefactibilidad`, cookie: fondo })).statusCode).toBe(404);
    const noFile = (await sendInquiry(inquiryForm({ ...owner, tiene_prefactibilidad: 'true' }))).json().id;
    const response = await t.request({ method: 'GET', url: `/api/fondo/contactos/${noFile}/prefactibilidad`, cookie: fondo });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(LAND_MESSAGES.fileNotFound);
    expect((await t.request({ method: 'GET', url: '/api/fondo/contactos/no-es-un-id/prefactibilidad', cookie: fondo })).statusCode).toBe(400);
  });

  it.each([
    ['an HTML file named .pdf', Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'), 'informe.pdf', 'application/pdf'],
    ['an SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'plano.png', 'image/png'],
    ['a ZIP named .pdf', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'plano.pdf', 'application/pdf'],
  ])('415 in Spanish for %s, and nothing stored', async (_kind, data, name, type) => {
    const before = (await t.request({ method: 'GET', url: '/api/fondo/contactos', cookie: fondo })).json().total;
    const files = readdirSync(join(t.dataDir, 'uploads', 'privado', 'prefactibilidad')).length;
    const response = await sendInquiry(inquiryForm(owner, { data, name, type }));
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: LAND_MESSAGES.fileRejected });
    expect((await t.request({ method: 'GET', url: '/api/fondo/contactos', cookie: fondo })).json().total).toBe(before);
    expect(readdirSync(join(t.dataDir, 'uploads', 'privado', 'prefactibilidad'))).toHaveLength(files);
  });

  it('accepts JPEG, PNG and WebP by content', async () => {
    const image = sharp({ create: { width: 20, height: 20, channels: 3, background: '#999' } });
    for (const [data, type] of [
      [await image.clone().jpeg().toBuffer(), 'image/jpeg'],
      [await image.clone().png().toBuffer(), 'image/png'],
      [await image.clone().webp().toBuffer(), 'image/webp'],
    ] as const) {
      const response = await sendInquiry(inquiryForm(owner, { data, name: 'plano', type }));
      expect(response.statusCode, response.body).toBe(201);
      const download = await t.request({ method: 'GET', url: `/api/fondo/contactos/${response.json().id}/prefactibilidad`, cookie: fondo });
      expect(download.headers['content-type']).toBe(type);
    }
  });

  it('413 in Spanish for a file over 10 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await sendInquiry(inquiryForm(owner, { data: big, name: 'grande.pdf', type: 'application/pdf' }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(LAND_MESSAGES.fileTooLarge);
  });

  // ADR 024: «1.200» m² was stored as 1,2.
  it.each([
    ['1.200', 1200],
    ['1.200,5', 1200.5],
    ['1200', 1200],
    ['', null],
  ])('stores the estimated m² typed %j as %j', async (typed, stored) => {
    const response = await sendInquiry(inquiryForm({ ...owner, nombre: `Propietario ${typed}`, m2_vendibles_estimados: typed }));
    expect(response.statusCode, response.body).toBe(201);
    const page = (await t.request({ method: 'GET', url: '/api/fondo/contactos?page_size=100', cookie: fondo })).json();
    expect(page.items.find((i: { id: string }) => i.id === response.json().id)).toMatchObject({ m2_vendibles_estimados: stored });
  });

  it('400 naming m2_vendibles_estimados for «1,2,3», and nothing stored', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/fondo/contactos', cookie: fondo })).json().total;
    const files = readdirSync(join(t.dataDir, 'uploads', 'privado', 'prefactibilidad')).length;
    const response = await sendInquiry(inquiryForm({ ...owner, m2_vendibles_estimados: '1,2,3' }, { data: PDF, name: 'p.pdf', type: 'application/pdf' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'm2_vendibles_estimados' });
    expect(response.json().error.message).toMatch(/^No entendemos «1,2,3» como número/);
    expect((await t.request({ method: 'GET', url: '/api/fondo/contactos', cookie: fondo })).json().total).toBe(before);
    expect(readdirSync(join(t.dataDir, 'uploads', 'privado', 'prefactibilidad'))).toHaveLength(files);
  });

  it.each([
    ['nombre', { nombre: '' }, LAND_MESSAGES.nameRequired],
    ['email', { email: 'roberto@' }, LAND_MESSAGES.emailInvalid],
    ['telefono', { telefono: 'sin teléfono' }, LAND_MESSAGES.phoneInvalid],
    ['ubicacion_terreno', { ubicacion_terreno: '  ' }, LAND_MESSAGES.landLocationRequired],
  ])('400 with the field for a bad %s', async (field, change, message) => {
    const response = await sendInquiry(inquiryForm({ ...owner, ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field, message });
  });

  it('415 for a body that is not multipart; 400 for a file under another field', async () => {
    const json = await t.request({ method: 'POST', url: '/api/terrenos/contactos', payload: owner, remoteAddress: nextAddress() });
    expect(json.statusCode).toBe(415);
    const body = inquiryForm(owner);
    body.append('otro', new Blob([PDF]), 'a.pdf');
    const response = await sendInquiry(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(LAND_MESSAGES.oneFileOnly);
  });

  it('limits inquiries per address (429 after 5 in 10 minutes)', async () => {
    const remoteAddress = '10.99.99.99';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await t.request({ method: 'POST', url: '/api/terrenos/contactos', payload: inquiryForm(owner), remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('lists newest first, paginated on the server, with the total', async () => {
    const all = (await t.request({ method: 'GET', url: '/api/fondo/contactos?page_size=100', cookie: fondo })).json();
    expect(all.total).toBeGreaterThan(3);
    const dates: string[] = all.items.map((i: { created_at: string }) => i.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await t.request({ method: 'GET', url: '/api/fondo/contactos?page=2&page_size=2', cookie: fondo })).json();
    expect(second).toMatchObject({ page: 2, page_size: 2, total: all.total });
    expect(second.items.map((i: { id: string }) => i.id)).toEqual(all.items.slice(2, 4).map((i: { id: string }) => i.id));
    expect((await t.request({ method: 'GET', url: '/api/fondo/contactos?page_size=500', cookie: fondo })).statusCode).toBe(400);
  });
});

describe('audit trail', () => {
  it('records plot creation, edits (before → after), showing/hiding, deletion and every file download; refusals record nothing', async () => {
    const staff = await t.signInAs(['fondo'], 'fondo.auditado');
    const as = { cookie: staff, remoteAddress: '203.0.113.77' };
    const created = await t.request({ method: 'POST', url: '/api/fondo/terrenos', payload: plotBody({ titulo: 'Lote auditado' }), ...as });
    expect(created.statusCode, created.body).toBe(201);
    const plot = created.json() as Plot;
    expect(
      (await t.request({ method: 'PUT', url: `/api/fondo/terrenos/${plot.id}`, payload: plotBody({ titulo: 'Lote auditado', valor_terreno: 990_000 }), ...as }))
        .statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'PATCH', url: `/api/fondo/terrenos/${plot.id}`, payload: { activo: false }, ...as })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/fondo/terrenos/${plot.id}`, cookie: cookies.get('crm') })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/fondo/terrenos/${plot.id}`, ...as })).statusCode).toBe(204);
    const about = async (accion: 'terreno_creado' | 'terreno_modificado' | 'terreno_eliminado') =>
      (await auditRows(t, accion)).filter((r) => r.detalle?.includes(plot.id));
    expect(await about('terreno_creado')).toEqual([
      expect.objectContaining({ actor: 'fondo.auditado', direccion: '203.0.113.77', detalle: expect.stringContaining(`«Lote auditado» (${plot.id})`) }),
    ]);
    expect((await about('terreno_modificado')).map((r) => r.detalle?.split(': ').slice(1).join(': '))).toEqual([
      'valor_terreno: 950000 → 990000',
      'activo: sí → no',
    ]);
    expect(await about('terreno_eliminado')).toMatchObject([{ actor: 'fondo.auditado', direccion: '203.0.113.77' }]);

    const inquiry = await sendInquiry(inquiryForm({ ...owner }, { data: PDF, name: 'Prefactibilidad auditada.pdf', type: 'application/pdf' }));
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    const id = inquiry.json().id as string;
    const url = `/api/fondo/contactos/${id}/prefactibilidad`;
    expect((await t.request({ method: 'GET', url, cookie: cookies.get('crm') })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url, ...as })).statusCode).toBe(200);
    const downloads = (await auditRows(t, 'prefactibilidad_descargada')).filter((r) => r.detalle?.includes(id));
    expect(downloads).toEqual([
      expect.objectContaining({
        actor: 'fondo.auditado',
        direccion: '203.0.113.77',
        detalle: `consulta ${id} de «Roberto Fernández»: «Prefactibilidad-auditada.pdf» (${PDF.length} bytes)`,
      }),
    ]);
  });
});
