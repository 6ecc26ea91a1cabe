import { contactosValuacion } from '../../platform/db/schema/index.ts';
import type { LeadSource } from '../../platform/leads/pipeline.ts';

/** The valuation site's leads in the pipeline (ADR 140): /admin/contactos, read by admins. */
export const VALUATION_LEADS = {
  source: { table: contactosValuacion, activityField: 'contactoValuacionId', roles: ['admin'] } satisfies LeadSource,
  path: '/api/admin/contactos',
  tags: ['admin'],
};
