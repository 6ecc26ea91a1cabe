import { desc } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LEAD_STATE_LABELS, type LeadState } from '../../../domain/leads/pipeline.ts';
import {
  isThePerson,
  PERSON_TRACES_LIMIT,
  type PersonalDataCounts,
  type PersonalDataKind,
  type PersonIdentifiers,
} from '../../../domain/personal-data/person.ts';
import type { Executor } from '../db/client.ts';
import { deleteRowsById } from '../personal-data/delete-rows.ts';
import { mayBeThePerson, type PersonalDataHolder } from '../personal-data/port.ts';
import type { LeadSource } from './pipeline.ts';

type Columns = Record<string, AnyPgColumn>;

/**
 * A lead list's rows that are the person's, newest first: the contact and pipeline columns every
 * lead table has (ADR 140) as `lead`, the list's own `columns` as `told`.
 */
async function leadsOfThePerson<C extends Columns>(db: Executor, table: LeadSource['table'], columns: C, ids: PersonIdentifiers) {
  const rows = await db
    .select({
      lead: { id: table.id, email: table.email, telefono: table.telefono, nombre: table.nombre, estado: table.estado, createdAt: table.createdAt },
      told: columns,
    })
    .from(table)
    .where(mayBeThePerson(table.email, table.telefono, ids))
    .orderBy(desc(table.createdAt));
  return rows.filter((r) => isThePerson(ids, r.lead));
}

type Row<C extends Columns> = Awaited<ReturnType<typeof leadsOfThePerson<C>>>[number];
/** A lead's own columns, as the list asked for them. */
type Told<C extends Columns> = Row<C>['told'];

/**
 * A lead list as a holder of personal data (ADR 139): the person's leads are deleted whole; each
 * is a line of their history saying what it was about and its state (ADR 140). A list whose leads
 * hold a private file names it (`file`): counted as `archivos`, deleted once the erasure commits.
 */
export function leadListPersonalData<C extends Columns>(list: {
  table: LeadSource['table'];
  kind: PersonalDataKind;
  /** What `about`, `consultaId` and `file` read of a lead. */
  columns: C;
  /** The list as staff say it («Contacto de la tasación»). */
  origen: string;
  about: (lead: Told<C>) => string;
  consultaId?: (lead: Told<C>) => string | null;
  file?: (lead: Told<C>) => string | null;
}): PersonalDataHolder {
  const theirs = (db: Executor, ids: PersonIdentifiers) => leadsOfThePerson(db, list.table, list.columns, ids);
  const filesOf = (rows: Array<Row<C>>) => rows.flatMap((r) => list.file?.(r.told) || []);
  const counts = (rows: Array<Row<C>>): Partial<PersonalDataCounts> => ({
    [list.kind]: rows.length,
    ...(list.file ? { archivos: filesOf(rows).length } : {}),
  });
  return {
    identify: async (db, ids) => (await theirs(db, ids)).map((r) => r.lead),
    async history(db, ids) {
      return (await theirs(db, ids)).slice(0, PERSON_TRACES_LIMIT).map(({ lead, told }) => ({
        fecha: lead.createdAt.toISOString(),
        origen: list.origen,
        texto: `${list.about(told)} (${LEAD_STATE_LABELS[lead.estado as LeadState] ?? lead.estado})`,
        consulta_id: list.consultaId?.(told) ?? null,
      }));
    },
    count: async (db, ids) => counts(await theirs(db, ids)),
    async erase(tx, ids) {
      const rows = await theirs(tx, ids);
      await deleteRowsById(
        tx,
        list.table,
        rows.map((r) => r.lead),
      );
      return list.file ? { counts: counts(rows), files: filesOf(rows) } : { counts: counts(rows) };
    },
  };
}
