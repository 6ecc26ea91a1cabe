/**
 * Valuation rules without zod (the /parcela page imports only this; the schemas live in
 * valuation.schemas.ts so the calculator's chunk stays small).
 */
import { BRAND } from '../brand.ts';
import { CONTACT_FIELD_MESSAGES } from '../shared/contact-messages.ts';
import { formatNumber, formatUsd } from '../shared/money.ts';
import type { LocationQuality } from './options.ts';

/** Timings of the valuation site (spec §4, §9). They are UX: the API answers at once. */
export const CALCULATOR_OPEN_DELAY_MS = 300;
export const CALCULATING_STEP_MS = 800;
/** The spec's contact form "sends" for 1 s; we send for real and keep at least that long a sending state. */
export const CONTACT_MIN_SENDING_MS = 1000;
export const CALCULATING_MESSAGES = [
  'Calculando valor...',
  'Analizando parámetros...',
  'Convalidando incidencia...',
  'Verificando transacciones pasadas...',
] as const;

/**
 * Where a plot is, saying each name once: 'Belgrano, Ciudad de Buenos Aires', but 'Vicente López'
 * when the barrio carries the locality's name.
 */
export function placeName(barrio: string, localidad: string): string {
  const same = barrio.trim().localeCompare(localidad.trim(), 'es', { sensitivity: 'base' }) === 0;
  return same ? barrio : `${barrio}, ${localidad}`;
}

/** No single sellable area in this market comes near it: above it the input is a typo (100 ha). */
export const MAX_M2_VENDIBLES = 1_000_000;
/** The smallest plot the calculator values (ADR 104): below it a figure (0,01 m² → US$ 7) means nothing. */
export const MIN_M2_VENDIBLES = 10;

/** Texts of spec §8 (title / description) and the API's validation messages. */
export const VALUATION_MESSAGES = {
  incompleteTitle: 'Campos incompletos',
  incomplete: 'Completá todos los campos',
  invalidTitle: 'Valor inválido',
  m2TooSmall: `Los m² vendibles deben ser al menos ${formatNumber(MIN_M2_VENDIBLES)}`,
  m2TooLarge: `Los m² vendibles no pueden superar ${formatNumber(MAX_M2_VENDIBLES)}`,
  qualityInvalid: 'Elegí una ubicación: Excelente, Muy buena, Buena o Regular',
  originInvalid: 'El origen debe ser web o mobile',
  localityUnavailable: 'La localidad elegida no está disponible',
  barrioUnavailable: 'El barrio elegido no está disponible en esa localidad',
  calculationErrorTitle: 'Error en el cálculo',
  calculationError: 'Ocurrió un error al calcular los valores',
  notFound: 'Consulta no encontrada',
  loadResultError: 'No se pudo cargar el resultado de la consulta',
  barriosFailed: 'No se pudieron cargar los barrios de esta localidad.',
  localidadesFailed: 'No se pudieron cargar las localidades.',
} as const;

export const CONTACT_MESSAGES = {
  consultaUnknown: 'No encontramos esa valuación: volvé a abrir el enlace del resultado.',
  successTitle: 'Mensaje enviado',
  success: 'Te contactamos en el día. Gracias por tu interés.',
  errorTitle: 'Error',
  error: 'No se pudo enviar el mensaje. Intentá nuevamente.',
  ...CONTACT_FIELD_MESSAGES,
  phoneInvalid: 'Ingresá un teléfono válido, con código de área: por ejemplo 11 1234-5678 o +54 9 11 1234-5678',
  commentTooLong: 'El comentario debe tener menos de 1000 caracteres',
  zoneLocalidadRequired: 'Escribí la localidad o el partido',
  zoneBarrioRequired: 'Escribí el barrio',
  zoneTooLong: 'Usá hasta 100 caracteres',
  zoneWithConsulta: 'Un pedido de barrio nuevo no va con una valuación',
} as const;
export const PHONE_PLACEHOLDER = '+54 9 11 1234-5678';

export interface Valuation {
  valor_lista_usd: number;
  valor_mercado_usd: number;
}

/**
 * Spec §9: list = m² × incidence; market = list reduced by the adjustment percent. Both in
 * whole USD, each rounded once from the exact product (so market is not computed from a rounded list).
 */
export function computeValuation(m2: number, incidenciaUsdM2: number, porcentajeAjuste: number): Valuation {
  const list = m2 * incidenciaUsdM2;
  // Percent has at most two decimals: scaling by 100 keeps the factor an integer.
  const factor = Math.round((100 - porcentajeAjuste) * 100);
  return { valor_lista_usd: roundUsd(list), valor_mercado_usd: roundUsd((list * factor) / 10_000) };
}

/** Half up, immune to binary noise such as 59339.99999999999. */
function roundUsd(value: number): number {
  return Math.round(Number(value.toFixed(6)));
}

/** 'Solicitar oferta directa': the chat text carries the market value. */
export function offerMessage(c: Pick<Consulta, 'barrio_nombre' | 'localidad_nombre' | 'm2_vendibles' | 'valor_mercado_usd'>): string {
  return `Hola, quiero recibir una oferta directa por mi terreno en ${placeName(c.barrio_nombre, c.localidad_nombre)} (${formatNumber(c.m2_vendibles)} m² vendibles). Valor de mercado estimado: ${formatUsd(c.valor_mercado_usd)}.`;
}

/** Share text: location, m², quality and market value, plus the report's address when known. */
export function shareMessage(
  c: Pick<Consulta, 'barrio_nombre' | 'localidad_nombre' | 'm2_vendibles' | 'ubicacion_calidad' | 'valor_mercado_usd'>,
  url?: string,
): string {
  const lines = [
    `Valuación de terreno en ${placeName(c.barrio_nombre, c.localidad_nombre)}`,
    `${formatNumber(c.m2_vendibles)} m² vendibles · Ubicación ${c.ubicacion_calidad}`,
    `Valor de mercado: ${formatUsd(c.valor_mercado_usd)}`,
  ];
  if (url) lines.push(url);
  return lines.join('\n');
}

/** 'Informar Error o Actualización' on the price table: names the row when there is one (DESIGN.md §5). */
export function reportPriceMessage(row?: Pick<Precio, 'barrio_nombre' | 'localidad_nombre' | 'valor_incidencia_usd_m2'>): string {
  const intro = `Hola, quiero informar un error o una actualización en los precios públicos de ${BRAND.name}`;
  if (!row) return `${intro}. Barrio, valor correcto y fuente:`;
  return `${intro}: ${row.barrio_nombre} (${row.localidad_nombre}) figura a ${formatUsd(row.valor_incidencia_usd_m2)} por m². Valor correcto y fuente:`;
}

/** '–14%': the label of the market value, with the percent stored in the consulta. */
export function adjustmentLabel(percent: number): string {
  return `–${formatNumber(percent)}%`;
}

/** A stored consulta as the API answers it (schema in valuation.schemas.ts). */
export interface Consulta {
  id: string;
  fecha: string;
  localidad_id: string;
  localidad_nombre: string;
  barrio_id: string;
  barrio_nombre: string;
  m2_vendibles: number;
  ubicacion_calidad: LocationQuality;
  valor_lista_usd: number;
  valor_mercado_usd: number;
  porcentaje_ajuste: number;
  origen: 'web' | 'mobile';
}
export interface Localidad {
  id: string;
  nombre: string;
}
export interface Barrio {
  id: string;
  nombre: string;
  localidad_id: string;
  valor_incidencia_usd_m2: number;
}
export interface Precio {
  localidad_id: string;
  localidad_nombre: string;
  barrio_id: string;
  barrio_nombre: string;
  valor_incidencia_usd_m2: number;
}
