/** Fixed option lists of the land fund (spec §3). */
export const LAND_STATES = ['En negociación', 'Aprobado', 'Prospección', 'Inversión completa'] as const;
