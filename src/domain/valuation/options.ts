/** Fixed option lists of the valuation (spec §3). */
export const LOCATION_QUALITIES = ['Excelente', 'Muy buena', 'Buena', 'Regular'] as const;
export type LocationQuality = (typeof LOCATION_QUALITIES)[number];

export const CONSULTA_ORIGINS = ['web', 'mobile'] as const;
