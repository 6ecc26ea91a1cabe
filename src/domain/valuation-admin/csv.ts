import { LEAD_PIPELINE_CSV_COLUMNS, leadPipelineCsvCells } from '../leads/pipeline.ts';
import { CSV_BOM, csvLine } from '../shared/csv.ts';
import { formatDateTime } from '../shared/date-format.ts';
import { buenosAiresDay } from '../shared/dates.ts';
import { CONSULTA_ORIGIN_LABELS, CONTACT_ORIGIN_LABELS } from '../valuation/options.ts';
import type { ContactoValuacion } from './responses.ts';

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

/** Columns of the valuation leads' export (ADR 140): the lead, then its pipeline. */
export const CONTACTOS_CSV_COLUMNS = [
  'Fecha',
  'Origen',
  'Nombre',
  'E-mail',
  'Teléfono',
  'Comentario',
  'Consulta',
  'Barrio pedido',
  ...LEAD_PIPELINE_CSV_COLUMNS,
] as const;

export function contactosCsvHeader(): string {
  return CSV_BOM + csvLine(CONTACTOS_CSV_COLUMNS);
}

/** One valuation lead as a CSV line (the consulta by its id, which opens /resultado/:id). */
export function contactoCsvLine(
  c: Pick<ContactoValuacion, 'created_at' | 'origen' | 'nombre' | 'email' | 'telefono' | 'comentario' | 'consulta_id' | 'zona' | 'seguimiento'>,
): string {
  return csvLine([
    formatDateTime(c.created_at),
    CONTACT_ORIGIN_LABELS[c.origen],
    c.nombre,
    c.email,
    c.telefono,
    c.comentario,
    c.consulta_id,
    c.zona ? `${c.zona.barrio} (${c.zona.localidad})` : null,
    ...leadPipelineCsvCells(c.seguimiento),
  ]);
}
