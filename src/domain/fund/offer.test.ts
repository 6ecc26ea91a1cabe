import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerContactSchema } from './land.ts';
import {
  DEFAULT_OFFER_PARAMETERS,
  DEFAULT_OFFER_ZONES,
  landOffer,
  lotArea,
  OFFER_MESSAGES,
  type OfferBarrio,
  type OfferParameters,
  type OfferRequestInput,
  offerParametersSchema,
  offerParametersUpdateSchema,
  offerRequestSchema,
  offerZoneProblem,
  publicOfferZones,
  zoneFactor,
  zoneFor,
} from './offer.ts';
import { sellableFromLot, UNKNOWN_ZONE } from './zones.ts';

// The worked examples of docs/decisions/143-land-offer.md: change one, change the other.
const PALERMO: OfferBarrio = { id: '11111111-1111-4111-8111-111111111111', nombre: 'Palermo', incidenciaUsdM2: 690 };
const request = (input: OfferRequestInput) => offerRequestSchema.parse(input);
const offer = (input: OfferRequestInput, params: OfferParameters = DEFAULT_OFFER_PARAMETERS, barrio = PALERMO) => landOffer(request(input), barrio, params);
const withParams = (change: Partial<OfferParameters>): OfferParameters => ({ ...DEFAULT_OFFER_PARAMETERS, ...change });

function firstIssue(result: { success: boolean; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } }) {
  const issue = result.error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
}

describe('zone factors (ADR 143: floors × 0,6 built × 0,85 sellable, a setback floor 0,7)', () => {
  it('gives each height district of the Código Urbanístico its factor', () => {
    expect(DEFAULT_OFFER_ZONES.map((z) => [z.clave, z.factor])).toEqual([
      ['usab1', 2],
      ['usab2', 2.6],
      ['usam', 3.1],
      ['usaa', 4.4],
      ['corredor-medio', 6.3],
      ['corredor-alto', 7.3],
    ]);
    expect(zoneFactor(6)).toBe(3.1); // 6 × 0,51 = 3,06
    expect(zoneFactor(13, 2)).toBe(7.3); // (13 + 2 × 0,7) × 0,51 = 7,344
  });

  it('«No sé» is the barrio zone the firm set, else the table default (USAM)', () => {
    expect(zoneFor(DEFAULT_OFFER_PARAMETERS, PALERMO.id, UNKNOWN_ZONE).clave).toBe('usam');
    const set = withParams({ barrios: { [PALERMO.id]: { precioVentaUsdM2: null, zona: 'usaa' } } });
    expect(zoneFor(set, PALERMO.id, UNKNOWN_ZONE).clave).toBe('usaa');
    expect(zoneFor(set, PALERMO.id, 'usab1').clave).toBe('usab1');
  });

  it('the default parameters pass their own schema, and the public view carries no prices', () => {
    expect(offerParametersSchema.parse(DEFAULT_OFFER_PARAMETERS)).toEqual(DEFAULT_OFFER_PARAMETERS);
    const zones = publicOfferZones(withParams({ barrios: { [PALERMO.id]: { precioVentaUsdM2: 4000, zona: 'usaa' } } }));
    expect(zones).toEqual({ zonas: DEFAULT_OFFER_ZONES, zonaPorDefecto: 'usam', porBarrio: { [PALERMO.id]: 'usaa' } });
    expect(JSON.stringify(zones)).not.toContain('4000');
  });
});

describe('the offer (ADR 143 worked examples)', () => {
  it('Palermo, 260 m² of lot, «No sé»: USAM 3,1 → 806 m², land US$ 556.140, the three options', () => {
    const o = offer({ barrio_id: PALERMO.id, lote_m2: '260', zona: UNKNOWN_ZONE });
    expect(o).toMatchObject({
      loteM2: 260,
      m2Vendibles: 806,
      zona: { clave: 'usam', factor: 3.1 },
      valorTerrenoUsd: 556_140,
      precioVentaUsdM2: 3450, // 690 ÷ 20 %
      precioVentaEstimado: true,
      contado: { usd: 472_719 }, // 556.140 × 0,85
      permuta: { m2: 161.2, participacionPct: 20, valorUsd: 556_140 }, // 556.140 ÷ 3.450
      mixto: { usd: 236_360, m2: 80.6, contadoPct: 50 },
    });
    expect(o.supuestos).toContain('M² vendibles estimados: 260 m² de lote × 3,1 (USAM · altura media: Hasta 17,2 m: planta baja y 5 pisos) = 806 m².');
    expect(o.supuestos).toContain('Valor del terreno: US$\u00a0690 × 806 m² = US$\u00a0556.140.');
    expect(o.supuestos).toContain('Contado: 15 % de descuento por pago inmediato.');
  });

  it('sellable m² typed the Argentine way («1.250») are used as they are', () => {
    const o = offer({ barrio_id: PALERMO.id, lote_m2: '300', m2_vendibles: '1.250', zona: 'usab1' });
    expect(o).toMatchObject({ m2Vendibles: 1250, zona: null, valorTerrenoUsd: 862_500, contado: { usd: 733_125 } });
    expect(o.permuta).toEqual({ m2: 250, participacionPct: 20, valorUsd: 862_500 });
    expect(o.supuestos).toContain('M² vendibles indicados por vos: 1.250 m².');
  });

  it('frente «8,66» × fondo «30» is a lot of 259,8 m² (USAB2 2,6 → 675,5 m²)', () => {
    const o = offer({ barrio_id: PALERMO.id, frente_m: '8,66', fondo_m: '30', zona: 'usab2' });
    expect(o).toMatchObject({ loteM2: 259.8, frenteM: 8.66, fondoM: 30, m2Vendibles: 675.5, valorTerrenoUsd: 466_095, contado: { usd: 396_181 } });
  });

  it('a barrio with its own sale price uses it (Palermo at US$ 4.600: permuta 120,9 m², 15 %)', () => {
    const params = withParams({ barrios: { [PALERMO.id]: { precioVentaUsdM2: 4600, zona: null } } });
    const o = offer({ barrio_id: PALERMO.id, lote_m2: '260', zona: UNKNOWN_ZONE }, params);
    expect(o).toMatchObject({ precioVentaUsdM2: 4600, precioVentaEstimado: false, permuta: { m2: 120.9, participacionPct: 15, valorUsd: 556_140 } });
    expect(o.mixto).toEqual({ usd: 236_360, m2: 60.5, contadoPct: 50 });
    expect(o.supuestos).toContain('Precio de venta de unidades nuevas en Palermo: US$\u00a04.600 por m².');
  });

  it('no permuta where the sale price does not cover construction and incidence (US$ 1.800 < 1.200 + 690)', () => {
    const params = withParams({ barrios: { [PALERMO.id]: { precioVentaUsdM2: 1800, zona: null } } });
    const o = offer({ barrio_id: PALERMO.id, lote_m2: '260', zona: UNKNOWN_ZONE }, params);
    expect(o.permuta).toBeNull();
    expect(o.mixto).toBeNull();
    expect(o.contado.usd).toBe(472_719);
    expect(o.supuestos.at(-1)).toBe('Sin permuta: el precio de venta no cubre la construcción y la incidencia en Palermo.');
  });

  it('follows the firm’s discount and mix share', () => {
    const o = offer({ barrio_id: PALERMO.id, lote_m2: '260', zona: UNKNOWN_ZONE }, withParams({ descuentoContadoPct: 25, mixtoContadoPct: 30 }));
    expect(o.contado.usd).toBe(417_105); // 556.140 × 0,75
    expect(o.mixto).toEqual({ usd: 125_132, m2: 112.8, contadoPct: 30 });
  });
});

describe('the owner’s form', () => {
  it('asks for a lot, and for the sellable m² or a zone, in Spanish', () => {
    expect(firstIssue(offerRequestSchema.safeParse({ barrio_id: PALERMO.id, zona: 'usam' }))).toEqual({
      field: 'lote_m2',
      message: OFFER_MESSAGES.lotRequired,
    });
    expect(firstIssue(offerRequestSchema.safeParse({ barrio_id: PALERMO.id, lote_m2: '260' }))).toEqual({
      field: 'zona',
      message: OFFER_MESSAGES.buildableRequired,
    });
    expect(firstIssue(offerRequestSchema.safeParse({ barrio_id: PALERMO.id, lote_m2: '12', zona: 'usam' }))).toEqual({
      field: 'lote_m2',
      message: OFFER_MESSAGES.lotTooSmall,
    });
    // 3 × 5 = 15 m²: each side is fine, the lot is not.
    expect(firstIssue(offerRequestSchema.safeParse({ barrio_id: PALERMO.id, frente_m: '3', fondo_m: '5', zona: 'usam' }))).toEqual({
      field: 'lote_m2',
      message: OFFER_MESSAGES.lotTooSmall,
    });
    expect(firstIssue(offerRequestSchema.safeParse({ barrio_id: 'palermo', lote_m2: '260', zona: 'usam' }))?.message).toBe(OFFER_MESSAGES.barrioRequired);
    expect(firstIssue(offerRequestSchema.safeParse({ barrio_id: PALERMO.id, lote_m2: 'mucho', zona: 'usam' }))?.field).toBe('lote_m2');
    expect(offerRequestSchema.safeParse({ barrio_id: PALERMO.id, lote_m2: '260', zona: 'usam', contado: 1 }).success).toBe(false);
  });

  it('a zone key not in the table is refused; «No sé» and typed m² never are', () => {
    const parse = (input: OfferRequestInput) => offerZoneProblem(request(input), DEFAULT_OFFER_PARAMETERS);
    expect(parse({ barrio_id: PALERMO.id, lote_m2: '260', zona: 'torre' })).toBe(OFFER_MESSAGES.zoneInvalid);
    expect(parse({ barrio_id: PALERMO.id, lote_m2: '260', zona: UNKNOWN_ZONE })).toBeNull();
    expect(parse({ barrio_id: PALERMO.id, lote_m2: '260', m2_vendibles: '900', zona: 'torre' })).toBeNull();
  });

  it('the contact adds who to call, with the inquiry form’s rules, and takes no figures', () => {
    const base = { barrio_id: PALERMO.id, lote_m2: '260', zona: UNKNOWN_ZONE, nombre: 'Ana', email: 'ana@example.com', telefono: '11 5555-0101' };
    expect(offerContactSchema.safeParse(base).success).toBe(true);
    expect(firstIssue(offerContactSchema.safeParse({ ...base, telefono: '12' }))?.field).toBe('telefono');
    expect(offerContactSchema.safeParse({ ...base, contado: { usd: 1_000_000 } }).success).toBe(false);
    expect(firstIssue(offerContactSchema.safeParse({ ...base, lote_m2: '' }))?.message).toBe(OFFER_MESSAGES.lotRequired);
  });

  it('lot area: typed wins over frente × fondo; neither is null', () => {
    expect(lotArea({ lote_m2: 300, frente_m: 10, fondo_m: 20 })).toBe(300);
    expect(lotArea({ lote_m2: null, frente_m: 10, fondo_m: 20.5 })).toBe(205);
    expect(lotArea({ lote_m2: null, frente_m: 10, fondo_m: null })).toBeNull();
  });
});

describe('the firm’s parameters', () => {
  it('reads percents and prices typed the Argentine way and refuses what is out of range', () => {
    const typed = offerParametersSchema.parse({ ...DEFAULT_OFFER_PARAMETERS, descuentoContadoPct: '12,5', costoConstruccionUsdM2: 'US$ 1.350' });
    expect(typed).toMatchObject({ descuentoContadoPct: 12.5, costoConstruccionUsdM2: 1350 });
    expect(firstIssue(offerParametersSchema.safeParse({ ...DEFAULT_OFFER_PARAMETERS, descuentoContadoPct: '75' }))?.message).toBe(OFFER_MESSAGES.discountRange);
    expect(firstIssue(offerParametersSchema.safeParse({ ...DEFAULT_OFFER_PARAMETERS, zonaPorDefecto: 'torre' }))?.message).toBe(
      OFFER_MESSAGES.defaultZoneUnknown,
    );
    const twice = [...DEFAULT_OFFER_ZONES, DEFAULT_OFFER_ZONES[0]];
    expect(firstIssue(offerParametersSchema.safeParse({ ...DEFAULT_OFFER_PARAMETERS, zonas: twice }))?.message).toBe(OFFER_MESSAGES.zoneKeysRepeated);
    expect(offerParametersUpdateSchema.safeParse({ valor: DEFAULT_OFFER_PARAMETERS }).success).toBe(false);
    expect(offerParametersUpdateSchema.safeParse({ valor: DEFAULT_OFFER_PARAMETERS, version: 0 }).success).toBe(true);
  });
});

describe('properties of every offer', () => {
  const params = fc.record({
    descuentoContadoPct: fc.integer({ min: 0, max: 60 }),
    incidenciaSobreVentaPct: fc.integer({ min: 5, max: 60 }),
    mixtoContadoPct: fc.integer({ min: 10, max: 90 }),
    costoConstruccionUsdM2: fc.integer({ min: 100, max: 50_000 }),
    ownPrice: fc.option(fc.integer({ min: 100, max: 50_000 })),
    zone: fc.constantFrom(UNKNOWN_ZONE, ...DEFAULT_OFFER_ZONES.map((z) => z.clave)),
  });
  const lots = fc.record({
    incidence: fc.integer({ min: 1, max: 20_000 }),
    lot: fc.integer({ min: 20, max: 100_000 }),
    sellable: fc.option(fc.integer({ min: 10, max: 1_000_000 })),
  });

  it('never goes negative; cash ≤ land value; the mix lies between cash and permuta (to the rounding of 0,1 m²)', () => {
    fc.assert(
      fc.property(params, lots, (p, l) => {
        const parameters = withParams({
          descuentoContadoPct: p.descuentoContadoPct,
          incidenciaSobreVentaPct: p.incidenciaSobreVentaPct,
          mixtoContadoPct: p.mixtoContadoPct,
          costoConstruccionUsdM2: p.costoConstruccionUsdM2,
          barrios: { [PALERMO.id]: { precioVentaUsdM2: p.ownPrice, zona: null } },
        });
        const o = landOffer(
          request({ barrio_id: PALERMO.id, lote_m2: l.lot, m2_vendibles: l.sellable, zona: p.zone }),
          { ...PALERMO, incidenciaUsdM2: l.incidence },
          parameters,
        );
        const figures = [o.m2Vendibles, o.valorTerrenoUsd, o.contado.usd, o.permuta?.m2, o.permuta?.valorUsd, o.mixto?.usd, o.mixto?.m2];
        for (const figure of figures) if (figure !== undefined) expect(figure).toBeGreaterThanOrEqual(0);
        expect(o.contado.usd).toBeLessThanOrEqual(o.valorTerrenoUsd);
        if (l.sellable === null) expect(o.m2Vendibles).toBe(sellableFromLot(l.lot, zoneFor(parameters, PALERMO.id, p.zone)));
        expect(o.mixto === null).toBe(o.permuta === null);
        if (o.permuta && o.mixto) {
          const mix = o.mixto.usd + o.mixto.m2 * o.precioVentaUsdM2;
          const slack = 0.1 * o.precioVentaUsdM2 + 1;
          expect(mix).toBeGreaterThanOrEqual(Math.min(o.contado.usd, o.permuta.valorUsd) - slack);
          expect(mix).toBeLessThanOrEqual(Math.max(o.contado.usd, o.permuta.valorUsd) + slack);
          expect(o.permuta.participacionPct).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
