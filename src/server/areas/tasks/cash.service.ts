import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { describeChanges, describeFilters } from '../../../domain/accounts/audit.ts';
import { UPLOAD_MESSAGES } from '../../../domain/shared/api-error.ts';
import { buenosAiresDay } from '../../../domain/shared/dates.ts';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, detectDocumentKind, documentFileName, documentKindOfKey } from '../../../domain/shared/documents.ts';
import type { Page } from '../../../domain/shared/pagination.ts';
import {
  buenosAiresMonth,
  type Currency,
  canChange,
  type MonthTotals,
  type Movement,
  type MovementFilter,
  type MovementRateType,
  type MovementType,
  monthRange,
  monthTotals,
  movementCsvLine,
  movementDescription,
  movementInstant,
  movementsCsvFileName,
  movementsCsvHeader,
  type NewMovement,
  type OpeningBalances,
  type ProjectBudget,
  toCents,
} from '../../../domain/tasks/cash.ts';
import { CASH_MESSAGES } from '../../../domain/tasks/messages.ts';
import { type AuditActor, type AuditRecorder, auditEntry } from '../../platform/audit-port.ts';
import { csvFromBatches } from '../../platform/csv-download.ts';
import type { Database } from '../../platform/db/client.ts';
import { Conflict, InsufficientStorage, Invalid, isStorageFull, NotFound, TooLarge, Unsupported } from '../../platform/errors.ts';
import type { UploadCheck } from '../../platform/scan/upload-screen.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repo from './cash.repo.ts';

/** Rows per query of the CSV export: memory stays flat whatever the size of the log. */
export const MOVEMENTS_CSV_BATCH = 5000;

/** Receipts live outside public storage under a server-chosen name (`<uuid>.<extension>`). */
export const RECEIPTS_FOLDER = 'privado/comprobantes';

export interface ReceiptDownload {
  stream: Readable;
  size: number;
  mime: string;
  filename: string;
}

/** Exact numeric text («-1234.50») as whole centavos, without a float on the way. */
function centsOf(text: string): number {
  const negative = text.startsWith('-');
  const [whole = '0', frac = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(`${frac}00`.slice(0, 2));
  return negative ? -cents : cents;
}

function toMovement(row: repo.MovementRow, openingCents: Readonly<Record<Currency, number>>): Movement {
  const moneda = row.moneda as Currency;
  const anulado = row.anuladoAt !== null;
  return {
    id: row.id,
    tipo: row.tipo as MovementType,
    monto: row.monto,
    moneda,
    concepto: row.concepto,
    descripcion: row.descripcion,
    quien: row.tipo === 'ingreso' ? row.recibidoPorNombre : row.pagadoPorNombre,
    recibido_por_nombre: row.recibidoPorNombre,
    pagado_por_nombre: row.pagadoPorNombre,
    obra: row.obra,
    proyecto_id: row.proyectoId,
    sucursal: row.sucursal,
    created_at: row.createdAt.toISOString(),
    categoria: row.categoria,
    cotizacion_tipo: row.cotizacionTipo as MovementRateType | null,
    cotizacion_valor: row.cotizacionValor,
    cotizacion_fecha: row.cotizacionFecha,
    usd_equivalente: moneda === 'USD' ? row.monto : row.usdEquivalente === null ? null : Number(row.usdEquivalente),
    anulado,
    anulado_at: row.anuladoAt?.toISOString() ?? null,
    motivo_anulacion: row.motivoAnulacion,
    editado_at: row.editadoAt?.toISOString() ?? null,
    saldo: (openingCents[moneda] + centsOf(row.acumulado)) / 100,
    tiene_comprobante: row.comprobanteKey !== null,
  };
}

/** The row's fields from a form's input (who, composed description, instant, rate). */
function movementValues(input: NewMovement, obra: string | undefined) {
  return {
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
    categoria: input.categoria ?? null,
    cotizacionTipo: input.cotizacion_tipo ?? null,
    cotizacionValor: input.cotizacion_valor,
    cotizacionFecha: input.cotizacion_fecha ?? null,
  };
}

/** What an audit row says of a movement (before → after of an edit). */
function auditView(m: Movement): Record<string, unknown> {
  return {
    tipo: m.tipo,
    monto: m.monto,
    moneda: m.moneda,
    concepto: m.concepto,
    quien: m.quien,
    obra: m.obra,
    sucursal: m.sucursal,
    fecha: m.created_at,
    categoria: m.categoria,
    cotizacion: m.cotizacion_tipo ? `${m.cotizacion_tipo} ${m.cotizacion_valor} (${m.cotizacion_fecha})` : null,
  };
}

function toWhere(filter: Partial<MovementFilter>): repo.MovementWhere {
  const range = filter.mes ? monthRange(filter.mes) : undefined;
  return { from: range?.from, to: range?.to, tipo: filter.tipo, moneda: filter.moneda, proyectoId: filter.obra };
}

/** The tasks area's cash log: record, edit, void, list with running balances, month totals per currency, CSV. Every change is audited. */
export function createTasksCashService({
  db,
  audit,
  storage,
  now = () => new Date(),
}: {
  db: Database;
  audit: AuditRecorder;
  storage: Storage;
  now?: () => Date;
}) {
  async function openingCents(): Promise<Record<Currency, number>> {
    const result: Record<Currency, number> = { USD: 0, ARS: 0 };
    for (const row of await repo.openingBalances(db)) if (row.moneda === 'USD' || row.moneda === 'ARS') result[row.moneda] = toCents(row.monto);
    return result;
  }

  async function find(id: string): Promise<Movement> {
    const row = await repo.findMovement(db, id);
    if (!row) throw NotFound(CASH_MESSAGES.notFound);
    return toMovement(row, await openingCents());
  }

  /** The project's name and a category of the active list (an edit may keep the one it had). */
  async function checkRefs(input: NewMovement, keepCategory?: string | null): Promise<string | undefined> {
    const obra = input.obra ? await repo.projectName(db, input.obra) : undefined;
    if (input.obra && obra === undefined) throw Invalid(CASH_MESSAGES.obraInvalid, { field: 'obra' });
    if (input.categoria && input.categoria !== keepCategory) {
      const active = (await repo.activeCategories(db)).map((c) => c.nombre);
      if (!active.includes(input.categoria)) throw Invalid(CASH_MESSAGES.categoriaInvalid, { field: 'categoria' });
    }
    return obra;
  }

  return {
    /** Quick movement (spec §5, §7): who goes to recibido_por_nombre or pagado_por_nombre; created_at from fecha + hora in Buenos Aires. */
    async create(input: NewMovement, actor: AuditActor): Promise<Movement> {
      const obra = await checkRefs(input);
      const id = await db.transaction(async (tx) => {
        const inserted = await repo.insertMovement(tx, movementValues(input, obra));
        const detalle = `${input.tipo} ${input.moneda} ${input.monto} «${input.concepto}»${obra ? `, obra ${obra}` : ''} (movimiento ${inserted})`;
        await audit.record(auditEntry(actor, 'movimiento_registrado', detalle), tx);
        return inserted;
      });
      return find(id);
    },

    /** Replaces a movement's fields; the audit row keeps what changed, before → after. A voided movement stays as it is (409). */
    async update(id: string, input: NewMovement, actor: AuditActor): Promise<Movement> {
      const before = await find(id);
      const obra = await checkRefs(input, before.categoria);
      await db.transaction(async (tx) => {
        const locked = await repo.lockMovement(tx, id);
        if (!locked) throw NotFound(CASH_MESSAGES.notFound);
        if (!canChange(locked)) throw Conflict(CASH_MESSAGES.alreadyVoided);
        await repo.updateMovement(tx, id, { ...movementValues(input, obra), editadoAt: now() });
      });
      const after = await find(id);
      const changes = describeChanges(auditView(before), auditView(after));
      await audit.record(auditEntry(actor, 'movimiento_editado', `movimiento ${id}: ${changes || 'sin cambios'}`));
      return after;
    },

    /** "Anular": kept and listed struck through, out of every total and balance, never deleted; the reason is required. */
    async void(id: string, motivo: string, actor: AuditActor): Promise<Movement> {
      await db.transaction(async (tx) => {
        const locked = await repo.lockMovement(tx, id);
        if (!locked) throw NotFound(CASH_MESSAGES.notFound);
        if (!canChange(locked)) throw Conflict(CASH_MESSAGES.alreadyVoided);
        await repo.updateMovement(tx, id, { anuladoAt: now(), anuladoPor: actor.id, motivoAnulacion: motivo });
        await audit.record(auditEntry(actor, 'movimiento_anulado', `movimiento ${id}: ${motivo}`), tx);
      });
      return find(id);
    },

    /**
     * Attaches (or replaces) a movement's receipt: a PDF or a photo recognised by its first bytes
     * (415 otherwise), then checked as every upload (active PDF content, malware: 422 or 503, ADR 083),
     * stored privately and only then tied to the movement; the one it replaces goes afterwards.
     * A voided movement stays as it was (409).
     */
    async attachReceipt(id: string, data: Buffer | undefined, check: UploadCheck, actor: AuditActor): Promise<Movement> {
      if (!data) throw Invalid(CASH_MESSAGES.receiptRequired, { field: 'comprobante' });
      if (data.length > DOCUMENT_MAX_BYTES) throw TooLarge(CASH_MESSAGES.receiptTooLarge);
      const kind = detectDocumentKind(data);
      if (!kind) throw Unsupported(CASH_MESSAGES.receiptRejected);
      // Cheap refusals before the scan and the write.
      if (!canChange(await find(id))) throw Conflict(CASH_MESSAGES.alreadyVoided);
      await check(data, kind === 'pdf' ? 'pdf' : 'image');
      const key = `${RECEIPTS_FOLDER}/${randomUUID()}.${DOCUMENT_TYPES[kind].extension}`;
      try {
        await storage.put(key, data);
      } catch (error) {
        await storage.delete(key).catch(() => {});
        if (isStorageFull(error)) throw InsufficientStorage(UPLOAD_MESSAGES.storageFull);
        throw error;
      }
      let replaced: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const locked = await repo.lockMovement(tx, id);
          if (!locked) throw NotFound(CASH_MESSAGES.notFound);
          if (!canChange(locked)) throw Conflict(CASH_MESSAGES.alreadyVoided);
          replaced = locked.comprobanteKey;
          await repo.updateMovement(tx, id, { comprobanteKey: key, comprobanteTipo: kind });
          const detalle = `movimiento ${id}: ${DOCUMENT_TYPES[kind].extension.toUpperCase()} de ${data.length} bytes${replaced ? ', reemplaza al anterior' : ''}`;
          await audit.record(auditEntry(actor, 'movimiento_comprobante_adjuntado', detalle), tx);
        });
      } catch (error) {
        // Nothing half-saved: the new file goes if the movement did not take it.
        await storage.delete(key).catch(() => {});
        throw error;
      }
      if (replaced) await storage.delete(replaced).catch(() => {});
      return find(id);
    },

    /** Removes a movement's receipt (audited); a voided movement keeps its own (409). */
    async removeReceipt(id: string, actor: AuditActor): Promise<Movement> {
      let removed: string | null = null;
      await db.transaction(async (tx) => {
        const locked = await repo.lockMovement(tx, id);
        if (!locked) throw NotFound(CASH_MESSAGES.notFound);
        if (!canChange(locked)) throw Conflict(CASH_MESSAGES.alreadyVoided);
        if (!locked.comprobanteKey) throw NotFound(CASH_MESSAGES.receiptNotFound);
        removed = locked.comprobanteKey;
        await repo.updateMovement(tx, id, { comprobanteKey: null, comprobanteTipo: null });
        await audit.record(auditEntry(actor, 'movimiento_comprobante_quitado', `movimiento ${id}`), tx);
      });
      if (removed) await storage.delete(removed).catch(() => {});
      return find(id);
    },

    /** The receipt's bytes, named after the movement's day and concepto (voided movements' too: they are history). */
    async readReceipt(id: string): Promise<ReceiptDownload> {
      const row = await repo.findMovement(db, id);
      const key = row?.comprobanteKey;
      const kind = key ? documentKindOfKey(key) : null;
      if (!row || !key || !kind) throw NotFound(CASH_MESSAGES.receiptNotFound);
      const stored = await storage.read(key);
      if (!stored) throw NotFound(CASH_MESSAGES.receiptNotFound);
      const day = buenosAiresDay(row.createdAt);
      return {
        ...stored,
        mime: DOCUMENT_TYPES[kind].mime,
        filename: documentFileName(`comprobante ${day} ${row.concepto.replaceAll('.', ' ')}`, kind, 'comprobante'),
      };
    },

    /** The latest first, at most one page of 100 (spec §9), with the filtered count for the older pages. */
    async list(query: MovementFilter & { page: number; page_size: number }): Promise<Page<Movement>> {
      const [{ rows, total }, opening] = await Promise.all([
        repo.pageMovements(db, toWhere(query), query.page_size, (query.page - 1) * query.page_size),
        openingCents(),
      ]);
      return { items: rows.map((row) => toMovement(row, opening)), total, page: query.page, page_size: query.page_size };
    },

    /** Ingresos, egresos and saldo per currency for a month (the current one in Buenos Aires by default), of one obra or all; voided ones out. */
    async totals(query: Pick<MovementFilter, 'mes' | 'obra'>): Promise<MonthTotals> {
      const mes = query.mes ?? buenosAiresMonth(now());
      const rows = await repo.sumsByCurrency(db, toWhere({ mes, obra: query.obra }));
      return monthTotals(
        mes,
        rows,
        rows.reduce((n, r) => n + r.anulados, 0),
      );
    },

    async openingBalances(): Promise<OpeningBalances> {
      const cents = await openingCents();
      return { USD: cents.USD / 100, ARS: cents.ARS / 100 };
    },

    async setOpeningBalances(input: OpeningBalances, actor: AuditActor): Promise<OpeningBalances> {
      const before = await openingCents();
      await db.transaction(async (tx) => {
        await repo.setOpeningBalance(tx, 'USD', input.USD);
        await repo.setOpeningBalance(tx, 'ARS', input.ARS);
        const detalle = describeChanges({ USD: before.USD / 100, ARS: before.ARS / 100 }, input);
        await audit.record(auditEntry(actor, 'saldo_inicial_modificado', detalle || 'sin cambios'), tx);
      });
      return this.openingBalances();
    },

    async categories(): Promise<{ categorias: string[] }> {
      return { categorias: (await repo.activeCategories(db)).map((c) => c.nombre) };
    },

    async setCategories(categorias: string[], actor: AuditActor): Promise<{ categorias: string[] }> {
      const before = await this.categories();
      await db.transaction(async (tx) => {
        await repo.replaceCategories(tx, categorias);
        await audit.record(auditEntry(actor, 'movimiento_categorias_modificadas', `${before.categorias.join(', ')} → ${categorias.join(', ')}`), tx);
      });
      return this.categories();
    },

    /** The USD budget and spend to date of the given projects (the Proyectos tab's page). */
    async budgets(ids: string[]): Promise<ProjectBudget[]> {
      const rows = await repo.projectBudgets(db, ids);
      return rows.map((r) => ({
        proyecto_id: r.id,
        presupuesto_usd: r.presupuestoUsd,
        gastado_usd: r.gastadoUsd,
        gastado_ars_sin_cotizacion: r.arsSinCotizacion,
      }));
    },

    async setBudget(id: string, presupuestoUsd: number | null, actor: AuditActor): Promise<ProjectBudget> {
      const [before] = await repo.projectBudgets(db, [id]);
      if (!before) throw NotFound('El proyecto no existe');
      await db.transaction(async (tx) => {
        await repo.setProjectBudget(tx, id, presupuestoUsd);
        await audit.record(auditEntry(actor, 'presupuesto_modificado', `proyecto ${id}: ${before.presupuestoUsd ?? '—'} → ${presupuestoUsd ?? '—'} USD`), tx);
      });
      const [after] = await this.budgets([id]);
      if (!after) throw NotFound('El proyecto no existe');
      return after;
    },

    /**
     * The filtered movements as CSV (BOM + header, then a batch at a time, latest first) as in the
     * consultas export (ADR 021): the first batch is read before anything is sent.
     */
    async csv(filter: MovementFilter, actor: AuditActor, batchSize = MOVEMENTS_CSV_BATCH): Promise<{ fileName: string; csv: Readable }> {
      const where = toWhere(filter);
      const [first, opening] = await Promise.all([repo.movementsCsvBatch(db, where, null, batchSize), openingCents()]);
      // Who took the cash log away, with which filters: recorded once the export is sure to start.
      await audit.record(auditEntry(actor, 'movimientos_exportados', describeFilters(filter)));
      return {
        fileName: movementsCsvFileName(now()),
        csv: csvFromBatches({
          header: movementsCsvHeader(),
          first,
          next: (last) => repo.movementsCsvBatch(db, where, { createdText: last.createdText, id: last.id }, batchSize),
          line: (row) => movementCsvLine(toMovement(row, opening)),
          batchSize,
        }),
      };
    },
  };
}

export type TasksCashService = ReturnType<typeof createTasksCashService>;
