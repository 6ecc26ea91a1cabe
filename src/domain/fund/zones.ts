/**
 * The zone table's plain side (ADR 143), without zod: what turns a lot's m² into sellable m². The
 * calculator's «Calculalos con tu lote» loads only this; the offer (offer.ts) builds on it.
 */

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
