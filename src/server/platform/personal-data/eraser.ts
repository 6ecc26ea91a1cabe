import type { FastifyBaseLogger } from 'fastify';
import {
  describeErasure,
  identifiersOf,
  PERSON_TRACES_LIMIT,
  PERSONAL_DATA_MESSAGES,
  type PersonalDataResult,
  type PersonHistory,
  type PersonIdentifiers,
  type PersonQuery,
  sumCounts,
  withRow,
} from '../../../domain/personal-data/person.ts';
import { type AuditActor, type AuditRecorder, auditEntry } from '../audit-port.ts';
import type { Database, Executor } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import type { PublicDataChanges } from '../public-data.ts';
import type { Storage } from '../storage/storage.ts';
import type { PersonalDataHolder } from './port.ts';

/**
 * «Eliminar los datos de esta persona» (Ley 25.326 art. 16, ADR 139): finds a person by the e-mail
 * or phone they gave in every holder the composition root lists, shows what would go, and removes
 * it in one transaction with one audit line that says what, never whose. Files go once the
 * transaction commits (a rollback must not leave rows pointing at deleted files).
 */
export function createPersonalDataEraser({
  db,
  storage,
  audit,
  changes,
  log,
  holders,
}: {
  db: Database;
  storage: Pick<Storage, 'delete'>;
  audit: AuditRecorder;
  changes?: PublicDataChanges;
  log?: FastifyBaseLogger;
  holders: PersonalDataHolder[];
}) {
  /** The asked e-mail and phone plus what the person's own rows say of them (one step). */
  async function identify(executor: Executor, query: PersonQuery): Promise<PersonIdentifiers> {
    const asked = identifiersOf(query);
    let ids = asked;
    for (const holder of holders) for (const row of (await holder.identify?.(executor, asked)) ?? []) ids = withRow(ids, row);
    return ids;
  }

  return {
    /** Everything the holders keep of the person, newest first (a lead's history, ADR 140): what the preview counts, item by item. */
    async history(query: PersonQuery): Promise<PersonHistory> {
      const ids = await identify(db, query);
      const traces = (await Promise.all(holders.map((holder) => holder.history?.(db, ids) ?? []))).flat();
      traces.sort((a, b) => b.fecha.localeCompare(a.fecha));
      return { items: traces.slice(0, PERSON_TRACES_LIMIT), total: traces.length };
    },

    async preview(query: PersonQuery): Promise<PersonalDataResult> {
      const ids = await identify(db, query);
      const parts = [];
      for (const holder of holders) parts.push(await holder.count(db, ids));
      return sumCounts(parts);
    },

    async erase(query: PersonQuery, actor: AuditActor): Promise<PersonalDataResult> {
      const { result, files } = await db.transaction(async (tx) => {
        const ids = await identify(tx, query);
        const parts = [];
        const files: string[] = [];
        for (const holder of holders) {
          const erased = await holder.erase(tx, ids);
          parts.push(erased.counts);
          files.push(...(erased.files ?? []));
        }
        const result = sumCounts(parts);
        // Nothing of theirs: nothing to record either (a 404 rolls the empty transaction back).
        if (result.total === 0) throw NotFound(PERSONAL_DATA_MESSAGES.nothingFound);
        await audit.record(auditEntry(actor, 'datos_personales_eliminados', describeErasure(result)), tx);
        return { result, files };
      });
      const failed = (await Promise.allSettled(files.map((key) => storage.delete(key)))).filter((r) => r.status === 'rejected').length;
      // The keys name no one (random ids under privado/): safe to log, so an operator can finish the job.
      if (failed) log?.error({ archivos: files, fallidos: failed }, 'Datos personales: no se pudieron borrar algunos archivos; borralos a mano');
      if (result.cantidades.comentarios > 0) changes?.changed('comments');
      return result;
    },
  };
}

export type PersonalDataEraser = ReturnType<typeof createPersonalDataEraser>;
