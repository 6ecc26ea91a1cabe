import { desc, inArray } from 'drizzle-orm';
import { LEAD_STATE_LABELS, type LeadState } from '../../../domain/leads/pipeline.ts';
import { isThePerson, PERSON_TRACES_LIMIT, type PersonIdentifiers } from '../../../domain/personal-data/person.ts';
import { formatNumber } from '../../../domain/shared/money.ts';
import type { Executor } from '../../platform/db/client.ts';
import { contactosTerrenos } from '../../platform/db/schema/index.ts';
import { mayBeThePerson, type PersonalDataHolder } from '../../platform/personal-data/port.ts';

/** A land owner's inquiries and their pre-feasibility files (ADR 139): deleted whole, files once the erasure commits. */
export const landInquiriesPersonalData: PersonalDataHolder = {
  identify: (db, ids) => theirs(db, ids),
  async history(db, ids) {
    return (await theirs(db, ids)).slice(0, PERSON_TRACES_LIMIT).map((r) => ({
      fecha: r.createdAt.toISOString(),
      origen: 'Consulta por un terreno',
      texto: `Terreno en ${r.ubicacion}${r.m2 !== null ? `, ${formatNumber(r.m2)} m² vendibles estimados` : ''}${r.archivo ? ', con prefactibilidad' : ''} (${LEAD_STATE_LABELS[r.estado as LeadState] ?? r.estado})`,
      consulta_id: null,
    }));
  },
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
      ubicacion: contactosTerrenos.ubicacionTerreno,
      m2: contactosTerrenos.m2VendiblesEstimados,
      estado: contactosTerrenos.estado,
      createdAt: contactosTerrenos.createdAt,
    })
    .from(contactosTerrenos)
    .where(mayBeThePerson(contactosTerrenos.email, contactosTerrenos.telefono, ids))
    .orderBy(desc(contactosTerrenos.createdAt));
  return rows.filter((r) => isThePerson(ids, r));
}
