/**
 * The firm's editable parameters (ADR 142): each key is one document of figures with its source
 * and date, read by the public pages and edited by staff with their last change audited. The
 * schemas and defaults live with their area's domain (fund/offer.ts, valuation/closing-costs.ts).
 */
export const FIRM_PARAMETER_KEYS = ['oferta', 'costos-cierre'] as const;
export type FirmParameterKey = (typeof FIRM_PARAMETER_KEYS)[number];

/** What the editor shows under a parameters form: who changed it last and when (null before the first change). */
export interface FirmParametersChange {
  version: number;
  actualizadoEn: string | null;
  actualizadoPor: string | null;
}

export const FIRM_PARAMETERS_MESSAGES = {
  changedMeanwhile: 'Alguien cambió estos parámetros mientras los editabas. Recargá para ver los valores actuales y volvé a guardar.',
  versionRequired: 'Falta la versión de los parámetros que editaste. Recargá la página.',
} as const;
