import { inArray } from 'drizzle-orm';
import { isThePerson, type PersonIdentifiers } from '../../../domain/personal-data/person.ts';
import type { Executor } from '../../platform/db/client.ts';
import { contactosValuacion } from '../../platform/db/schema/index.ts';
import { mayBeThePerson, type PersonalDataHolder } from '../../platform/personal-data/port.ts';

/**
 * The valuation site's leads of a person (ADR 139): deleted whole. Their consultas stay: a
 * consulta holds a barrio, m² and a value, nothing of who asked.
 */
export const valuationContactsPersonalData: PersonalDataHolder = {
  identify: (db, ids) => theirs(db, ids),
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
    .select({ id: contactosValuacion.id, email: contactosValuacion.email, telefono: contactosValuacion.telefono, nombre: contactosValuacion.nombre })
    .from(contactosValuacion)
    .where(mayBeThePerson(contactosValuacion.email, contactosValuacion.telefono, ids));
  return rows.filter((r) => isThePerson(ids, r));
}
