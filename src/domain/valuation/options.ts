/** Fixed option lists of the valuation (spec §3). */
export const LOCATION_QUALITIES = ['Excelente', 'Muy buena', 'Buena', 'Regular'] as const;
export type LocationQuality = (typeof LOCATION_QUALITIES)[number];

export const CONSULTA_ORIGINS = ['web', 'mobile'] as const;

/** How staff read each origin, on screen and in the CSV export alike. */
export const CONSULTA_ORIGIN_LABELS: Record<(typeof CONSULTA_ORIGINS)[number], string> = { web: 'Web', mobile: 'Móvil' };

/** Where a lead of the valuation site came from (docs/decisions/094, 141). */
export const CONTACT_ORIGINS = ['analista', 'informe-email', 'barrio-faltante'] as const;
export type ContactOrigin = (typeof CONTACT_ORIGINS)[number];
export const CONTACT_ORIGIN_LABELS: Record<ContactOrigin, string> = {
  analista: 'Hablar con un analista',
  'informe-email': 'Informe por e-mail',
  'barrio-faltante': 'Su barrio no está',
};
