import type { ClosingCostItem, ClosingCostsTable } from './closing-costs.ts';

/**
 * The reference table of closing costs before the firm's first edit (ADR 144 cites each figure).
 * Its own module: the result page's chunk computes with the table the server sends and never
 * needs these texts.
 */

const CABA_SELLOS =
  'Código Fiscal de la Ciudad (Impuesto de Sellos) y Ley Tarifaria 2026 (Presupuesto 2026 CABA), vigente desde el 1/1/2026: alícuota 3,5 %, por costumbre mitad cada parte; exención de vivienda única, familiar y de ocupación permanente hasta $ 226.100.000.';
const PBA_SELLOS = 'Código Fiscal y Ley Impositiva 2026 de la Provincia de Buenos Aires: compraventa de inmuebles 2 %, por costumbre mitad cada parte.';
const USUAL = 'Referencia habitual de escribanías del AMBA (honorario de 1 a 2 % del precio más IVA); confirmalo con tu escribano.';
const RPI_CABA = 'Registro de la Propiedad Inmueble de la Capital Federal: tasa de inscripción del 2 por mil del precio.';
const RPI_PBA = 'Registro de la Propiedad de la Provincia de Buenos Aires: tasa de inscripción del 2 por mil del precio.';
const SELLER_USUAL = 'Referencia habitual de escribanías del AMBA: certificados (dominio, inhibiciones, deudas) e informes a cargo del vendedor.';

type DefaultItem = Omit<ClosingCostItem, 'masIva' | 'sellos' | 'exencionViviendaUnicaHastaArs'> &
  Partial<Pick<ClosingCostItem, 'masIva' | 'sellos' | 'exencionViviendaUnicaHastaArs'>>;
const item = (i: DefaultItem): ClosingCostItem => ({ masIva: false, sellos: false, exencionViviendaUnicaHastaArs: null, ...i });

export const DEFAULT_CLOSING_COSTS: ClosingCostsTable = {
  caba: [
    item({
      clave: 'sellos-comprador',
      concepto: 'Impuesto de Sellos (mitad del comprador)',
      parte: 'comprador',
      tasaPct: 1.75,
      sellos: true,
      exencionViviendaUnicaHastaArs: 226_100_000,
      fuente: CABA_SELLOS,
      fecha: '2026-01-01',
    }),
    item({ clave: 'honorarios', concepto: 'Honorarios del escribano', parte: 'comprador', tasaPct: 2, masIva: true, fuente: USUAL, fecha: '2026-11-29' }),
    item({
      clave: 'registro',
      concepto: 'Inscripción en el Registro de la Propiedad',
      parte: 'comprador',
      tasaPct: 0.2,
      fuente: RPI_CABA,
      fecha: '2026-11-29',
    }),
    item({
      clave: 'aportes',
      concepto: 'Aportes notariales y gastos de escritura',
      parte: 'comprador',
      tasaPct: 0.2,
      fuente: 'Referencia habitual de escribanías de la Ciudad (aportes al Colegio de Escribanos, copias, legalizaciones).',
      fecha: '2026-11-29',
    }),
    item({
      clave: 'sellos-vendedor',
      concepto: 'Impuesto de Sellos (mitad del vendedor)',
      parte: 'vendedor',
      tasaPct: 1.75,
      sellos: true,
      exencionViviendaUnicaHastaArs: 226_100_000,
      fuente: CABA_SELLOS,
      fecha: '2026-01-01',
    }),
    item({ clave: 'certificados', concepto: 'Certificados e informes', parte: 'vendedor', tasaPct: 0.2, fuente: SELLER_USUAL, fecha: '2026-11-29' }),
    item({
      clave: 'estudio-titulos',
      concepto: 'Estudio de títulos',
      parte: 'vendedor',
      tasaPct: 0.2,
      fuente: 'Referencia habitual de escribanías del AMBA.',
      fecha: '2026-11-29',
    }),
  ],
  pba: [
    item({
      clave: 'sellos-comprador',
      concepto: 'Impuesto de Sellos (mitad del comprador)',
      parte: 'comprador',
      tasaPct: 1,
      sellos: true,
      fuente: PBA_SELLOS,
      fecha: '2026-01-01',
    }),
    item({ clave: 'honorarios', concepto: 'Honorarios del escribano', parte: 'comprador', tasaPct: 2, masIva: true, fuente: USUAL, fecha: '2026-11-29' }),
    item({ clave: 'registro', concepto: 'Inscripción en el Registro de la Propiedad', parte: 'comprador', tasaPct: 0.2, fuente: RPI_PBA, fecha: '2026-11-29' }),
    item({
      clave: 'sellos-vendedor',
      concepto: 'Impuesto de Sellos (mitad del vendedor)',
      parte: 'vendedor',
      tasaPct: 1,
      sellos: true,
      fuente: PBA_SELLOS,
      fecha: '2026-01-01',
    }),
    item({ clave: 'certificados', concepto: 'Certificados e informes', parte: 'vendedor', tasaPct: 0.2, fuente: SELLER_USUAL, fecha: '2026-11-29' }),
  ],
};
