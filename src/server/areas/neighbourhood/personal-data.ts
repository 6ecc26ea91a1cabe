import type { PersonIdentifiers } from '../../../domain/personal-data/person.ts';
import type { Executor } from '../../platform/db/client.ts';
import { barrioComentarios } from '../../platform/db/schema/index.ts';
import { deleteRowsById } from '../../platform/personal-data/delete-rows.ts';
import { mayBeThePerson, type PersonalDataHolder } from '../../platform/personal-data/port.ts';

/**
 * A person's comments on barrios, found by the e-mail they left (ADR 139): deleted with their
 * likes (cascade). A comment left without an e-mail cannot be told apart from a namesake's.
 */
export const barrioCommentsPersonalData: PersonalDataHolder = {
  identify: async (db, ids) => (await theirs(db, ids)).map((r) => ({ email: r.email, nombre: r.nombre })),
  async count(db, ids) {
    return { comentarios: (await theirs(db, ids)).length };
  },
  async erase(tx, ids) {
    const rows = await theirs(tx, ids);
    await deleteRowsById(tx, barrioComentarios, rows);
    return { counts: { comentarios: rows.length } };
  },
};

async function theirs(db: Executor, ids: PersonIdentifiers) {
  if (!ids.emails.length) return [];
  return db
    .select({ id: barrioComentarios.id, email: barrioComentarios.autorEmail, nombre: barrioComentarios.autorNombre })
    .from(barrioComentarios)
    .where(mayBeThePerson(barrioComentarios.autorEmail, undefined, ids));
}
