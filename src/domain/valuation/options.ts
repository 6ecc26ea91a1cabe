/** Fixed option lists of the valuation (spec §3). */
export const LOCATION_QUALITIES = ['Excelente', 'Muy buena', 'Buena', 'Regular'] as const;
export type LocationQuality = (typeof LOCATION_QUALITIES)[number];

export const CONSULTA_ORIGINS = ['web', 'mobile'] as const;

/** How staff read each origin, on screen and in the CSV export alike. */
export const CONSULTA_ORIGIN_LABELS: Record<(typeof CONSULTA_ORIGINS)[number], string> = { web: 'Web', mobile: 'Móvil' };
