import { contactosTerrenos } from '../../platform/db/schema/index.ts';
import type { LeadSource } from '../../platform/leads/pipeline.ts';

/** Land owners' inquiries in the pipeline (ADR 140): the fund admin's Contactos, read by the fondo role. */
export const LAND_LEADS = {
  source: { table: contactosTerrenos, activityField: 'contactoTerrenoId', roles: ['fondo'] } satisfies LeadSource,
  path: '/api/fondo/contactos',
  tags: ['fondo'],
};
