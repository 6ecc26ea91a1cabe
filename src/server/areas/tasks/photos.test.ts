import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientPanel } from '../../../domain/tasks/client.ts';
import type { TaskPhoto } from '../../../domain/tasks/photos.ts';
import type { Project, Task } from '../../../domain/tasks/task.ts';
import { tareaFotos, user } from '../../platform/db/schema/index.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: string;
let ana: { cookie: string; id: string };
let bruno: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signInAs(['tareas_admin'], 'jefe.fotos');
  const anaCookie = await t.signInAs(['tareas_cliente'], 'ana.fotos');
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, 'ana.fotos'));
  ana = { cookie: anaCookie, id: row?.id ?? '' };
  bruno = await t.signInAs(['tareas_cliente'], 'bruno.fotos');
});
afterAll(() => t.close());

const photo = (width = 3000, height = 2000) =>
  sharp({ create: { width, height, channels: 3, background: '#a63' } })
    .jpeg()
    .toBuffer();
function form(data: Buffer, type = 'image/jpeg', field = 'foto'): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(data)], { type }), 'obra.jpg');
  return body;
}

async function setup(): Promise<{ project: Project; task: Task }> {
  const project: Project = (
    await t.request({ method: 'POST', url: '/api/tareas/proyectos', payload: { nombre: `Obra ${randomInt(1e6)}` }, cookie: staff })
  ).json();
  await t.request({ method: 'POST', url: `/api/tareas/proyectos/${project.id}/clientes`, payload: { user_id: ana.id }, cookie: staff });
  const response = await t.request({
    method: 'POST',
    url: '/api/tareas',
    payload: { titulo: 'Losa', responsable_nombre: 'Diego', creada_por_nombre: 'Belén', fecha_limite: '2030-01-10', proyecto_id: project.id },
    remoteAddress: `10.9.${randomInt(255)}.${randomInt(1, 255)}`,
  });
  return { project, task: response.json() };
}

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: `/api/tareas/${MISSING}/fotos` },
    { method: 'POST', url: `/api/tareas/${MISSING}/fotos` },
    { method: 'PATCH', url: `/api/tareas/${MISSING}/fotos/${MISSING}` },
    { method: 'GET', url: `/api/tareas/fotos/${MISSING}` },
  ],
  { allowed: ['tareas_admin'] },
);
describeRoleMatrix(() => t, [{ method: 'GET', url: `/api/tareas/cliente/fotos/${MISSING}` }], { allowed: ['tareas_cliente'] });

describe('site photos', () => {
  it('are resized, stored privately, served to staff only, and to the client only once shared', async () => {
    const { project, task } = await setup();
    const up = await t.request({ method: 'POST', url: `/api/tareas/${task.id}/fotos`, payload: form(await photo()), cookie: staff });
    expect(up.statusCode, up.body).toBe(201);
    const [saved] = up.json() as TaskPhoto[];
    expect(saved).toMatchObject({ ancho: 1600, alto: 1067, compartida: false, subida_por: 'jefe.fotos' });
    expect(saved?.url).toBe(`/api/tareas/fotos/${saved?.id}`);
    const [row] = await t.database.db
      .select()
      .from(tareaFotos)
      .where(eq(tareaFotos.id, saved?.id ?? ''));
    expect(row?.clave.startsWith('private/tareas/')).toBe(true);

    // Staff read it; nobody else; the storage key is never public.
    const read = await t.request({ method: 'GET', url: saved?.url ?? '', cookie: staff });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(read.rawPayload).metadata()).width).toBe(1600);
    expect((await t.request({ method: 'GET', url: saved?.url ?? '' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: saved?.url ?? '', cookie: ana.cookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/uploads/${row?.clave}` })).statusCode).toBe(404);

    // Not shared: the client gets 404 and its panel has no photo.
    const clientUrl = `/api/tareas/cliente/fotos/${saved?.id}`;
    expect((await t.request({ method: 'GET', url: clientUrl, cookie: ana.cookie })).statusCode).toBe(404);
    const before: ClientPanel = (await t.request({ method: 'GET', url: `/api/tareas/cliente/proyectos/${project.id}`, cookie: ana.cookie })).json();
    expect(before.fotos).toEqual([]);

    // Shared: Ana (linked) sees it in her timeline and through her route; Bruno (not linked) never.
    const share = await t.request({ method: 'PATCH', url: `/api/tareas/${task.id}/fotos/${saved?.id}`, payload: { compartida: true }, cookie: staff });
    expect(share.statusCode, share.body).toBe(200);
    const panel: ClientPanel = (await t.request({ method: 'GET', url: `/api/tareas/cliente/proyectos/${project.id}`, cookie: ana.cookie })).json();
    expect(panel.fotos).toEqual([expect.objectContaining({ id: saved?.id, tarea_titulo: 'Losa', url: clientUrl })]);
    expect((await t.request({ method: 'GET', url: clientUrl, cookie: ana.cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: clientUrl, cookie: bruno })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: clientUrl, cookie: staff })).statusCode).toBe(403);

    // Unshared again: gone for the client.
    await t.request({ method: 'PATCH', url: `/api/tareas/${task.id}/fotos/${saved?.id}`, payload: { compartida: false }, cookie: staff });
    expect((await t.request({ method: 'GET', url: clientUrl, cookie: ana.cookie })).statusCode).toBe(404);
  });

  it('refuses what is not a photo, a missing file, bad marks and unknown ids — never a 5xx', async () => {
    const { task } = await setup();
    const notImage = await t.request({
      method: 'POST',
      url: `/api/tareas/${task.id}/fotos`,
      payload: form(Buffer.from('%PDF-1.4 nada'), 'image/jpeg'),
      cookie: staff,
    });
    expect(notImage.statusCode).toBe(415);
    const empty = await t.request({ method: 'POST', url: `/api/tareas/${task.id}/fotos`, payload: new FormData(), cookie: staff });
    expect(empty.statusCode).toBe(400);
    const wrongField = await t.request({
      method: 'POST',
      url: `/api/tareas/${task.id}/fotos`,
      payload: form(await photo(40, 40), 'image/jpeg', 'otra'),
      cookie: staff,
    });
    expect(wrongField.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongField.statusCode).toBeLessThan(500);
    expect((await t.request({ method: 'POST', url: `/api/tareas/${MISSING}/fotos`, payload: form(await photo(40, 40)), cookie: staff })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'PATCH', url: `/api/tareas/${task.id}/fotos/${MISSING}`, payload: { compartida: 'sí' }, cookie: staff })).statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'PATCH', url: `/api/tareas/${task.id}/fotos/${MISSING}`, payload: { compartida: true }, cookie: staff })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/tareas/fotos/${MISSING}`, cookie: staff })).statusCode).toBe(404);
  });
});
