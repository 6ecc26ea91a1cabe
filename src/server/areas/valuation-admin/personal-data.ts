import { CONTACT_ORIGIN_LABELS, type ContactOrigin } from '../../../domain/valuation/options.ts';
import { contactosValuacion } from '../../platform/db/schema/index.ts';
import { leadListPersonalData } from '../../platform/leads/personal-data.ts';

/**
 * The valuation site's leads of a person (ADR 139): deleted whole. Their consultas stay: a
 * consulta holds a barrio, m² and a value, nothing of who asked.
 */
export const valuationContactsPersonalData = leadListPersonalData({
  table: contactosValuacion,
  kind: 'contactos_valuacion',
  columns: { origen: contactosValuacion.origen, comentario: contactosValuacion.comentario, consultaId: contactosValuacion.consultaId },
  origen: 'Contacto de la tasación',
  about: (r) => `${CONTACT_ORIGIN_LABELS[r.origen as ContactOrigin] ?? r.origen}${r.comentario ? `: ${r.comentario}` : ''}`,
  consultaId: (r) => r.consultaId,
});
