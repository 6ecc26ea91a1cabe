import { CSV_BOM, csvLine } from '../shared/csv.ts';
import { formatDateTime } from '../shared/date-format.ts';
import { buenosAiresDay } from '../shared/dates.ts';
import { CONSULTA_ORIGIN_LABELS } from '../valuation/options.ts';

/** Columns of the consultas export, in the spec's order (§9). */
export const CONSULTAS_CSV_COLUMNS = ['Fecha', 'Localidad', 'Barrio', 'M² Vendibles', 'Ubicación', 'Valor Lista USD', 'Valor Mercado USD', 'Origen'] as const;

export function consultasCsvHeader(): string {
  return CSV_BOM + csvLine(CONSULTAS_CSV_COLUMNS);
}

export interface ConsultaCsvSource {
  fecha: Date | string;
  localidad_nombre: string;
  barrio_nombre: string;
  m2_vendibles: number;
  ubicacion_calidad: string;
  valor_lista_usd: number;
  valor_mercado_usd: number;
  origen: string;
}

/** One consulta as a CSV line: date in Buenos Aires time, decimal comma, USD rounded, origin as on screen. */
export function consultaCsvLine(c: ConsultaCsvSource): string {
  return csvLine([
    formatDateTime(c.fecha),
    c.localidad_nombre,
    c.barrio_nombre,
    c.m2_vendibles,
    c.ubicacion_calidad,
    Math.round(c.valor_lista_usd),
    Math.round(c.valor_mercado_usd),
    CONSULTA_ORIGIN_LABELS[c.origen as keyof typeof CONSULTA_ORIGIN_LABELS] ?? c.origen,
  ]);
}

/** consultas-2026-11-22.csv (the Buenos Aires date of `now`). */
export function consultasCsvFileName(now: Date): string {
  return `consultas-${buenosAiresDay(now)}.csv`;
}
