import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_MARK, PERSONAL_DATA_MESSAGES } from '../../../domain/personal-data/person.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, TEST_ACTOR, type TestApp } from '../../test/test-app.ts';
import type { Executor } from '../db/client.ts';
import { auditoria, contactosValuacion } from '../db/schema/index.ts';
import { createPersonalDataEraser } from './eraser.ts';

/**
 * «Eliminar los datos de esta persona» (ADR 139): a person who left their data everywhere a
 * visitor can — the valuation contact form, the land owners' form with a file, a barrio comment,
 * — asks to be forgotten; afterwards nothing in any table or file names them,
 * and another person's data is untouched.
 */

let t: TestApp;
let admin: string;
let fondo: string;
let address = 0;
const from = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

// The same person, the phone typed two ways.
const PERSON = { nombre: 'Lucrecia Olmedo', email: 'Lucrecia.Olmedo@correo.example', telefonos: ['+54 9 11 4321-9876', '011 15 4321-9876'] };
const OTHER = { nombre: 'Otro Vecino', email: 'otro.vecino@correo.example', telefono: '11 5555-0101' };
// What must not be found anywhere afterwards.
const TRACES = ['olmedo', 'lucrecia', '4321-9876', '4321 9876', '43219876'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function inquiry(fields: Record<string, string>, withFile: boolean): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (withFile) body.append('archivo', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'Prefactibilidad.pdf');
  return body;
}

async function leaveData(person: { nombre: string; email: string }, phones: string[]) {
  const [first = '', second = first] = phones;
  const contact = await t.request({
    method: 'POST',
    url: '/api/contactos-valuacion',
    payload: { nombre: person.nombre, email: person.email, telefono: first, comentario: 'Quiero vender' },
    remoteAddress: from(),
  });
  expect(contact.statusCode, contact.body).toBe(201);
  const land = await t.request({
    method: 'POST',
    url: '/api/terrenos/contactos',
    payload: inquiry({ nombre: person.nombre, email: person.email, telefono: second, ubicacion_terreno: 'Olazábal 4500' }, true),
    remoteAddress: from(),
  });
  expect(land.statusCode, land.body).toBe(201);
  // Staff open the file: the audit line names whose it was.
  expect((await t.request({ method: 'GET', url: `/api/fondo/contactos/${land.json().id}/prefactibilidad`, cookie: fondo })).statusCode).toBe(200);
  const comment = await t.request({
    method: 'POST',
    url: '/api/comentarios',
    payload: { barrio_nombre: 'palermo', autor_nombre: person.nombre, autor_email: person.email, comentario: 'Subió mucho este año' },
    remoteAddress: from(),
  });
  expect(comment.statusCode, comment.body).toBe(201);
}

/** Every text cell of every table that contains one of `needles` (case-insensitive): "table.column: value". */
async function databaseHits(needles: string[]): Promise<string[]> {
  const columns = (
    (await t.database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
      order by 1, 2`)) as unknown as { rows: Array<{ table_name: string; column_name: string }> }
  ).rows;
  const hits: string[] = [];
  for (const { table_name, column_name } of columns) {
    const conditions = sql.join(
      needles.map((n) => sql`${sql.identifier(column_name)}::text ilike ${`%${n}%`}`),
      sql` or `,
    );
    const found = (await t.database.db.execute(
      sql`select ${sql.identifier(column_name)}::text as v from ${sql.identifier(table_name)} where ${conditions} limit 3`,
    )) as unknown as { rows: Array<{ v: string }> };
    for (const row of found.rows) hits.push(`${table_name}.${column_name}: ${row.v.slice(0, 120)}`);
  }
  return hits;
}

/** Every stored file (uploads) whose bytes contain one of `needles`, and how many private files there are. */
function storageHits(needles: string[]): { hits: string[]; privateFiles: number } {
  const root = join(t.dataDir, 'uploads');
  const hits: string[] = [];
  let privateFiles = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        if (path.includes(`${join('privado', 'prefactibilidad')}`)) privateFiles++;
        const text = readFileSync(path).toString('latin1').toLowerCase();
        if (needles.some((n) => text.includes(n.toLowerCase()))) hits.push(path);
      }
    }
  };
  walk(root);
  return { hits, privateFiles };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin']);
  fondo = await t.signInAs(['fondo']);
  // Staff who get the alerts, so the outbox holds mails about the person.
  await t.signInAs(['crm']);
  await leaveData(PERSON, PERSON.telefonos);
  await leaveData(OTHER, [OTHER.telefono]);
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload, cookie: admin });

describeRoleMatrix(
  () => t,
  [
    { method: 'POST', url: '/api/admin/datos-personales/vista-previa' },
    { method: 'POST', url: '/api/admin/datos-personales/eliminar' },
  ],
  { allowed: ['admin'] },
);

describe('erasing a person on request', () => {
  it('refuses a request without e-mail or phone, a bad one, an unknown key or no confirmation', async () => {
    const none = await post('/api/admin/datos-personales/vista-previa', { email: '', telefono: ' ' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(PERSONAL_DATA_MESSAGES.needOne);
    expect((await post('/api/admin/datos-personales/vista-previa', { email: 'no-es-un-mail' })).json().error.message).toBe(PERSONAL_DATA_MESSAGES.emailInvalid);
    expect((await post('/api/admin/datos-personales/vista-previa', { telefono: '12' })).json().error.message).toBe(PERSONAL_DATA_MESSAGES.phoneInvalid);
    expect((await post('/api/admin/datos-personales/vista-previa', { email: PERSON.email, extra: 1 })).statusCode).toBe(400);
    const unconfirmed = await post('/api/admin/datos-personales/eliminar', { email: PERSON.email });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.message).toBe(PERSONAL_DATA_MESSAGES.confirm);
    expect(await databaseHits(['olmedo'])).not.toEqual([]);
  });

  it('previews by e-mail what goes, the rows found through their phone included, changing nothing', async () => {
    const preview = await post('/api/admin/datos-personales/vista-previa', { email: 'lucrecia.olmedo@correo.example' });
    expect(preview.statusCode, preview.body).toBe(200);
    const { cantidades } = preview.json();
    expect(cantidades).toMatchObject({ contactos_valuacion: 1, contactos_terrenos: 1, archivos: 1, comentarios: 1 });
    expect(cantidades.correos).toBeGreaterThanOrEqual(3);
    expect(cantidades.auditoria).toBeGreaterThanOrEqual(1);
    // By phone, written yet another way, the same person.
    const byPhone = (await post('/api/admin/datos-personales/vista-previa', { telefono: '(011) 4321-9876' })).json();
    expect(byPhone.cantidades).toEqual(cantidades);
    expect(await databaseHits(['olmedo'])).not.toEqual([]);
  });

  it('leaves nothing of them in any table or file, keeps the other person, and says what it did', async () => {
    const before = storageHits(TRACES).privateFiles;
    const erased = await post('/api/admin/datos-personales/eliminar', { email: PERSON.email, confirmar: true });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().cantidades).toMatchObject({ contactos_valuacion: 1, contactos_terrenos: 1, archivos: 1, comentarios: 1 });

    expect(await databaseHits(TRACES)).toEqual([]);
    const storage = storageHits(TRACES);
    expect(storage.hits).toEqual([]);
    expect(storage.privateFiles).toBe(before - 1);

    // The other person is all there.
    expect((await databaseHits(['otro vecino', 'otro.vecino@correo.example'])).length).toBeGreaterThanOrEqual(5);
    // The audit line about their file stays, without them; the erasure's own says what went, never whose.
    expect(await databaseHits([ERASED_MARK])).not.toEqual([]);
    const [line] = await t.database.db.select().from(auditoria).where(sql`${auditoria.accion} = 'datos_personales_eliminados'`);
    expect(line?.detalle).toMatch(/Contactos del sitio de valuación: 1/);

    const again = await post('/api/admin/datos-personales/eliminar', { email: PERSON.email, confirmar: true });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(PERSONAL_DATA_MESSAGES.nothingFound);
  });

  it('is all or nothing: a holder failing half-way leaves every row and file as it was', async () => {
    const erase = (holders: Parameters<typeof createPersonalDataEraser>[0]['holders']) =>
      createPersonalDataEraser({ db: t.database.db, storage: { delete: async () => {} }, audit: t.app.audit, holders }).erase(
        { email: OTHER.email },
        TEST_ACTOR,
      );
    const before = await databaseHits(['otro.vecino@correo.example']);
    // A holder that deletes the person's contacts, then one that fails.
    const deleting = {
      count: async () => ({}),
      erase: async (tx: Executor) => {
        await tx.delete(contactosValuacion).where(eq(contactosValuacion.email, OTHER.email));
        return { counts: { contactos_valuacion: 1 } };
      },
    };
    const failing = {
      count: async () => ({}),
      erase: async () => {
        throw new Error('se cortó la base');
      },
    };
    await expect(erase([deleting, failing])).rejects.toThrow('se cortó la base');
    expect(await databaseHits(['otro.vecino@correo.example'])).toEqual(before);
  });
});
