import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

/** Deletes the rows a holder found to be the person's (ADR 139), by id, in the erasure's transaction. */
export async function deleteRowsById(tx: Executor, table: PgTable & { id: AnyPgColumn }, rows: ReadonlyArray<{ id: string | number }>): Promise<void> {
  if (rows.length)
    await tx.delete(table).where(
      inArray(
        table.id,
        rows.map((r) => r.id),
      ),
    );
}
