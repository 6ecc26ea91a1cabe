import { type AuditPage, type AuditQuery, auditDayRange } from '../../../domain/accounts/audit.ts';
import type { Executor } from '../../platform/db/client.ts';
import { type AuditRow, insertAudit, listAudit } from './audit.repo.ts';

/** Who did something and from where; every account change carries one into the audit trail. */
export interface AuditContext {
  actorId?: string | null | undefined;
  direccion?: string | null | undefined;
  /** Where the change came from, shown as the entry's detail (e.g. "desde /admin/usuarios"). */
  via: string;
}

export const CONSOLE_CONTEXT: AuditContext = { via: 'desde la consola (npm run users)' };

/**
 * The audit trail: sign-ins, sign-outs, account changes, refused uploads and the staff's business
 * actions (the areas record through `AuditRecorder`, src/server/platform/audit-port.ts, which this satisfies).
 */
export function createAuditService({ db }: { db: Executor }) {
  return {
    /** Pass a transaction to record the entry together with the change it describes. */
    record: (row: AuditRow, tx: Executor = db) => insertAudit(tx, row),

    async page(query: AuditQuery): Promise<AuditPage> {
      const { items, total } = await listAudit(db, {
        page: query.page,
        pageSize: query.page_size,
        usuario: query.usuario,
        accion: query.accion,
        ...auditDayRange(query),
      });
      return {
        items: items.map((row) => ({ ...row, accion: row.accion as AuditPage['items'][number]['accion'], created_at: row.created_at.toISOString() })),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
