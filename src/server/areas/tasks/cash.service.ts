import { Readable } from 'node:stream';
import { describeFilters } from '../../../domain/accounts/audit.ts';
import type { Page } from '../../../domain/shared/pagination.ts';
import {
  buenosAiresMonth,
  CASH_MESSAGES,
  type Currency,
  type MonthTotals,
  type Movement,
  type MovementFilter,
  type MovementType,
  monthRange,
  monthTotals,
  movementCsvLine,
  movementDescription,
  movementInstant,
  movementsCsvFileName,
  movementsCsvHeader,
  type NewMovement,
} from '../../../domain/tasks/cash.ts';
import { type AuditActor, type AuditRecorder, auditEntry } from '../../platform/audit-port.ts';
import type { Database } from '../../platform/db/client.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import * as repo from './cash.repo.ts';

/** Rows per query of the CSV export: memory stays flat whatever the size of the log. */
export const MOVEMENTS_CSV_BATCH = 5000;

function toMovement(row: repo.MovementRow): Movement {
  return {
    id: row.id,
    tipo: row.tipo as MovementType,
    monto: row.monto,
    moneda: row.moneda as Currency,
    concepto: row.concepto,
    descripcion: row.descripcion,
    quien: row.tipo === 'ingreso' ? row.recibidoPorNombre : row.pagadoPorNombre,
    recibido_por_nombre: row.recibidoPorNombre,
    pagado_por_nombre: row.pagadoPorNombre,
    obra: row.obra,
    proyecto_id: row.proyectoId,
    sucursal: row.sucursal,
    created_at: row.createdAt.toISOString(),
  };
}

function toWhere(filter: Partial<MovementFilter>): repo.MovementWhere {
  const range = filter.mes ? monthRange(filter.mes) : undefined;
  return { from: range?.from, to: range?.to, tipo: filter.tipo, moneda: filter.moneda, proyectoId: filter.obra };
}

/** The tasks area's cash log (movimientos): record, list, month totals per currency, CSV. Recording and exporting are audited. */
export function createTasksCashService({ db, audit, now = () => new Date() }: { db: Database; audit: AuditRecorder; now?: () => Date }) {
  return {
    /** Quick movement (spec §5, §7): who goes to recibido_por_nombre or pagado_por_nombre; created_at from fecha + hora in Buenos Aires. */
    async create(input: NewMovement, actor: AuditActor): Promise<Movement> {
      const obra = input.obra ? await repo.projectName(db, input.obra) : undefined;
      if (input.obra && obra === undefined) throw Invalid(CASH_MESSAGES.obraInvalid, { field: 'obra' });
      const id = await db.transaction(async (tx) => {
        const inserted = await repo.insertMovement(tx, {
          tipo: input.tipo,
          monto: input.monto,
          moneda: input.moneda,
          concepto: input.concepto,
          descripcion: movementDescription({ tipo: input.tipo, quien: input.quien, obra, sucursal: input.sucursal }),
          recibidoPorNombre: input.tipo === 'ingreso' ? input.quien : null,
          pagadoPorNombre: input.tipo === 'egreso' ? input.quien : null,
          obra: obra ?? null,
          proyectoId: input.obra ?? null,
          sucursal: input.sucursal ?? null,
          createdAt: movementInstant(input.fecha, input.hora),
        });
        const detalle = `${input.tipo} ${input.moneda} ${input.monto} «${input.concepto}»${obra ? `, obra ${obra}` : ''} (movimiento ${inserted})`;
        await audit.record(auditEntry(actor, 'movimiento_registrado', detalle), tx);
        return inserted;
      });
      const row = await repo.findMovement(db, id);
      if (!row) throw NotFound();
      return toMovement(row);
    },

    /** The latest first, at most one page of 100 (spec §9), with the filtered count for the older pages. */
    async list(query: MovementFilter & { page: number; page_size: number }): Promise<Page<Movement>> {
      const { rows, total } = await repo.pageMovements(db, toWhere(query), query.page_size, (query.page - 1) * query.page_size);
      return { items: rows.map(toMovement), total, page: query.page, page_size: query.page_size };
    },

    /** Ingresos, egresos and saldo per currency for a month (the current one in Buenos Aires by default), of one obra or all. */
    async totals(query: Pick<MovementFilter, 'mes' | 'obra'>): Promise<MonthTotals> {
      const mes = query.mes ?? buenosAiresMonth(now());
      return monthTotals(mes, await repo.sumsByCurrency(db, toWhere({ mes, obra: query.obra })));
    },

    /**
     * The filtered movements as CSV (BOM + header, then a batch at a time, latest first) as in the
     * consultas export (ADR 021): the first batch is read before anything is sent.
     */
    async csv(filter: MovementFilter, actor: AuditActor, batchSize = MOVEMENTS_CSV_BATCH): Promise<{ fileName: string; csv: Readable }> {
      const where = toWhere(filter);
      const first = await repo.movementsCsvBatch(db, where, null, batchSize);
      // Who took the cash log away, with which filters: recorded once the export is sure to start.
      await audit.record(auditEntry(actor, 'movimientos_exportados', describeFilters(filter)));
      async function* lines() {
        yield movementsCsvHeader();
        let batch = first;
        while (batch.length) {
          yield batch.map((row) => movementCsvLine(toMovement(row))).join('');
          if (batch.length < batchSize) return;
          const last = batch[batch.length - 1] as repo.MovementRow;
          batch = await repo.movementsCsvBatch(db, where, { createdText: last.createdText, id: last.id }, batchSize);
        }
      }
      return { fileName: movementsCsvFileName(now()), csv: Readable.from(lines(), { objectMode: false }) };
    },
  };
}

export type TasksCashService = ReturnType<typeof createTasksCashService>;
