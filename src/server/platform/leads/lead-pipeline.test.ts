import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, type LeadActivityEntry, type LeadPipeline } from '../../../domain/leads/pipeline.ts';
import type { PersonHistory } from '../../../domain/personal-data/person.ts';
import { buenosAiresDay } from '../../../domain/shared/dates.ts';
import type { Role } from '../../../domain/shared/roles.ts';
import { sendAtOnce } from '../../test/at-once.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { contactosTerrenos, contactosValuacion, leadsActividad } from '../db/schema/index.ts';

/** The lead pipeline (ADR 140) on both lead lists: the same behaviour from one piece of code. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
let serial = 0;

const LISTS = [
  {
    name: 'contactos de la tasación',
    path: '/api/admin/contactos',
    activityKey: leadsActividad.contactoValuacionId,
    role: 'admin' as Role,
    async insert(person: { nombre: string; email: string; telefono: string }) {
      const [row] = await t.database.db
        .insert(contactosValuacion)
        .values({ origen: 'analista', ...person, comentario: 'Quiero vender' })
        .returning({ id: contactosValuacion.id });
      return row?.id as string;
    },
  },
  {
    name: 'consultas de dueños de terrenos',
    path: '/api/fondo/contactos',
    activityKey: leadsActividad.contactoTerrenoId,
    role: 'fondo' as Role,
    async insert(person: { nombre: string; email: string; telefono: string }) {
      const [row] = await t.database.db
        .insert(contactosTerrenos)
        .values({ ...person, ubicacionTerreno: 'Olazábal 4500, Villa Urquiza' })
        .returning({ id: contactosTerrenos.id });
      return row?.id as string;
    },
  },
] as const;

const person = () => {
  serial += 1;
  return { nombre: `Persona ${serial} Prueba`, email: `persona${serial}@example.com`, telefono: `11 5555-${String(1000 + serial)}` };
};

describe.each(LISTS)('$name', (list) => {
  const path = list.path;
  let staff: string;
  let staffName: string;
  let otherStaff: string;

  beforeAll(async () => {
    staffName = `staff${list.role}${Date.now().toString(36)}`;
    staff = await t.signInAs([list.role], staffName);
    otherStaff = await t.signInAs([list.role]);
  });

  describeRoleMatrix(
    () => t,
    [
      { method: 'GET', url: `${path}/responsables` },
      { method: 'PATCH', url: `${path}/${MISSING}/seguimiento` },
      { method: 'POST', url: `${path}/${MISSING}/notas` },
      { method: 'GET', url: `${path}/${MISSING}/actividad` },
      { method: 'GET', url: `${path}/${MISSING}/historial` },
      { method: 'GET', url: `${path}/csv` },
    ],
    { allowed: [list.role] },
  );

  const patch = (id: string, payload: Record<string, unknown>, cookie = staff) =>
    t.request({ method: 'PATCH', url: `${path}/${id}/seguimiento`, payload, cookie });
  const listed = async (query = '') =>
    (await t.request({ method: 'GET', url: `${path}?page_size=100${query}`, cookie: staff })).json() as Promise<{
      items: Array<{ id: string; seguimiento: LeadPipeline }>;
      total: number;
    }>;
  const activity = async (id: string) =>
    (await t.request({ method: 'GET', url: `${path}/${id}/actividad`, cookie: staff })).json() as Promise<{ items: LeadActivityEntry[]; total: number }>;

  it('a new lead is «nuevo», without owner or follow-up', async () => {
    const id = await list.insert(person());
    const item = (await listed()).items.find((i) => i.id === id);
    expect(item?.seguimiento).toEqual({ estado: 'nuevo', motivo: null, responsable: null, proximo_seguimiento: null, seguimiento_vencido: false });
  });

  it('moves through the pipeline, each change in its activity with who did it, newest first', async () => {
    const id = await list.insert(person());
    const owners = (await t.request({ method: 'GET', url: `${path}/responsables`, cookie: staff })).json() as Array<{ id: string; nombre: string }>;
    const me = owners.find((o) => o.nombre === staffName);
    expect(me).toBeDefined();

    let response = await patch(id, { desde: 'nuevo', estado: 'contactado', responsable_id: me?.id, proximo_seguimiento: '2026-12-03' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ estado: 'contactado', responsable: { id: me?.id, nombre: staffName }, proximo_seguimiento: '2026-12-03' });

    response = await patch(id, { desde: 'contactado', estado: 'en_negociacion' });
    expect(response.statusCode, response.body).toBe(200);
    response = await patch(id, { desde: 'en_negociacion', estado: 'perdido', motivo: 'Vendió a otra desarrolladora' });
    expect(response.json()).toMatchObject({ estado: 'perdido', motivo: 'Vendió a otra desarrolladora' });
    // Reopened: the reason goes with the state it explained.
    response = await patch(id, { desde: 'perdido', estado: 'contactado' });
    expect(response.json()).toMatchObject({ estado: 'contactado', motivo: null });

    const lines = await activity(id);
    expect(lines.items.slice(0, 3).map((l) => [l.tipo, l.estado, l.texto])).toEqual([
      ['estado', 'contactado', null],
      ['estado', 'perdido', 'Vendió a otra desarrolladora'],
      ['estado', 'en_negociacion', null],
    ]);
    // The first PATCH wrote three lines at once (one transaction, one timestamp).
    expect(
      lines.items
        .slice(3)
        .map((l) => `${l.tipo}:${l.texto ?? l.estado}`)
        .sort(),
    ).toEqual([`estado:contactado`, `responsable:${staffName}`, 'seguimiento:2026-12-03']);
    expect(lines.items.every((l) => l.usuario_nombre === staffName)).toBe(true);
  });

  it('refuses a lost lead without a reason, a move back to «nuevo», a stale state and an owner who cannot read the list', async () => {
    const id = await list.insert(person());
    let response = await patch(id, { desde: 'nuevo', estado: 'perdido' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'motivo', message: LEAD_MESSAGES.reasonRequired });
    response = await patch(id, { estado: 'nuevo' });
    expect(response.statusCode).toBe(400);
    response = await patch(id, { desde: 'contactado', estado: 'ganado' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'LEAD_STATE_CHANGED', message: LEAD_MESSAGES.staleState });
    response = await patch(id, { proximo_seguimiento: '03/12/2026' });
    expect(response.statusCode).toBe(400);
    const crm = await t.signInAs(['crm']);
    const crmId = (await t.request({ method: 'GET', url: '/api/auth/get-session', cookie: crm })).json().user.id as string;
    response = await patch(id, { responsable_id: crmId });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'responsable_id', message: LEAD_MESSAGES.ownerInvalid });
    response = await patch(MISSING, { estado: 'contactado' });
    expect(response.statusCode).toBe(404);
    response = await patch(id, { estado: 'contactado', extra: 1 });
    expect(response.statusCode).toBe(400);
    // Nothing of the refused changes was written.
    expect((await activity(id)).total).toBe(0);
    expect((await listed()).items.find((i) => i.id === id)?.seguimiento.estado).toBe('nuevo');
  });

  it('two people moving the same lead at once: one wins, the other gets 409 and nothing half-written', async () => {
    const id = await list.insert(person());
    const { responses } = await sendAtOnce(t, [
      { method: 'PATCH', url: `${path}/${id}/seguimiento`, payload: { desde: 'nuevo', estado: 'contactado' }, cookie: staff },
      { method: 'PATCH', url: `${path}/${id}/seguimiento`, payload: { desde: 'nuevo', estado: 'perdido', motivo: 'No contesta' }, cookie: otherStaff },
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await activity(id)).items.filter((l) => l.tipo === 'estado')).toHaveLength(1);
  });

  it('notes keep who wrote them; the lists filter by state, owner and follow-ups due', async () => {
    const id = await list.insert(person());
    const response = await t.request({ method: 'POST', url: `${path}/${id}/notas`, payload: { texto: 'Llamé, vuelve de viaje el lunes' }, cookie: staff });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items[0]).toMatchObject({ tipo: 'nota', texto: 'Llamé, vuelve de viaje el lunes', usuario_nombre: staffName });
    expect((await t.request({ method: 'POST', url: `${path}/${id}/notas`, payload: { texto: '   ' }, cookie: staff })).statusCode).toBe(400);

    const today = buenosAiresDay(new Date());
    await patch(id, { desde: 'nuevo', estado: 'contactado', proximo_seguimiento: today });
    const due = await listed('&seguimiento=vencido');
    expect(due.items.map((i) => i.id)).toContain(id);
    expect(due.items.every((i) => i.seguimiento.seguimiento_vencido)).toBe(true);
    expect((await listed('&estado=contactado')).items.map((i) => i.id)).toContain(id);
    expect((await listed('&estado=ganado')).items.map((i) => i.id)).not.toContain(id);
    expect((await listed('&responsable=sin')).items.map((i) => i.id)).toContain(id);
    expect((await t.request({ method: 'GET', url: `${path}?estado=cualquiera`, cookie: staff })).statusCode).toBe(400);
    // Closed: no longer due, whatever its date.
    await patch(id, { desde: 'contactado', estado: 'ganado' });
    expect((await listed('&seguimiento=vencido')).items.map((i) => i.id)).not.toContain(id);
  });

  it('exports the filtered list as CSV with its pipeline, audited', async () => {
    const id = await list.insert(person());
    await patch(id, { desde: 'nuevo', estado: 'perdido', motivo: 'Precio; muy bajo' });
    const response = await t.request({ method: 'GET', url: `${path}/csv?estado=perdido`, cookie: staff });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Estado;Motivo de pérdida;Responsable;Próximo seguimiento');
    expect(lines.slice(1).every((l) => l.includes(';Perdido;'))).toBe(true);
    expect(response.body).toContain('"Precio; muy bajo"');
    expect((await auditRows(t, 'contactos_exportados')).at(-1)?.detalle).toContain('estado Perdido');
  });

  it("a lead's history shows the person's traces in both lists, matched by e-mail or phone", async () => {
    const p = person();
    const id = await list.insert(p);
    const other = LISTS.find((l) => l !== list);
    await other?.insert({ ...p, email: `otra.${p.email}` });
    const response = await t.request({ method: 'GET', url: `${path}/${id}/historial`, cookie: staff });
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json() as PersonHistory;
    expect(history.items.map((i) => i.origen).sort()).toEqual(['Consulta por un terreno', 'Contacto de la tasación']);
  });

  it("erasing the person takes the lead's notes with it", async () => {
    const p = person();
    const id = await list.insert(p);
    await t.request({ method: 'POST', url: `${path}/${id}/notas`, payload: { texto: `Habló ${p.nombre}` }, cookie: staff });
    const admin = await t.signInAs(['admin']);
    const erased = await t.request({
      method: 'POST',
      url: '/api/admin/datos-personales/eliminar',
      payload: { email: p.email, confirmar: true },
      cookie: admin,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(leadsActividad).where(eq(list.activityKey, id));
    expect(left[0]?.n).toBe(0);
  });
});
