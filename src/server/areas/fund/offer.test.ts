import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inquiry } from '../../../domain/fund/land.ts';
import { DEFAULT_OFFER_PARAMETERS, type LandOffer, OFFER_MESSAGES, type OfferParametersView, type OfferZonesResponse } from '../../../domain/fund/offer.ts';
import { FIRM_PARAMETERS_MESSAGES } from '../../../domain/shared/firm-parameters.ts';
import { barrios, contactosTerrenos, correos, localidades, parametrosFirma } from '../../platform/db/schema/index.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** «¿Cuánto te ofrecemos por tu terreno?» (ADR 143): the public offer, its lead and the firm's parameters. */
let t: TestApp;
let fondo: string;
let palermo: string;
let inactive: string;
const MISSING = '00000000-0000-4000-8000-000000000000';
let address = 0;
/** A distinct client address per public call keeps the tests clear of the forms' rate limits. */
const nextAddress = () => `10.40.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const OWNER = { nombre: 'Ana Ríos', email: 'ana@example.com', telefono: '11 5555-0102' };

beforeAll(async () => {
  t = await createTestApp();
  fondo = await t.signInAs(['fondo'], 'fondo.oferta');
  const [p] = await t.database.db.select({ id: barrios.id }).from(barrios).where(eq(barrios.nombre, 'Palermo'));
  const [caba] = await t.database.db.select({ id: localidades.id }).from(localidades).limit(1);
  if (!p || !caba) throw new Error('the reference data has no Palermo');
  palermo = p.id;
  const [off] = await t.database.db
    .insert(barrios)
    .values({ nombre: 'Barrio dado de baja', localidadId: caba.id, valorIncidenciaUsdM2: 500, activo: false })
    .returning({ id: barrios.id });
  inactive = off?.id ?? '';
});
afterAll(() => t.close());

const ask = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/terrenos/oferta', payload, remoteAddress: nextAddress() });
const contact = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/terrenos/oferta/contacto', payload, remoteAddress: nextAddress() });
const readParameters = async (cookie = fondo): Promise<OfferParametersView> =>
  (await t.request({ method: 'GET', url: '/api/fondo/oferta/parametros', cookie })).json();
const saveParameters = (payload: Record<string, unknown>, cookie = fondo) => t.request({ method: 'PUT', url: '/api/fondo/oferta/parametros', payload, cookie });

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/fondo/oferta/parametros' },
    { method: 'PUT', url: '/api/fondo/oferta/parametros' },
  ],
  { allowed: ['fondo'] },
);

describe('the public offer', () => {
  it('the zone table is public, cacheable and has no prices', async () => {
    const response = await t.request({ method: 'GET', url: '/api/oferta/zonas' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const zones: OfferZonesResponse = response.json();
    expect(zones.zonaPorDefecto).toBe('usam');
    expect(zones.zonas.map((z) => z.clave)).toEqual(['usab1', 'usab2', 'usam', 'usaa', 'corredor-medio', 'corredor-alto']);
    expect(response.body).not.toMatch(/descuento|precio|costo/i);
  });

  it('answers the three options for Palermo, 260 m², «No sé» (ADR 143 worked example)', async () => {
    const response = await ask({ barrio_id: palermo, lote_m2: '260', zona: 'no-se' });
    expect(response.statusCode, response.body).toBe(200);
    const offer: LandOffer = response.json();
    expect(offer).toMatchObject({
      barrio: { id: palermo, nombre: 'Palermo', incidenciaUsdM2: 690 },
      m2Vendibles: 806,
      valorTerrenoUsd: 556_140,
      contado: { usd: 472_719 },
      permuta: { m2: 161.2, participacionPct: 20 },
      mixto: { usd: 236_360, m2: 80.6 },
    });
    expect(offer.supuestos.length).toBeGreaterThan(5);
  });

  it.each([
    ['an unknown barrio', { barrio_id: MISSING, lote_m2: '260', zona: 'no-se' }, 'barrio_id', OFFER_MESSAGES.barrioUnavailable],
    ['an inactive barrio', { barrio_id: 'inactive', lote_m2: '260', zona: 'no-se' }, 'barrio_id', OFFER_MESSAGES.barrioUnavailable],
    ['a zone not in the table', { barrio_id: 'palermo', lote_m2: '260', zona: 'torre' }, 'zona', OFFER_MESSAGES.zoneInvalid],
    ['a lot too small', { barrio_id: 'palermo', lote_m2: '12', zona: 'usam' }, 'lote_m2', OFFER_MESSAGES.lotTooSmall],
    ['no lot', { barrio_id: 'palermo', zona: 'usam' }, 'lote_m2', OFFER_MESSAGES.lotRequired],
    ['nothing buildable', { barrio_id: 'palermo', lote_m2: '260' }, 'zona', OFFER_MESSAGES.buildableRequired],
  ])('refuses %s with 400 in Spanish', async (_case, body, field, message) => {
    const ids: Record<string, string> = { inactive, palermo };
    const response = await ask({ ...body, barrio_id: ids[body.barrio_id] ?? body.barrio_id });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ field, message });
  });

  it('refuses numbers it cannot read and unknown keys', async () => {
    const unreadable = await ask({ barrio_id: palermo, lote_m2: 'doscientos', zona: 'usam' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.field).toBe('lote_m2');
    expect(unreadable.json().error.message).toMatch(/número|leer|entend/i);
    const extra = await ask({ barrio_id: palermo, lote_m2: '260', zona: 'usam', descuento: 0 });
    expect(extra.statusCode).toBe(400);
  });
});

describe('«Quiero que me contacten»', () => {
  it('stores a land lead with the offer computed again on the server, and alerts the fund', async () => {
    const response = await contact({ barrio_id: palermo, frente_m: '8,66', fondo_m: '30', zona: 'usab2', ...OWNER });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    const [row] = await t.database.db.select().from(contactosTerrenos).where(eq(contactosTerrenos.id, id));
    expect(row).toMatchObject({ ...OWNER, ubicacionTerreno: 'Palermo, Ciudad de Buenos Aires', m2VendiblesEstimados: 675.5, tienePrefactibilidad: false });
    expect(row?.oferta).toMatchObject({ loteM2: 259.8, m2Vendibles: 675.5, contado: { usd: 396_181 } });

    const list = await t.request({ method: 'GET', url: '/api/fondo/contactos', cookie: fondo });
    const lead = (list.json().items as Inquiry[]).find((i) => i.id === id);
    expect(lead?.oferta).toMatchObject({ contado: { usd: 396_181 }, zona: { clave: 'usab2' } });
    expect(lead?.oferta?.supuestos).toContain('Contado: 15 % de descuento por pago inmediato.');

    const mails = (await t.database.db.select().from(correos)).filter((m) => m.claveEvento.startsWith(`consulta-terreno:${id}:`));
    expect(mails.map((m) => m.destinatario)).toContain('fondo.oferta@prueba.example');
    const [mail] = mails;
    expect(mail?.asunto).toMatch(/^Pedido de contacto por la oferta: Palermo, Ciudad de Buenos Aires, contado US\$\s396\.181$/);
    expect(mail?.texto).toContain('«¿Cuánto te ofrecemos por tu terreno?»');

    // The export carries the same figures: cash, permuta m² and the mix.
    const csv = await t.request({ method: 'GET', url: '/api/fondo/contactos/csv', cookie: fondo });
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('Oferta contado (US$);Oferta permuta (m²);Oferta mixto (US$ + m²)');
    const line = lines.find((l) => l.includes(OWNER.email)) ?? '';
    const o = lead?.oferta;
    expect(line).toContain(`;396181;${String(o?.permuta?.m2).replace('.', ',')};${o?.mixto?.usd} + ${String(o?.mixto?.m2).replace('.', ',')} m²;`);
  });

  it('refuses figures sent by the browser (strict body): nothing is stored', async () => {
    const before = (await t.database.db.select().from(contactosTerrenos)).length;
    const response = await contact({ barrio_id: palermo, lote_m2: '260', zona: 'no-se', ...OWNER, contado: { usd: 2_000_000 } });
    expect(response.statusCode).toBe(400);
    const badPhone = await contact({ barrio_id: palermo, lote_m2: '260', zona: 'no-se', ...OWNER, telefono: '123' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.field).toBe('telefono');
    const inactiveBarrio = await contact({ barrio_id: inactive, lote_m2: '260', zona: 'no-se', ...OWNER });
    expect(inactiveBarrio.json().error).toMatchObject({ field: 'barrio_id', message: OFFER_MESSAGES.barrioUnavailable });
    expect((await t.database.db.select().from(contactosTerrenos)).length).toBe(before);
  });
});

describe('the firm’s parameters', () => {
  it('reads the defaults (version 0) with every active barrio and none inactive', async () => {
    const view = await readParameters();
    expect(view).toMatchObject({ valor: DEFAULT_OFFER_PARAMETERS, version: 0, actualizadoEn: null, actualizadoPor: null });
    expect(view.barriosActivos.some((b) => b.id === palermo && b.localidad === 'Ciudad de Buenos Aires' && b.incidenciaUsdM2 === 690)).toBe(true);
    expect(view.barriosActivos.some((b) => b.id === inactive)).toBe(false);
  });

  it('saves typed figures, audits before → after, and the public offer follows', async () => {
    const valor = {
      ...DEFAULT_OFFER_PARAMETERS,
      descuentoContadoPct: '20',
      barrios: { [palermo]: { precioVentaUsdM2: '4.600', zona: 'usaa' }, [MISSING]: { precioVentaUsdM2: '', zona: null } },
    };
    const response = await saveParameters({ valor, version: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const saved: OfferParametersView = response.json();
    expect(saved).toMatchObject({ version: 1, actualizadoPor: 'fondo.oferta', valor: { descuentoContadoPct: 20 } });
    // A barrio with neither a price nor a zone is not kept.
    expect(saved.valor.barrios).toEqual({ [palermo]: { precioVentaUsdM2: 4600, zona: 'usaa' } });
    const [audit] = await auditRows(t, 'parametros_oferta_modificados');
    expect(audit).toMatchObject({ actor: 'fondo.oferta' });
    expect(audit?.detalle).toContain('descuentoContadoPct: 15 → 20');
    expect(audit?.detalle).toContain(`barrios.${palermo}.precioVentaUsdM2: — → 4600`);

    const offer: LandOffer = (await ask({ barrio_id: palermo, lote_m2: '260', zona: 'no-se' })).json();
    // «No sé» in Palermo is now USAA 4,4: 1.144 m², land US$ 789.360, cash 80 %.
    expect(offer).toMatchObject({ m2Vendibles: 1144, valorTerrenoUsd: 789_360, contado: { usd: 631_488 }, precioVentaUsdM2: 4600 });
    const zones: OfferZonesResponse = (await t.request({ method: 'GET', url: '/api/oferta/zonas' })).json();
    expect(zones.porBarrio).toEqual({ [palermo]: 'usaa' });
  });

  it('a stale version is 409 PARAMETERS_CHANGED and writes nothing', async () => {
    const before = await readParameters();
    const auditsBefore = (await auditRows(t, 'parametros_oferta_modificados')).length;
    const response = await saveParameters({ valor: { ...before.valor, descuentoContadoPct: 40 }, version: before.version - 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'PARAMETERS_CHANGED', message: FIRM_PARAMETERS_MESSAGES.changedMeanwhile });
    const after = await readParameters();
    expect(after.version).toBe(before.version);
    expect(after.valor.descuentoContadoPct).toBe(before.valor.descuentoContadoPct);
    expect((await auditRows(t, 'parametros_oferta_modificados')).length).toBe(auditsBefore);
    const [stored] = await t.database.db.select().from(parametrosFirma).where(eq(parametrosFirma.clave, 'oferta'));
    expect(stored?.version).toBe(before.version);
  });

  it('refuses figures out of range in Spanish, a missing version and unknown keys', async () => {
    const { valor, version } = await readParameters();
    const discount = await saveParameters({ valor: { ...valor, descuentoContadoPct: '75' }, version });
    expect(discount.statusCode).toBe(400);
    expect(discount.json().error).toMatchObject({ message: OFFER_MESSAGES.discountRange, field: 'valor.descuentoContadoPct' });
    const zone = await saveParameters({ valor: { ...valor, zonaPorDefecto: 'torre' }, version });
    expect(zone.json().error.message).toBe(OFFER_MESSAGES.defaultZoneUnknown);
    expect((await saveParameters({ valor })).statusCode).toBe(400);
    expect((await saveParameters({ valor, version, extra: 1 })).statusCode).toBe(400);
    expect((await saveParameters({ valor: { ...valor, secreto: 1 }, version })).statusCode).toBe(400);
  });
});
