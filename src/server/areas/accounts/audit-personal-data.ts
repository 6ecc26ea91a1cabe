import { eq } from 'drizzle-orm';
import { ERASED_MARK, type PersonIdentifiers } from '../../../domain/personal-data/person.ts';
import type { Executor } from '../../platform/db/client.ts';
import { auditoria } from '../../platform/db/schema/index.ts';
import { mentionsAny, mentionsOf, type PersonalDataHolder } from '../../platform/personal-data/port.ts';

/**
 * Audit lines that name the person (a download of their file: «consulta … de «Nombre»») keep
 * what happened and lose who it was about (ADR 139): the trail stays whole, their data does not.
 */
export const auditPersonalData: PersonalDataHolder = {
  async count(db, ids) {
    return { auditoria: (await theirs(db, ids)).length };
  },
  async erase(tx, ids) {
    const rows = await theirs(tx, ids);
    const mentions = mentionsOf(ids);
    for (const row of rows)
      await tx
        .update(auditoria)
        .set({ detalle: withoutMentions(row.detalle ?? '', mentions) })
        .where(eq(auditoria.id, row.id));
    return { counts: { auditoria: rows.length } };
  },
};

async function theirs(db: Executor, ids: PersonIdentifiers) {
  return db
    .select({ id: auditoria.id, detalle: auditoria.detalle })
    .from(auditoria)
    .where(mentionsAny(auditoria.detalle, mentionsOf(ids)));
}

/** Every mention replaced, whatever its case. */
function withoutMentions(text: string, mentions: string[]): string {
  return mentions.reduce((acc, m) => acc.replace(new RegExp(m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ERASED_MARK), text);
}
