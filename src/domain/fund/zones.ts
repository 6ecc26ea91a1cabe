/**
 * The zone table's plain side (ADR 143), without zod: what turns a lot's m² into sellable m². The
 * calculator's «Calculalos con tu lote» loads only this; the offer (offer.ts) builds on it.
 */

/** A lot's m² the offer and the calculator's lot helper accept, and what they say outside it. */
export const LOT_M2_MIN = 20;
export const LOT_M2_MAX = 100_000;
export const LOT_M2_MESSAGES = {
  tooSmall: 'La superficie del lote debe ser de al menos 20 m²',
  tooLarge: 'La superficie del lote debe ser de 100.000 m² o menos',
} as const;

/** «No sé» in a zone list: the barrio's default zone (or the table's). */
export const UNKNOWN_ZONE = 'no-se';

export interface Zone {
  clave: string;
  nombre: string;
  descripcion: string;
  /** Typical sellable m² per m² of lot. */
  factor: number;
}

/** Sellable m² estimated from the lot: lot m² × the zone's factor, to one decimal. */
export const sellableFromLot = (lotM2: number, zone: Pick<Zone, 'factor'>) => Math.round(lotM2 * zone.factor * 10) / 10;

/** The zone «No sé» stands for in a barrio: the one the firm set for it, else the table's default. */
export function defaultZoneKey(table: { zonaPorDefecto: string; porBarrio: Readonly<Record<string, string>> }, barrioId: string): string {
  return table.porBarrio[barrioId] ?? table.zonaPorDefecto;
}
