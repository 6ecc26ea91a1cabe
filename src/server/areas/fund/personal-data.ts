import { inArray } from 'drizzle-orm';
import { isThePerson, type PersonIdentifiers } from '../../../domain/personal-data/person.ts';
import type { Executor } from '../../platform/db/client.ts';
import { contactosTerrenos } from '../../platform/db/schema/index.ts';
import { mayBeThePerson, type PersonalDataHolder } from '../../platform/personal-data/port.ts';

/** A land owner's inquiries and their pre-feasibility files (ADR 139): deleted whole, files once the erasure commits. */
export const landInquiriesPersonalData: PersonalDataHolder = {
  identify: (db, ids) => theirs(db, ids),
  async count(db, ids) {
    const rows = await theirs(db, ids);
    return { contactos_terrenos: rows.length, archivos: rows.filter((r) => r.archivo).length };
  },
  async erase(tx, ids) {
    const rows = await theirs(tx, ids);
    if (rows.length)
      await tx.delete(contactosTerrenos).where(
        inArray(
          contactosTerrenos.id,
          rows.map((r) => r.id),
        ),
      );
    const files = rows.flatMap((r) => (r.archivo ? [r.archivo] : []));
    return { counts: { contactos_terrenos: rows.length, archivos: files.length }, files };
  },
};

async function theirs(db: Executor, ids: PersonIdentifiers) {
  const rows = await db
    .select({
      id: contactosTerrenos.id,
      email: contactosTerrenos.email,
      telefono: contactosTerrenos.telefono,
      nombre: contactosTerrenos.nombre,
      archivo: contactosTerrenos.archivoPrefactibilidadKey,
    })
    .from(contactosTerrenos)
    .where(mayBeThePerson(contactosTerrenos.email, contactosTerrenos.telefono, ids));
  return rows.filter((r) => isThePerson(ids, r));
}
