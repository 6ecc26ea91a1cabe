import { z } from 'zod';
import { FIRM_PARAMETERS_MESSAGES } from '../shared/firm-parameters.ts';
import { formatNumber, formatUsd as usd } from '../shared/money.ts';
import { text } from '../shared/text.ts';
import { NUMBER_KINDS, optionalTypedNumber, typedNumber } from '../shared/typed-number.ts';
import { LOT_M2_MAX, LOT_M2_MESSAGES, LOT_M2_MIN, sellableFromLot, UNKNOWN_ZONE } from './zones.ts';

/**
 * «¿Cuánto te ofrecemos por tu terreno?» (ADR 143): an indicative offer for a lot, in three
 * options — cash, permuta (finished m² in the building) and a mix — computed from the barrio's
 * incidence value and the firm's parameters. The same zone table turns a lot's m² into sellable m²
 * for the calculator's «Calculalos con tu lote». Pure: the server computes the offer, the browser
 * only shows it.
 */

export const OFFER_MESSAGES = {
  barrioRequired: 'Elegí el barrio del terreno',
  barrioUnavailable: 'Ese barrio ya no está disponible. Elegí otro.',
  lotRequired: 'Indicá la superficie del lote en m² (o su frente y fondo)',
  lotTooSmall: LOT_M2_MESSAGES.tooSmall,
  lotTooLarge: LOT_M2_MESSAGES.tooLarge,
  sideTooSmall: 'El frente y el fondo deben medir al menos 2 m',
  sideTooLarge: 'El frente y el fondo deben medir 1.000 m o menos',
  buildableRequired: 'Indicá los m² vendibles o elegí qué se puede construir (o «No sé»)',
  zoneInvalid: 'Elegí una zona de la lista o «No sé»',
  sellableTooSmall: 'Los m² vendibles deben ser al menos 10',
  sellableTooLarge: 'Los m² vendibles deben ser 1.000.000 o menos',
  // Parameters (fund admin).
  discountRange: 'El descuento debe estar entre 0 y 60 %',
  shareRange: 'La incidencia sobre el precio de venta debe estar entre 5 y 60 %',
  cashShareRange: 'La parte en efectivo del mixto debe estar entre 10 y 90 %',
  priceRequired: 'Indicá un precio en dólares por m²',
  priceRange: 'El precio debe estar entre US$ 100 y US$ 50.000 por m²',
  factorRequired: 'Indicá el factor de m² vendibles por m² de lote',
  factorRange: 'El factor debe estar entre 0,1 y 30',
  zoneNameRequired: 'Cada zona necesita un nombre',
  zoneNameTooLong: 'El nombre de la zona debe tener 80 caracteres o menos',
  zoneNoteTooLong: 'La descripción de la zona debe tener 200 caracteres o menos',
  zonesCount: 'La tabla necesita entre 1 y 20 zonas',
  zoneKeysRepeated: 'Hay dos zonas con la misma clave',
  defaultZoneUnknown: 'La zona por defecto no está en la tabla',
  sourceTooLong: 'La fuente debe tener 300 caracteres o menos',
} as const;

export const SIDE_M_MIN = 2;
export const SIDE_M_MAX = 1000;
export const MAX_ZONES = 20;

const ZONE_KEY = /^[a-z0-9-]{1,24}$/;

/** One row of the firm's building-type table: typical sellable m² per m² of lot. */
export const offerZoneSchema = z.strictObject({
  clave: z.string().regex(ZONE_KEY, OFFER_MESSAGES.zoneInvalid),
  nombre: text({ error: OFFER_MESSAGES.zoneNameRequired }).min(1, OFFER_MESSAGES.zoneNameRequired).max(80, OFFER_MESSAGES.zoneNameTooLong),
  descripcion: text().max(200, OFFER_MESSAGES.zoneNoteTooLong),
  factor: typedNumber({
    kind: NUMBER_KINDS.area,
    min: 0.1,
    max: 30,
    messages: { required: OFFER_MESSAGES.factorRequired, min: OFFER_MESSAGES.factorRange, max: OFFER_MESSAGES.factorRange },
  }),
});
export type OfferZone = z.output<typeof offerZoneSchema>;

/** A zone row as the API answers it (plain numbers: response schemas encode, they cannot run the reader). */
const plainZoneSchema = z.object({ clave: z.string(), nombre: z.string(), descripcion: z.string(), factor: z.number() });

const PRICE_RULES = { kind: NUMBER_KINDS.wholeMoney, min: 100, max: 50_000 } as const;
const price = () =>
  typedNumber({ ...PRICE_RULES, messages: { required: OFFER_MESSAGES.priceRequired, min: OFFER_MESSAGES.priceRange, max: OFFER_MESSAGES.priceRange } });
const optionalPrice = () => optionalTypedNumber({ ...PRICE_RULES, messages: { min: OFFER_MESSAGES.priceRange, max: OFFER_MESSAGES.priceRange } });

const percentField = (min: number, max: number, message: string) =>
  typedNumber({ kind: NUMBER_KINDS.percent, min, max, messages: { required: message, min: message, max: message } });

/** What the firm sets for one barrio: the sale price of its new units and the zone «No sé» uses; both optional. */
export const offerBarrioSchema = z.strictObject({
  precioVentaUsdM2: optionalPrice(),
  zona: z.string().regex(ZONE_KEY, OFFER_MESSAGES.zoneInvalid).nullable().default(null),
});

/**
 * The firm's parameters (fund admin, audited; ADR 142 stores them). Numbers arrive typed the
 * Argentine way and are stored as numbers; the stored document is read with the same schema.
 */
export const offerParametersSchema = z
  .strictObject({
    /** The cash option's discount on the land's value, %. */
    descuentoContadoPct: percentField(0, 60, OFFER_MESSAGES.discountRange),
    /** Incidence as a share of a new unit's sale price, %: the sale price of a barrio without its own. */
    incidenciaSobreVentaPct: percentField(5, 60, OFFER_MESSAGES.shareRange),
    /** The mix's share paid in cash, %. */
    mixtoContadoPct: percentField(10, 90, OFFER_MESSAGES.cashShareRange),
    costoConstruccionUsdM2: price(),
    zonaPorDefecto: z.string().regex(ZONE_KEY, OFFER_MESSAGES.zoneInvalid),
    zonas: z.array(offerZoneSchema).min(1, OFFER_MESSAGES.zonesCount).max(MAX_ZONES, OFFER_MESSAGES.zonesCount),
    /** By barrio id. */
    barrios: z.record(z.uuid(), offerBarrioSchema).default({}),
    fuente: text().max(300, OFFER_MESSAGES.sourceTooLong),
  })
  .superRefine((p, ctx) => {
    const keys = p.zonas.map((z) => z.clave);
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['zonas'], message: OFFER_MESSAGES.zoneKeysRepeated });
    if (!keys.includes(p.zonaPorDefecto)) ctx.addIssue({ code: 'custom', path: ['zonaPorDefecto'], message: OFFER_MESSAGES.defaultZoneUnknown });
    for (const [id, b] of Object.entries(p.barrios))
      if (b.zona && !keys.includes(b.zona)) ctx.addIssue({ code: 'custom', path: ['barrios', id, 'zona'], message: OFFER_MESSAGES.defaultZoneUnknown });
  });
export type OfferParameters = z.output<typeof offerParametersSchema>;
export type OfferParametersInput = z.input<typeof offerParametersSchema>;

/**
 * Sellable m² per m² of lot for one height district: floors × 0.6 of the lot built (the band to
 * the línea de frente interno, patios) × 0.85 sellable (walls, stairs, common areas); a setback
 * floor (retiro) counts 0.7. ADR 143 works every row.
 */
export const zoneFactor = (floors: number, setbacks = 0) => Math.round((floors + 0.7 * setbacks) * 0.6 * 0.85 * 10) / 10;

/** The Código Urbanístico's height districts (Ley 6.099, as amended by Ley 6.776 of 2024), ADR 143. */
export const DEFAULT_OFFER_ZONES: readonly OfferZone[] = [
  { clave: 'usab1', nombre: 'USAB1 · altura baja', descripcion: 'Hasta 12 m: planta baja y 3 pisos', factor: zoneFactor(4) },
  { clave: 'usab2', nombre: 'USAB2 · altura baja', descripcion: 'Hasta 14,6 m: planta baja y 4 pisos', factor: zoneFactor(5) },
  { clave: 'usam', nombre: 'USAM · altura media', descripcion: 'Hasta 17,2 m: planta baja y 5 pisos', factor: zoneFactor(6) },
  { clave: 'usaa', nombre: 'USAA · altura alta', descripcion: 'Hasta 22,8 m: planta baja, 7 pisos y 1 retiro', factor: zoneFactor(8, 1) },
  { clave: 'corredor-medio', nombre: 'Corredor Medio', descripcion: 'Hasta 31,2 m: planta baja, 10 pisos y 2 retiros', factor: zoneFactor(11, 2) },
  { clave: 'corredor-alto', nombre: 'Corredor Alto', descripcion: 'Hasta 38 m: planta baja, 12 pisos y 2 retiros', factor: zoneFactor(13, 2) },
];

export const DEFAULT_OFFER_PARAMETERS: OfferParameters = {
  descuentoContadoPct: 15,
  incidenciaSobreVentaPct: 20,
  mixtoContadoPct: 50,
  costoConstruccionUsdM2: 1200,
  zonaPorDefecto: 'usam',
  zonas: [...DEFAULT_OFFER_ZONES],
  barrios: {},
  fuente: 'Valores de referencia de Parcela (ADR 143); la firma los ajusta con sus operaciones.',
};

/** The zone a lot is in: the one chosen, or for «No sé» the barrio's default, else the table's. */
export function zoneFor(params: OfferParameters, barrioId: string, clave: string): OfferZone {
  const wanted = clave === UNKNOWN_ZONE ? (params.barrios[barrioId]?.zona ?? params.zonaPorDefecto) : clave;
  // The schema guarantees the default zone is in the table.
  return params.zonas.find((z) => z.clave === wanted) ?? (params.zonas.find((z) => z.clave === params.zonaPorDefecto) as OfferZone);
}

/** The owner's fields: barrio, lot (m² or frente × fondo) and either the sellable m² or a zone. */
export const offerRequestShape = {
  barrio_id: z.uuid(OFFER_MESSAGES.barrioRequired),
  lote_m2: optionalTypedNumber({
    kind: NUMBER_KINDS.area,
    min: LOT_M2_MIN,
    max: LOT_M2_MAX,
    messages: { min: OFFER_MESSAGES.lotTooSmall, max: OFFER_MESSAGES.lotTooLarge },
  }),
  frente_m: optionalTypedNumber({
    kind: NUMBER_KINDS.area,
    min: SIDE_M_MIN,
    max: SIDE_M_MAX,
    messages: { min: OFFER_MESSAGES.sideTooSmall, max: OFFER_MESSAGES.sideTooLarge },
  }),
  fondo_m: optionalTypedNumber({
    kind: NUMBER_KINDS.area,
    min: SIDE_M_MIN,
    max: SIDE_M_MAX,
    messages: { min: OFFER_MESSAGES.sideTooSmall, max: OFFER_MESSAGES.sideTooLarge },
  }),
  m2_vendibles: optionalTypedNumber({
    kind: NUMBER_KINDS.area,
    min: 10,
    max: 1_000_000,
    messages: { min: OFFER_MESSAGES.sellableTooSmall, max: OFFER_MESSAGES.sellableTooLarge },
  }),
  zona: z.string().regex(ZONE_KEY, OFFER_MESSAGES.zoneInvalid).nullish(),
};

type RequestFields = { lote_m2: number | null; frente_m: number | null; fondo_m: number | null; m2_vendibles: number | null; zona?: string | null | undefined };

/** The rules across fields: a lot (typed or frente × fondo) in range, and the sellable m² or a zone. Shared with the contact (land.ts). */
export function refineOfferRequest(r: RequestFields, ctx: z.RefinementCtx): void {
  const lot = lotArea(r);
  if (lot === null) ctx.addIssue({ code: 'custom', path: ['lote_m2'], message: OFFER_MESSAGES.lotRequired });
  else if (lot < LOT_M2_MIN || lot > LOT_M2_MAX)
    ctx.addIssue({ code: 'custom', path: ['lote_m2'], message: lot < LOT_M2_MIN ? OFFER_MESSAGES.lotTooSmall : OFFER_MESSAGES.lotTooLarge });
  if (r.m2_vendibles === null && !r.zona) ctx.addIssue({ code: 'custom', path: ['zona'], message: OFFER_MESSAGES.buildableRequired });
}

/** POST /api/terrenos/oferta: the owner's form (strict: unknown keys refused). */
export const offerRequestSchema = z.strictObject(offerRequestShape).superRefine(refineOfferRequest);
export type OfferRequest = z.output<typeof offerRequestSchema>;
export type OfferRequestInput = z.input<typeof offerRequestSchema>;

/** The lot's m²: as typed, else frente × fondo; null when neither. */
export function lotArea(r: { lote_m2: number | null; frente_m: number | null; fondo_m: number | null }): number | null {
  if (r.lote_m2 !== null) return r.lote_m2;
  if (r.frente_m !== null && r.fondo_m !== null) return Math.round(r.frente_m * r.fondo_m * 100) / 100;
  return null;
}

export interface OfferBarrio {
  id: string;
  nombre: string;
  incidenciaUsdM2: number;
}

/**
 * The three options and every figure they come from (the API's answer, and what a lead stores in
 * contactos_terrenos.oferta). Dollars are whole, m² to one decimal.
 */
export const landOfferSchema = z.object({
  barrio: z.object({ id: z.string(), nombre: z.string(), incidenciaUsdM2: z.number() }),
  loteM2: z.number(),
  frenteM: z.number().nullable(),
  fondoM: z.number().nullable(),
  m2Vendibles: z.number(),
  /** The zone used when the sellable m² were estimated; null when the owner typed them. */
  zona: plainZoneSchema.nullable(),
  valorTerrenoUsd: z.number(),
  precioVentaUsdM2: z.number(),
  /** The sale price came from the incidence share (the barrio has no price of its own). */
  precioVentaEstimado: z.boolean(),
  costoConstruccionUsdM2: z.number(),
  descuentoContadoPct: z.number(),
  contado: z.object({ usd: z.number() }),
  /** Null when selling the units does not cover the land and the construction (no permuta to offer). */
  permuta: z.object({ m2: z.number(), participacionPct: z.number(), valorUsd: z.number() }).nullable(),
  mixto: z.object({ usd: z.number(), m2: z.number(), contadoPct: z.number() }).nullable(),
  supuestos: z.array(z.string()),
});
export type LandOffer = z.infer<typeof landOfferSchema>;

/** A zone key that is neither «No sé» nor in the firm's table, when the zone is what counts: the message, else null. */
export function offerZoneProblem(request: OfferRequest, params: OfferParameters): string | null {
  if (request.m2_vendibles !== null || !request.zona || request.zona === UNKNOWN_ZONE) return null;
  return params.zonas.some((z) => z.clave === request.zona) ? null : OFFER_MESSAGES.zoneInvalid;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The indicative offer (ADR 143):
 * - land value V = incidence × sellable m²;
 * - cash = V × (1 − discount);
 * - permuta = V ÷ the barrio's sale price of new units per m² (finished m²), shown as a share of
 *   the sellable m²; offered only when the sale price covers the construction cost and the incidence;
 * - mix = the cash share of the cash option plus the rest of the permuta's m².
 */
export function landOffer(request: OfferRequest, barrio: OfferBarrio, params: OfferParameters): LandOffer {
  const loteM2 = lotArea(request) ?? 0;
  const zona = request.m2_vendibles === null ? zoneFor(params, barrio.id, request.zona ?? UNKNOWN_ZONE) : null;
  const m2Vendibles = request.m2_vendibles ?? sellableFromLot(loteM2, zona as OfferZone);
  const own = params.barrios[barrio.id]?.precioVentaUsdM2 ?? null;
  const precioVentaUsdM2 = own ?? Math.round(barrio.incidenciaUsdM2 / (params.incidenciaSobreVentaPct / 100));
  const valor = barrio.incidenciaUsdM2 * m2Vendibles;
  const contado = Math.round(valor * (1 - params.descuentoContadoPct / 100));
  const viable = precioVentaUsdM2 > params.costoConstruccionUsdM2 + barrio.incidenciaUsdM2;
  const permutaM2 = round1(valor / precioVentaUsdM2);
  const permuta = viable
    ? { m2: permutaM2, participacionPct: round1((permutaM2 / m2Vendibles) * 100), valorUsd: Math.round(permutaM2 * precioVentaUsdM2) }
    : null;
  const share = params.mixtoContadoPct / 100;
  const mixto = permuta ? { usd: Math.round(contado * share), m2: round1(permuta.m2 * (1 - share)), contadoPct: params.mixtoContadoPct } : null;

  const supuestos = [
    `Incidencia de ${barrio.nombre}: ${usd(barrio.incidenciaUsdM2)} por m² vendible.`,
    zona
      ? `M² vendibles estimados: ${formatNumber(loteM2)} m² de lote × ${formatNumber(zona.factor)} (${zona.nombre}: ${zona.descripcion}) = ${formatNumber(m2Vendibles)} m².`
      : `M² vendibles indicados por vos: ${formatNumber(m2Vendibles)} m².`,
    `Valor del terreno: ${usd(barrio.incidenciaUsdM2)} × ${formatNumber(m2Vendibles)} m² = ${usd(valor)}.`,
    `Contado: ${formatNumber(params.descuentoContadoPct)} % de descuento por pago inmediato.`,
    own !== null
      ? `Precio de venta de unidades nuevas en ${barrio.nombre}: ${usd(precioVentaUsdM2)} por m².`
      : `Precio de venta de unidades nuevas estimado: la incidencia es el ${formatNumber(params.incidenciaSobreVentaPct)} % del precio, ${usd(precioVentaUsdM2)} por m².`,
    `Costo de construcción: ${usd(params.costoConstruccionUsdM2)} por m².`,
    viable
      ? `Mixto: ${formatNumber(params.mixtoContadoPct)} % del contado y el resto en m² terminados.`
      : `Sin permuta: el precio de venta no cubre la construcción y la incidencia en ${barrio.nombre}.`,
  ];
  return {
    barrio,
    loteM2,
    frenteM: request.frente_m,
    fondoM: request.fondo_m,
    m2Vendibles,
    zona,
    valorTerrenoUsd: Math.round(valor),
    precioVentaUsdM2,
    precioVentaEstimado: own === null,
    costoConstruccionUsdM2: params.costoConstruccionUsdM2,
    descuentoContadoPct: params.descuentoContadoPct,
    contado: { usd: contado },
    permuta,
    mixto,
    supuestos,
  };
}

export const OFFER_DISCLAIMER = 'Es una estimación indicativa, no una oferta: la firma la confirma después de ver el terreno, su título y su normativa.';

/**
 * GET /api/oferta/zonas (public): the zone table and each barrio's zone for «No sé», what the
 * offer form and the calculator's «Calculalos con tu lote» need.
 */
export const offerZonesResponseSchema = z.object({
  zonas: z.array(plainZoneSchema),
  zonaPorDefecto: z.string(),
  /** barrio id → zone key, only for barrios the firm set. */
  porBarrio: z.record(z.string(), z.string()),
});
export type OfferZonesResponse = z.infer<typeof offerZonesResponseSchema>;

/** The public view of the parameters: no prices nor discounts, only what turns a lot into m². */
export function publicOfferZones(params: OfferParameters): OfferZonesResponse {
  const porBarrio: Record<string, string> = {};
  for (const [id, b] of Object.entries(params.barrios)) if (b.zona) porBarrio[id] = b.zona;
  return { zonas: params.zonas, zonaPorDefecto: params.zonaPorDefecto, porBarrio };
}

/** PUT /api/fondo/oferta/parametros: the whole document and the version the editor read (ADR 142). */
export const offerParametersUpdateSchema = z.strictObject({
  valor: offerParametersSchema,
  version: z
    .number({ error: FIRM_PARAMETERS_MESSAGES.versionRequired })
    .int(FIRM_PARAMETERS_MESSAGES.versionRequired)
    .min(0, FIRM_PARAMETERS_MESSAGES.versionRequired),
});
export type OfferParametersUpdate = z.input<typeof offerParametersUpdateSchema>;

/** An active barrio as the parameters' editor lists it (by localidad, then name). */
export const offerBarrioRowSchema = z.object({ id: z.string(), nombre: z.string(), localidad: z.string(), incidenciaUsdM2: z.number() });

/** The stored document as the API answers it: the same fields, plain numbers. */
const offerParametersOutputSchema = z.object({
  descuentoContadoPct: z.number(),
  incidenciaSobreVentaPct: z.number(),
  mixtoContadoPct: z.number(),
  costoConstruccionUsdM2: z.number(),
  zonaPorDefecto: z.string(),
  zonas: z.array(plainZoneSchema),
  barrios: z.record(z.string(), z.object({ precioVentaUsdM2: z.number().nullable(), zona: z.string().nullable() })),
  fuente: z.string(),
}) satisfies z.ZodType<OfferParameters>;

/** GET /api/fondo/oferta/parametros: the document, its last change and the active barrios to set. */
export const offerParametersViewSchema = z.object({
  valor: offerParametersOutputSchema,
  version: z.number().int(),
  actualizadoEn: z.string().nullable(),
  actualizadoPor: z.string().nullable(),
  barriosActivos: z.array(offerBarrioRowSchema),
});
export type OfferParametersView = z.output<typeof offerParametersViewSchema>;
