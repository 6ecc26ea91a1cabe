import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { contactosTerrenos, contactosValuacion, correos, preferenciasCorreo, solicitudesInternas, tareas, user } from '../db/schema/index.ts';
import { createDigestScheduler, createMailDigest } from './digest.ts';

/**
 * The morning digest (ADR 093) on fixed clocks: Wednesday 2 December 2026 at 08:00 in Buenos Aires
 * is 11:00 UTC; 8 December is a national holiday; the 5th a Saturday.
 */
const WEDNESDAY_8AM = new Date('2026-12-02T11:00:00Z');
const HOLIDAY_8AM = new Date('2026-12-08T11:00:00Z');
const SATURDAY_8AM = new Date('2026-12-05T11:00:00Z');
const THURSDAY_9AM = new Date('2026-12-03T12:00:00Z');
const hoursBefore = (instant: Date, hours: number) => new Date(instant.getTime() - hours * 3_600_000);

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, roles] of [
    ['ana.tareas', ['tareas_admin']],
    ['carla.crm', ['crm']],
    ['fede.fondo', ['fondo']],
    ['ada.admin', ['admin']],
    ['mix.admin', ['admin', 'crm']],
    ['nico.fondo', ['fondo']],
    ['uli.usuario', ['usuario']],
  ] as const) {
    await t.signInAs([...roles], name);
  }
  for (const row of await t.database.db.select({ id: user.id, username: user.username }).from(user)) ids[row.username ?? ''] = row.id;
  // nico.fondo said «no» to the digest in «Mi cuenta».
  await t.database.db.insert(preferenciasCorreo).values({ userId: ids['nico.fondo'] as string, tipo: 'resumen-diario', eleccion: 'no' });
});
afterAll(() => t.close());

const digests = () => t.database.db.select().from(correos).where(like(correos.claveEvento, 'resumen:%')).orderBy(correos.destinatario);

async function seed() {
  const db = t.database.db;
  const task = { creadaPorNombre: 'Formulario', responsableNombre: 'Belén', estado: 'En curso', nivelUrgencia: 'Medio' } as const;
  await db.insert(tareas).values([
    { ...task, titulo: 'Pedir presupuesto de vidrios', fechaLimite: '2026-11-30' },
    { ...task, titulo: 'Plano de la cochera', fechaLimite: '2026-12-02' },
    { ...task, titulo: 'Ya hecha', fechaLimite: '2026-11-01', estado: 'Hecha' },
    { ...task, titulo: 'Fuga en el tanque', estado: 'Inbox', nivelUrgencia: 'Crítico' },
    { ...task, titulo: 'Crítica pero empezada', nivelUrgencia: 'Crítico' },
  ]);
  const request = { codigoInterno: 'SI-1', sucursal: 'Torre Maipú 900', diasEstimados: 2, solicitante: 'Mariana', celular: '1155550101' } as const;
  await db.insert(solicitudesInternas).values([
    { ...request, tipoServicio: 'Pintura', createdAt: hoursBefore(WEDNESDAY_8AM, 72) },
    { ...request, tipoServicio: 'Plomería', createdAt: hoursBefore(WEDNESDAY_8AM, 10) },
    {
      ...request,
      tipoServicio: 'Electricidad',
      estado: 'aprobada',
      fechaAprobacion: hoursBefore(WEDNESDAY_8AM, 50),
      createdAt: hoursBefore(WEDNESDAY_8AM, 80),
    },
  ]);
  await db.insert(contactosTerrenos).values([
    { nombre: 'Rosa Dueña', email: 'rosa@prueba.example', telefono: '1144440000', ubicacionTerreno: 'Pilar', createdAt: hoursBefore(WEDNESDAY_8AM, 3) },
    {
      nombre: 'Antes del anterior',
      email: 'viejo@prueba.example',
      telefono: '1144440001',
      ubicacionTerreno: 'Tigre',
      createdAt: hoursBefore(WEDNESDAY_8AM, 30),
      // Its follow-up was due on Monday (ADR 140).
      estado: 'contactado',
      proximoSeguimiento: '2026-11-30',
      responsableId: ids['fede.fondo'],
    },
    {
      nombre: 'Ya cerrado',
      email: 'cerrado@prueba.example',
      telefono: '1144440002',
      ubicacionTerreno: 'Escobar',
      createdAt: hoursBefore(WEDNESDAY_8AM, 300),
      estado: 'ganado',
      proximoSeguimiento: '2026-11-20',
    },
  ]);
  await db.insert(contactosValuacion).values([
    {
      nombre: 'Lucas Lead',
      email: 'lucas@prueba.example',
      telefono: '1133330000',
      comentario: 'Quiero tasar',
      createdAt: hoursBefore(WEDNESDAY_8AM, 5),
    },
    {
      nombre: 'Marta Negocia',
      email: 'marta@prueba.example',
      telefono: '1133330001',
      createdAt: hoursBefore(WEDNESDAY_8AM, 200),
      estado: 'en_negociacion',
      proximoSeguimiento: '2026-12-02',
    },
    {
      nombre: 'Para la semana',
      email: 'semana@prueba.example',
      telefono: '1133330002',
      createdAt: hoursBefore(WEDNESDAY_8AM, 200),
      estado: 'contactado',
      proximoSeguimiento: '2026-12-07',
    },
  ]);
  // An alert ada.admin chose to get in the digest, held in the outbox overnight.
  await db.insert(correos).values({
    tipo: 'alerta-comentario',
    claveEvento: `comentario:x:${ids['ada.admin']}`,
    destinatario: 'ada.admin@prueba.example',
    asunto: 'Nuevo comentario en Palermo',
    html: '<p>…</p>',
    texto: '…',
    estado: 'en_resumen',
    creado: hoursBefore(WEDNESDAY_8AM, 12),
  });
}

describe('the morning digest', () => {
  it('sends nothing on a business day with nothing to say', async () => {
    expect(await t.app.mailDigest.run(WEDNESDAY_8AM)).toEqual({ day: '2026-12-02', enqueued: 0 });
    expect(await digests()).toEqual([]);
  });

  it('sends nothing before 08:00, on a weekend or on a national holiday, whatever there is', async () => {
    await seed();
    expect(await t.app.mailDigest.run(hoursBefore(WEDNESDAY_8AM, 0.5))).toEqual({ day: undefined, enqueued: 0 });
    expect(await t.app.mailDigest.run(SATURDAY_8AM)).toEqual({ day: undefined, enqueued: 0 });
    expect(await t.app.mailDigest.run(HOLIDAY_8AM)).toEqual({ day: undefined, enqueued: 0 });
    expect(await digests()).toEqual([]);
  });

  it('at 08:00 on a business day sends one mail per person with the sections of their roles', async () => {
    expect((await t.app.mailDigest.run(WEDNESDAY_8AM)).enqueued).toBe(5);
    const mails = await digests();
    const to = (name: string) => mails.find((mail) => mail.destinatario === `${name}@prueba.example`);
    expect(mails.map((mail) => mail.destinatario.split('@')[0])).toEqual(['ada.admin', 'ana.tareas', 'carla.crm', 'fede.fondo', 'mix.admin']);
    for (const mail of mails) {
      expect(mail).toMatchObject({ tipo: 'resumen-diario', estado: 'pendiente' });
      const id = ids[mail.destinatario.split('@')[0] as string];
      expect(mail.claveEvento).toBe(`resumen:2026-12-02:${id}`);
      const headers = JSON.parse(mail.encabezados ?? '{}');
      expect(headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/correo\/baja\?t=[\w-]+\.[\w-]+>$/);
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toMatch(/<html[^>]*lang="es-AR"/);
      expect(mail.html).toContain('href="http://localhost:3000/cuenta"');
    }

    const tasks = to('ana.tareas');
    expect(tasks?.asunto).toBe('Resumen del 02/12: 3 cosas para revisar');
    expect(tasks?.texto).toContain('Vencidas: 1');
    expect(tasks?.texto).toContain('Pedir presupuesto de vidrios · Belén · vence 30/11/2026');
    expect(tasks?.texto).toContain('Vencen hoy: 1');
    expect(tasks?.texto).toContain('Urgentes sin empezar: 1');
    expect(tasks?.texto).toContain('Fuga en el tanque');
    expect(tasks?.texto).not.toContain('Crítica pero empezada');
    expect(tasks?.html).toContain('href="http://localhost:3000/tareas-parcela/dashboard/vencidas"');
    expect(tasks?.texto).not.toMatch(/Solicitudes|terrenos|tasación/i);

    const crm = to('carla.crm');
    expect(crm?.texto).toContain('Pendientes hace más de 48 h: 1');
    expect(crm?.texto).toContain('Pintura · Torre Maipú 900 · Mariana');
    expect(crm?.texto).not.toContain('Plomería');
    expect(crm?.texto).toContain('Aprobadas hace más de 48 h y sin empezar: 1');
    expect(crm?.html).toContain('href="http://localhost:3000/crm-dashboard"');

    const fund = to('fede.fondo');
    expect(fund?.texto).toContain('Llegaron desde el último resumen: 1');
    expect(fund?.texto).toContain('Rosa Dueña · Pilar');
    // The open leads whose follow-up day has come (ADR 140), the late one with its day and owner; closed ones are not.
    expect(fund?.texto).toContain('Seguimientos para hoy: 1');
    expect(fund?.texto).toContain('Antes del anterior (desde el 30/11/2026) · fede.fondo');
    expect(fund?.texto).not.toContain('Ya cerrado');
    expect(fund?.html).toMatch(/href="http:\/\/localhost:3000\/parcela-admin\/dashboard\?tab=contactos&(amp;)?seguimiento=vencido"/);

    // An admin: its own section (the valuation's leads) and the alerts it chose to get here; not the CRM's.
    const admin = to('ada.admin');
    expect(admin?.texto).toMatch(/Contactos de la tasación/i);
    expect(admin?.texto).toContain('Lucas Lead · «Quiero tasar»');
    expect(admin?.texto).toContain('Seguimientos para hoy: 1');
    expect(admin?.texto).toContain('Marta Negocia · sin responsable');
    expect(admin?.texto).not.toContain('Para la semana');
    expect(admin?.texto).toMatch(/Avisos que elegiste recibir en el resumen/i);
    expect(admin?.texto).toContain('Comentarios nuevos en barrios: 1');
    expect(admin?.texto).toContain('Nuevo comentario en Palermo');
    expect(admin?.texto).not.toMatch(/Solicitudes de servicio/i);
    // An admin who also holds crm gets both sections in one mail.
    expect(to('mix.admin')?.texto).toMatch(/Solicitudes de servicio[\s\S]*Contactos de la tasación|Contactos de la tasación[\s\S]*Solicitudes de servicio/i);
    expect(to('mix.admin')?.texto).not.toContain('Nuevo comentario en Palermo');
    // nico.fondo chose «no»; uli.usuario has no digest role.
    expect(to('nico.fondo')).toBeUndefined();
    expect(to('uli.usuario')).toBeUndefined();
  });

  it('run twice the same day sends once', async () => {
    expect((await t.app.mailDigest.run(new Date(WEDNESDAY_8AM.getTime() + 3_600_000))).enqueued).toBe(0);
    expect(await digests()).toHaveLength(5);
  });

  it('two instances, each with its scheduler ticking at once, send once per person', async () => {
    const instances = [0, 1].map(() =>
      createDigestScheduler({ digest: createMailDigest({ db: t.database.db, publicUrl: 'http://localhost:3000', providers: [] }), now: () => THURSDAY_9AM }),
    );
    // Two more instances with no sections of their own race the app's two: still one mail per person. Thursday's news: one inquiry.
    await t.database.db.insert(contactosTerrenos).values({
      nombre: 'Otra Dueña',
      email: 'otra@prueba.example',
      telefono: '1144440002',
      ubicacionTerreno: 'Escobar',
      createdAt: hoursBefore(THURSDAY_9AM, 2),
    });
    const real = createDigestScheduler({ digest: t.app.mailDigest, now: () => THURSDAY_9AM });
    const twin = createDigestScheduler({ digest: t.app.mailDigest, now: () => THURSDAY_9AM });
    await Promise.all([real.tick(), twin.tick(), ...instances.map((s) => s.tick())]);
    await Promise.all([real.tick(), twin.tick()]);
    const thursday = await t.database.db.select().from(correos).where(like(correos.claveEvento, 'resumen:2026-12-03:%'));
    const perPerson = new Map<string, number>();
    for (const mail of thursday) perPerson.set(mail.destinatario, (perPerson.get(mail.destinatario) ?? 0) + 1);
    expect([...perPerson.values()].every((n) => n === 1)).toBe(true);
    expect(perPerson.get('fede.fondo@prueba.example')).toBe(1);
    const fund = thursday.find((mail) => mail.destinatario === 'fede.fondo@prueba.example');
    expect(fund?.texto).toContain('Otra Dueña · Escobar');
    expect(fund?.texto).not.toContain('Rosa Dueña');
  });

  it('skips a deactivated account', async () => {
    await t.database.db.update(user).set({ banned: true }).where(eq(user.username, 'fede.fondo'));
    const friday = new Date('2026-12-04T11:00:00Z');
    await t.database.db
      .insert(contactosTerrenos)
      .values({ nombre: 'Tercera', email: 'ter@prueba.example', telefono: '1144440003', ubicacionTerreno: 'Luján', createdAt: hoursBefore(friday, 2) });
    await t.app.mailDigest.run(friday);
    expect(
      await t.database.db
        .select()
        .from(correos)
        .where(like(correos.claveEvento, `resumen:2026-12-04:${ids['fede.fondo']}`)),
    ).toEqual([]);
  });
});
