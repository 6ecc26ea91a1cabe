import { desc, inArray } from 'drizzle-orm';
import { LEAD_STATE_LABELS, type LeadState } from '../../../domain/leads/pipeline.ts';
import { isThePerson, PERSON_TRACES_LIMIT, type PersonIdentifiers } from '../../../domain/personal-data/person.ts';
import { CONTACT_ORIGIN_LABELS, type ContactOrigin } from '../../../domain/valuation/options.ts';
import type { Executor } from '../../platform/db/client.ts';
import { contactosValuacion } from '../../platform/db/schema/index.ts';
import { mayBeThePerson, type PersonalDataHolder } from '../../platform/personal-data/port.ts';

/**
 * The valuation site's leads of a person (ADR 139): deleted whole. Their consultas stay: a
 * consulta holds a barrio, m² and a value, nothing of who asked.
 */
export const valuationContactsPersonalData: PersonalDataHolder = {
  identify: (db, ids) => theirs(db, ids),
  async history(db, ids) {
    return (await theirs(db, ids)).slice(0, PERSON_TRACES_LIMIT).map((r) => ({
      fecha: r.createdAt.toISOString(),
      origen: 'Contacto de la tasación',
      texto: `${CONTACT_ORIGIN_LABELS[r.origen as ContactOrigin] ?? r.origen}${r.comentario ? `: ${r.comentario}` : ''} (${LEAD_STATE_LABELS[r.estado as LeadState] ?? r.estado})`,
      consulta_id: r.consultaId,
    }));
  },
  async count(db, ids) {
    return { contactos_valuacion: (await theirs(db, ids)).length };
  },
  async erase(tx, ids) {
    const rows = await theirs(tx, ids);
    if (rows.length)
      await tx.delete(contactosValuacion).where(
        inArray(
          contactosValuacion.id,
          rows.map((r) => r.id),
        ),
      );
    return { counts: { contactos_valuacion: rows.length } };
  },
};

async function theirs(db: Executor, ids: PersonIdentifiers) {
  const rows = await db
    .select({
      id: contactosValuacion.id,
      email: contactosValuacion.email,
      telefono: contactosValuacion.telefono,
      nombre: contactosValuacion.nombre,
      origen: contactosValuacion.origen,
      comentario: contactosValuacion.comentario,
      consultaId: contactosValuacion.consultaId,
      estado: contactosValuacion.estado,
      createdAt: contactosValuacion.createdAt,
    })
    .from(contactosValuacion)
    .where(mayBeThePerson(contactosValuacion.email, contactosValuacion.telefono, ids))
    .orderBy(desc(contactosValuacion.createdAt));
  return rows.filter((r) => isThePerson(ids, r));
}
