import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction } from '../../domain/accounts/audit.ts';
import { ERROR_CODES } from '../../domain/shared/api-error.ts';
import { FIRM_PARAMETERS_MESSAGES, type FirmParameterKey, type FirmParametersChange } from '../../domain/shared/firm-parameters.ts';
import { type AuditActor, type AuditRecorder, auditEntry } from './audit-port.ts';
import { accountName } from './auth/account-roles.ts';
import type { Database } from './db/client.ts';
import { parametrosFirma, user } from './db/schema/index.ts';
import { Conflict } from './errors.ts';

/** A stored document and its last change; the domain's defaults before the first one. */
export interface FirmParameters<T> extends FirmParametersChange {
  valor: T;
}

/**
 * The firm's editable parameters (ADR 142): one JSON document per key, validated by the domain's
 * schema on the way in and out. A document that no longer fits its schema (a field added since)
 * is read as the defaults overlaid with what still fits, never as an error page.
 */
export function createFirmParameters({ db, audit }: { db: Database; audit: AuditRecorder }) {
  async function read<S extends z.ZodType>(clave: FirmParameterKey, schema: S, defaults: z.output<S>): Promise<FirmParameters<z.output<S>>> {
    const [row] = await db
      .select({ valor: parametrosFirma.valor, version: parametrosFirma.version, actualizadoEn: parametrosFirma.actualizadoEn, actualizadoPor: accountName })
      .from(parametrosFirma)
      .leftJoin(user, eq(user.id, parametrosFirma.actualizadoPor))
      .where(eq(parametrosFirma.clave, clave));
    if (!row) return { valor: defaults, version: 0, actualizadoEn: null, actualizadoPor: null };
    const parsed = schema.safeParse(row.valor);
    const merged = parsed.success ? parsed : schema.safeParse({ ...(defaults as object), ...(row.valor as object) });
    return {
      valor: merged.success ? merged.data : defaults,
      version: row.version,
      actualizadoEn: row.actualizadoEn.toISOString(),
      actualizadoPor: row.actualizadoPor ?? null,
    };
  }

  /**
   * Replaces the document when `version` is the one the editor read (0: never saved); a stale
   * version is a 409 and writes nothing. The change and its before/after go to the audit trail in
   * the same transaction.
   */
  async function write<T>(clave: FirmParameterKey, input: { valor: T; version: number; antes: T }, actor: AuditActor, accion: AuditAction): Promise<number> {
    return db.transaction(async (tx) => {
      const rows =
        input.version === 0
          ? await tx
              .insert(parametrosFirma)
              .values({ clave, valor: input.valor, version: 1, actualizadoPor: actor.id })
              .onConflictDoNothing()
              .returning({ version: parametrosFirma.version })
          : await tx
              .update(parametrosFirma)
              .set({ valor: input.valor, version: sql`${parametrosFirma.version} + 1`, actualizadoPor: actor.id, actualizadoEn: sql`now()` })
              .where(sql`${parametrosFirma.clave} = ${clave} and ${parametrosFirma.version} = ${input.version}`)
              .returning({ version: parametrosFirma.version });
      const [saved] = rows;
      if (!saved) throw Conflict(FIRM_PARAMETERS_MESSAGES.changedMeanwhile, { code: ERROR_CODES.parametersChanged });
      await audit.record(auditEntry(actor, accion, describeChanges(input.antes, input.valor)), tx);
      return saved.version;
    });
  }

  return { read, write };
}

export type FirmParametersStore = ReturnType<typeof createFirmParameters>;

/** `a.b: 1 → 2; c[0].d: x → y`: every leaf that changed, so the audit line says before and after. */
export function describeChanges(before: unknown, after: unknown): string {
  const a = flatten(before);
  const b = flatten(after);
  const changes: string[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const from = a.get(key);
    const to = b.get(key);
    if (from !== to) changes.push(`${key}: ${from ?? '—'} → ${to ?? '—'}`);
  }
  return changes.length ? changes.join('; ') : 'sin cambios';
}

function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) flatten(v, `${prefix}[${i}]`, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else if (value !== undefined) out.set(prefix, String(value));
  return out;
}
