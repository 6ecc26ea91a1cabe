import { RATE_STALE_NOTE, RATE_TYPE_LABELS, RATE_TYPES, type RateType, rateAgeText } from '../exchange-rates/rate-types.ts';
import type { ExchangeRates, RateSource } from '../exchange-rates/rates.ts';
import { formatDateTime } from '../shared/date-format.ts';
import { formatNumber } from '../shared/money.ts';

/**
 * «Costo total para cerrar» (ADR 144): what the buyer and the seller pay around the deed, by the
 * jurisdiction of the plot, from a table of rates the firm keeps with their source and date
 * (ADR 142, key 'costos-cierre'), and each total in pesos at the last oficial, MEP and blue rate
 * (ADR 120). Pure and free of zod (the result page's chunk stays light): the schemas are in
 * closing-costs.schemas.ts. The server sends the table and the rates, the page and the PDF compute.
 */

export const JURISDICTIONS = ['caba', 'pba'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];
export const JURISDICTION_LABELS: Record<Jurisdiction, string> = { caba: 'Ciudad de Buenos Aires', pba: 'Provincia de Buenos Aires' };

export const PARTIES = ['comprador', 'vendedor'] as const;
export type Party = (typeof PARTIES)[number];

/** One usual cost of the deed: who pays it and its rate on the price, with where the figure comes from. */
export interface ClosingCostItem {
  clave: string;
  concepto: string;
  parte: Party;
  tasaPct: number;
  /** The notary's fee is quoted before IVA: the amount adds 21 %. */
  masIva: boolean;
  /** Impuesto de Sellos: the vivienda-única exemption applies to it. */
  sellos: boolean;
  /** The exemption's threshold in pesos (Ley Tarifaria); null when unknown. Read only on a stamp-duty item. */
  exencionViviendaUnicaHastaArs: number | null;
  fuente: string;
  /** YYYY-MM-DD: when the figure was set or checked. */
  fecha: string;
}

/** The firm's table (ADR 142 key 'costos-cierre'): per jurisdiction, its items. */
export type ClosingCostsTable = Record<Jurisdiction, ClosingCostItem[]>;

/**
 * GET /api/consultas/:id/costos-cierre: what the result page computes with in the browser (the
 * «vivienda única» box recomputes without a round trip): the jurisdiction's items and the last
 * rates, null when they could not be read.
 */
export interface ClosingCostsData {
  jurisdiccion: Jurisdiction;
  items: ClosingCostItem[];
  cotizaciones: ExchangeRates | null;
}

/** IVA on the notary's fee (Ley de IVA, alícuota general). */
export const IVA = 0.21;
export const MAX_ITEMS_PER_JURISDICTION = 12;
export const MAX_RATE_PCT = 10;
/** Pesos: far above any threshold (a peso figure of 13 digits). */
export const MAX_THRESHOLD_ARS = 9_999_999_999_999;

export const CLOSING_COSTS_MESSAGES = {
  conceptRequired: 'Cada concepto necesita un nombre',
  conceptTooLong: 'El concepto debe tener 80 caracteres o menos',
  keyInvalid: 'La clave del concepto es inválida (minúsculas, números y guiones)',
  keysRepeated: 'Hay dos conceptos con la misma clave en la misma jurisdicción',
  rateRequired: 'Indicá la alícuota en %',
  rateRange: `La alícuota debe estar entre 0 y ${MAX_RATE_PCT} %`,
  thresholdRange: 'El umbral de exención debe ser un monto en pesos mayor a 0',
  sourceRequired: 'Indicá de dónde sale el valor (norma, colegio, consulta)',
  sourceTooLong: 'La fuente debe tener 300 caracteres o menos',
  dateInvalid: 'La fecha debe ser del tipo 2026-01-01',
  itemsCount: `Cada jurisdicción necesita entre 1 y ${MAX_ITEMS_PER_JURISDICTION} conceptos`,
  partyInvalid: 'Elegí quién paga: comprador o vendedor',
} as const;

/** What the page and the PDF say beside the figures. */
export const CLOSING_COSTS_NOTES = {
  estimate: 'Son estimaciones de referencia: confirmalas con tu escribano. No incluye el impuesto cedular del vendedor, que depende de cuándo compró.',
  noRates: 'Todavía no tenemos cotizaciones cargadas: los costos se muestran en dólares.',
  noThreshold: 'No tenemos cargado el umbral de exención de esta jurisdicción: consultá con tu escribano si te corresponde.',
  noOficial: 'Sin cotización oficial no podemos evaluar la exención por vivienda única: mostramos el impuesto completo.',
  exempt: 'Exento por vivienda única, familiar y de ocupación permanente.',
  excess: 'Vivienda única: se paga solo sobre el excedente del umbral.',
  staleRate: `${RATE_STALE_NOTE}.`,
} as const;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
const CABA_NAMES = new Set(['ciudad de buenos aires', 'caba', 'capital federal', 'ciudad autonoma de buenos aires']);

/** The firm works in the AMBA: the City by its names, any other locality is the Province (ADR 144). */
export function jurisdictionOf(localidadNombre: string): Jurisdiction {
  return CABA_NAMES.has(fold(localidadNombre)) ? 'caba' : 'pba';
}

/**
 * How the vivienda-única exemption of the stamp duty went: `aplica` (the price in pesos is within
 * the threshold: not paid), `excedente` (paid only on what exceeds it), `no-aplica` (not the
 * buyer's only home), `sin-umbral` (no threshold loaded), `sin-cotizacion` (no oficial rate to
 * put the price in pesos). The last two show the whole tax with a note.
 */
export type Exemption = 'aplica' | 'excedente' | 'no-aplica' | 'sin-umbral' | 'sin-cotizacion';

export interface ClosingCostLine {
  clave: string;
  concepto: string;
  tasaPct: number;
  masIva: boolean;
  usd: number;
  exento: boolean;
  nota?: string;
}
export interface PartyCosts {
  items: ClosingCostLine[];
  totalUsd: number;
}
export interface ClosingCosts {
  comprador: PartyCosts;
  vendedor: PartyCosts;
  exencion: Exemption;
}

/**
 * Each item is price × rate (× 1,21 when it carries IVA), rounded to whole dollars; a party's total
 * is the sum of its rounded items. The stamp duty of a vivienda única is compared in pesos at the
 * oficial venta (taxes are paid at the oficial): within the threshold both halves are exempt;
 * above it, both halves are paid on the excess only.
 */
export function closingCosts(
  priceUsd: number,
  items: readonly ClosingCostItem[],
  { viviendaUnica, oficialVentaArs }: { viviendaUnica: boolean; oficialVentaArs: number | null },
): ClosingCosts {
  const price = Number.isFinite(priceUsd) && priceUsd > 0 ? priceUsd : 0;
  const oficial = oficialVentaArs !== null && Number.isFinite(oficialVentaArs) && oficialVentaArs > 0 ? oficialVentaArs : null;
  const stamp = items.find((i) => i.sellos);
  const threshold = stamp?.exencionViviendaUnicaHastaArs ?? null;
  const exencion: Exemption = !viviendaUnica
    ? 'no-aplica'
    : threshold === null
      ? 'sin-umbral'
      : oficial === null
        ? 'sin-cotizacion'
        : price * oficial <= threshold
          ? 'aplica'
          : 'excedente';
  const excessUsd = exencion === 'excedente' && threshold !== null && oficial !== null ? price - threshold / oficial : price;

  const line = (i: ClosingCostItem): ClosingCostLine => {
    const base = i.sellos ? (exencion === 'aplica' ? 0 : excessUsd) : price;
    const usd = Math.round(base * (i.tasaPct / 100) * (i.masIva ? 1 + IVA : 1));
    const out: ClosingCostLine = { clave: i.clave, concepto: i.concepto, tasaPct: i.tasaPct, masIva: i.masIva, usd, exento: i.sellos && exencion === 'aplica' };
    if (i.sellos) {
      const nota =
        exencion === 'aplica'
          ? CLOSING_COSTS_NOTES.exempt
          : exencion === 'excedente'
            ? CLOSING_COSTS_NOTES.excess
            : exencion === 'sin-umbral'
              ? CLOSING_COSTS_NOTES.noThreshold
              : exencion === 'sin-cotizacion'
                ? CLOSING_COSTS_NOTES.noOficial
                : undefined;
      if (nota) out.nota = nota;
    }
    return out;
  };
  const party = (parte: Party): PartyCosts => {
    const lines = items.filter((i) => i.parte === parte).map(line);
    return { items: lines, totalUsd: lines.reduce((sum, l) => sum + l.usd, 0) };
  };
  return { comprador: party('comprador'), vendedor: party('vendedor'), exencion };
}

export interface PesoFigure {
  tipo: RateType;
  ars: number;
  venta: number;
  fuente: RateSource;
  fecha: string;
  edadMinutos: number;
  desactualizada: boolean;
}

/** `usd` in pesos at each type's last venta (whole pesos), with the rate's source and age; null for a type never read. */
export function inPesos(usd: number, rates: ExchangeRates | null): Record<RateType, PesoFigure | null> {
  const out = { oficial: null, mep: null, blue: null } as Record<RateType, PesoFigure | null>;
  for (const tipo of RATE_TYPES) {
    const r = rates?.items.find((x) => x.tipo === tipo);
    if (!r) continue;
    out[tipo] = {
      tipo,
      ars: Math.round(usd * r.venta),
      venta: r.venta,
      fuente: r.fuente,
      fecha: r.fecha,
      edadMinutos: r.edad_minutos,
      desactualizada: r.desactualizada,
    };
  }
  return out;
}

/** Whether any rate was ever read (else the page shows dollars only, with CLOSING_COSTS_NOTES.noRates). */
export const hasRates = (rates: ExchangeRates | null): boolean => (rates?.items.length ?? 0) > 0;

/** The oficial venta the exemption compares with, if read. */
export const oficialVenta = (rates: ExchangeRates | null): number | null => rates?.items.find((r) => r.tipo === 'oficial')?.venta ?? null;

/** The page's and the PDF's costs from what the server sent (ClosingCostsData): the exemption compared at its oficial venta. */
export function closingCostsFrom(
  data: Pick<ClosingCostsData, 'items' | 'cotizaciones'>,
  priceUsd: number,
  { viviendaUnica }: { viviendaUnica: boolean },
): ClosingCosts {
  return closingCosts(priceUsd, data.items, { viviendaUnica, oficialVentaArs: oficialVenta(data.cotizaciones) });
}

/** One line of «En pesos»: both parties' totals at one rate; null figures for a rate never read. */
export interface PesoTotals {
  tipo: RateType;
  comprador: PesoFigure | null;
  vendedor: PesoFigure | null;
}

/** The page's and the PDF's «En pesos», rate by rate (oficial, MEP, blue); null when no rate was ever read: dollars only. */
export function pesoTotals(costs: ClosingCosts, rates: ExchangeRates | null): PesoTotals[] | null {
  if (!hasRates(rates)) return null;
  const buyer = inPesos(costs.comprador.totalUsd, rates);
  const seller = inPesos(costs.vendedor.totalUsd, rates);
  return RATE_TYPES.map((tipo) => ({ tipo, comprador: buyer[tipo], vendedor: seller[tipo] }));
}

/** Public names of the rates' sources (the admin's RATE_SOURCE_LABELS names the setting instead). */
export const PUBLIC_RATE_SOURCES: Record<RateSource, string> = { bcra: 'BCRA', dolarapi: 'DolarAPI', manual: 'carga manual de Parcela' };

/** Whole pesos as people read them: «$ 9.974.025». */
export const formatPesos = (ars: number): string => `$\u00a0${formatNumber(Math.round(ars))}`;

/** «1,75 %», «2 % + IVA». */
export const ratePctText = (l: Pick<ClosingCostLine, 'tasaPct' | 'masIva'>): string => `${formatNumber(l.tasaPct)} %${l.masIva ? ' + IVA' : ''}`;

/** «Oficial $ 1.455 · BCRA, 29/11/2026 09:00 (hace 30 min)»: a rate with its source and time. */
export function rateSourceText(f: PesoFigure): string {
  return `${RATE_TYPE_LABELS[f.tipo]} $ ${formatNumber(f.venta)} · ${PUBLIC_RATE_SOURCES[f.fuente]}, ${formatDateTime(f.fecha)} (${rateAgeText(f.edadMinutos)})`;
}
