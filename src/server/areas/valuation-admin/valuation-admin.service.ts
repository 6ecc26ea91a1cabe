import { Readable } from 'node:stream';
import { describeChanges, describeFilters } from '../../../domain/accounts/audit.ts';
import { describeLeadFilter, FOLLOW_UPS_DUE_QUERY, type LeadFilter, type LeadListQuery, leadsCsvFileName } from '../../../domain/leads/pipeline.ts';
import { STAFF_SCREENS } from '../../../domain/mail/digest.ts';
import { ERROR_CODES, type ErrorCode } from '../../../domain/shared/api-error.ts';
import { buenosAiresDay } from '../../../domain/shared/dates.ts';
import { type PaginationQuery, pageOffset } from '../../../domain/shared/pagination.ts';
import { closingCostsTableSchema } from '../../../domain/valuation/closing-costs.schemas.ts';
import type { ClosingCostsTable } from '../../../domain/valuation/closing-costs.ts';
import { DEFAULT_CLOSING_COSTS } from '../../../domain/valuation/closing-costs-defaults.ts';
import { type BarrioBulkPreview, BULK_MESSAGES, previewBarrioValues } from '../../../domain/valuation-admin/barrio-bulk.ts';
import { consultaCsvLine, consultasCsvFileName, consultasCsvHeader, contactoCsvLine, contactosCsvHeader } from '../../../domain/valuation-admin/csv.ts';
import type { ConsultasTrend } from '../../../domain/valuation-admin/responses.ts';
import { ADMIN_MESSAGES, type BarrioCreate, type BarrioUpdate, type ConsultasFilter, type LocalidadUpdate } from '../../../domain/valuation-admin/schemas.ts';
import { trendPoints, trendRange } from '../../../domain/valuation-admin/stats.ts';
import { type AuditActor, type AuditRecorder, auditEntry } from '../../platform/audit-port.ts';
import { csvFromBatches } from '../../platform/csv-download.ts';
import type { Database } from '../../platform/db/client.ts';
import { contactosValuacion } from '../../platform/db/schema/index.ts';
import { Conflict, Invalid, isUniqueViolation, NotFound } from '../../platform/errors.ts';
import type { FirmParametersStore } from '../../platform/firm-parameters.ts';
import { leadsDigestSection } from '../../platform/leads/digest-section.ts';
import { LEADS_CSV_BATCH } from '../../platform/leads/pipeline.ts';
import { DIGEST_TOP, type DigestClock, type DigestSection } from '../../platform/mail/digest-section.ts';
import { announcingWrites, type PublicDataChanges, UNWATCHED } from '../../platform/public-data.ts';
import * as repo from './valuation-admin.repo.ts';

/** Places «Barrios pedidos» lists; the counts say how many more there are. */
export const MISSING_ZONES_TOP = 20;

/** Rows per query of the CSV export: memory stays flat whatever the size of the set. */
export const CSV_BATCH_SIZE = 5000;

const page = (q: PaginationQuery) => ({ limit: q.page_size, offset: pageOffset(q) });

/**
 * The valuation admin: consultas (list, stats, CSV), localidades, barrios and the site's contact
 * leads. A CSV export (who, which filters) and a barrio's change (before → after) are audited.
 */
export function createValuationAdminService({
  db,
  audit,
  changes = UNWATCHED,
  firmParameters,
}: {
  db: Database;
  audit: AuditRecorder;
  changes?: PublicDataChanges;
  /** The firm's parameters store (ADR 142): the closing costs' table lives under 'costos-cierre' (ADR 144). */
  firmParameters?: FirmParametersStore;
}) {
  const parameters = () => {
    if (!firmParameters) throw new Error('Los costos de escritura necesitan el almacén de parámetros (firmParameters)');
    return firmParameters;
  };
  const readClosingCosts = () => parameters().read('costos-cierre', closingCostsTableSchema, DEFAULT_CLOSING_COSTS);
  const service = {
    /** «Costos de escritura» in /admin/configuracion: the table (the defaults before the first save) and its last change. */
    closingCosts: readClosingCosts,

    /** Replaces the table when `version` is the one read (409 otherwise); audited with before and after (ADR 142). */
    async saveClosingCosts(input: { valor: ClosingCostsTable; version: number }, actor: AuditActor) {
      const before = await readClosingCosts();
      await parameters().write('costos-cierre', { valor: input.valor, version: input.version, antes: before.valor }, actor, 'costos_cierre_modificados');
      return readClosingCosts();
    },

    /**
     * The admins' section of the morning digest (ADR 093): contact leads of the valuation site that
     * arrived since the previous one, and the open ones whose follow-up day has come (ADR 140).
     */
    digestSection: (clock: DigestClock): Promise<DigestSection> =>
      leadsDigestSection(db, clock, {
        title: 'Contactos de la tasación',
        table: contactosValuacion,
        arrived: repo.pageContactosBetween(db, clock.since, clock.until, DIGEST_TOP),
        line: (row) => {
          // A report asked by e-mail brings an address, not a name (ADR 094).
          const who = row.nombre ?? row.email;
          return row.comentario ? `${who} · «${row.comentario.slice(0, 80)}»` : who;
        },
        path: STAFF_SCREENS.contacts,
        duePath: `${STAFF_SCREENS.contacts}?${FOLLOW_UPS_DUE_QUERY}`,
      }),

    // Consultas
    async consultasPage(filter: ConsultasFilter, pagination: PaginationQuery, now = new Date()) {
      const [items, stats] = await Promise.all([repo.listConsultas(db, filter, page(pagination)), repo.consultasStats(db, filter, buenosAiresDay(now))]);
      return { items, total: stats.total, page: pagination.page, page_size: pagination.page_size, stats };
    },

    /**
     * The filtered consultas as CSV (BOM + header, then one batch of rows at a time), pulled by the
     * reader, with the file's name (dated in Buenos Aires). The first batch is read before anything is sent, so a query that fails at once is an
     * error answer, not a 200; a later failure errors the stream and the caller must abort the
     * response (the download then fails instead of ending short).
     */
    async consultasCsv(filter: ConsultasFilter, actor: AuditActor, batchSize = CSV_BATCH_SIZE, now = new Date()): Promise<{ fileName: string; csv: Readable }> {
      const first = await repo.consultasCsvBatch(db, filter, null, batchSize);
      // Visitors' contact data leaving the system: who took it, with which filters (once the export is sure to start).
      await audit.record(auditEntry(actor, 'consultas_exportadas', describeFilters(filter)));
      async function* lines() {
        yield consultasCsvHeader();
        let batch = first;
        for (;;) {
          if (batch.rows.length) yield batch.rows.map(consultaCsvLine).join('');
          if (!batch.next) return;
          batch = await repo.consultasCsvBatch(db, filter, batch.next, batchSize);
        }
      }
      return { fileName: consultasCsvFileName(now), csv: Readable.from(lines(), { objectMode: false }) };
    },

    // Localidades
    listLocalidades: () => repo.listLocalidades(db),

    async createLocalidad(nombre: string) {
      try {
        const id = await repo.insertLocalidad(db, nombre);
        return requireFound(await repo.findLocalidad(db, id), ADMIN_MESSAGES.localidadNotFound);
      } catch (error) {
        throw duplicate(error, ADMIN_MESSAGES.localidadDuplicate, ERROR_CODES.duplicateLocalidad);
      }
    },

    async updateLocalidad(id: string, patch: LocalidadUpdate) {
      try {
        const found = await repo.updateLocalidad(db, id, patch);
        if (!found) throw NotFound(ADMIN_MESSAGES.localidadNotFound);
      } catch (error) {
        throw duplicate(error, ADMIN_MESSAGES.localidadDuplicate, ERROR_CODES.duplicateLocalidad);
      }
      return requireFound(await repo.findLocalidad(db, id), ADMIN_MESSAGES.localidadNotFound);
    },

    // Barrios
    listBarrios: () => repo.listBarrios(db),

    async createBarrio(input: BarrioCreate) {
      if (!(await repo.findLocalidad(db, input.localidad_id))) throw Invalid(ADMIN_MESSAGES.localidadNotFound, { field: 'localidad_id' });
      try {
        const id = await db.transaction((tx) => repo.insertBarrio(tx, input));
        return requireFound(await repo.findBarrio(db, id), ADMIN_MESSAGES.barrioNotFound);
      } catch (error) {
        throw duplicate(error, ADMIN_MESSAGES.barrioDuplicate, ERROR_CODES.duplicateBarrio);
      }
    },

    async updateBarrio(id: string, patch: BarrioUpdate, actor: AuditActor, now = new Date()) {
      await db.transaction(async (tx) => {
        await repo.lockBarrio(tx, id);
        const current = requireFound(await repo.findBarrio(tx, id), ADMIN_MESSAGES.barrioNotFound);
        if (patch.activo !== undefined && patch.activo !== current.activo) await repo.setBarrioActive(tx, id, patch.activo);
        // Saving the same value again is not a change: no new date, no history entry.
        if (patch.valor_incidencia_usd_m2 !== undefined && patch.valor_incidencia_usd_m2 !== current.valor_incidencia_usd_m2)
          await repo.setBarrioValue(tx, id, patch.valor_incidencia_usd_m2, now);
        const changes = describeChanges(current, patch);
        if (changes) await audit.record(auditEntry(actor, 'barrio_modificado', `${current.nombre} (${current.localidad_nombre}): ${changes}`), tx);
      });
      return requireFound(await repo.findBarrio(db, id), ADMIN_MESSAGES.barrioNotFound);
    },

    async barrioHistorial(id: string) {
      requireFound(await repo.findBarrio(db, id), ADMIN_MESSAGES.barrioNotFound);
      return repo.barrioHistorial(db, id);
    },

    /** Consultas per day, week or month over the filter's days (the last 30 when open): the same filter as the list and the stats. */
    async consultasTrend(filter: ConsultasFilter, now = new Date()): Promise<ConsultasTrend> {
      const range = trendRange(filter, buenosAiresDay(now));
      const perDay = await repo.consultasPerDay(db, { ...filter, desde: range.desde, hasta: range.hasta });
      return { ...range, puntos: trendPoints(range, perDay) };
    },

    /** What a pasted table of values would change (ADR 138); writes nothing. */
    async previewBarrioValues(texto: string): Promise<BarrioBulkPreview> {
      return previewBarrioValues(texto, await repo.listBarrios(db));
    },

    /**
     * Applies a table of values all or nothing (ADR 138): read again against the barrios locked
     * as they are now, refused whole if any line is refused, each change in the barrio's history
     * at one instant, one audit row that lists them.
     */
    async applyBarrioValues(texto: string, actor: AuditActor, now = new Date()): Promise<BarrioBulkPreview> {
      return db.transaction(async (tx) => {
        await repo.lockAllBarrios(tx);
        const preview = previewBarrioValues(texto, await repo.listBarrios(tx));
        if (preview.rechazadas > 0) throw Invalid(BULK_MESSAGES.refusedLines, { field: 'texto' });
        const changes = preview.filas.flatMap((f) => (f.estado === 'cambia' ? [f] : []));
        if (changes.length === 0) throw Invalid(BULK_MESSAGES.nothingToApply, { field: 'texto' });
        for (const change of changes) await repo.setBarrioValue(tx, change.barrio_id, change.nuevo, now);
        const detalle = changes.map((c) => `${c.barrio} (${c.localidad}): ${c.anterior} → ${c.nuevo}`).join('; ');
        await audit.record(auditEntry(actor, 'barrios_valores_actualizados', `${changes.length} barrios: ${detalle}`), tx);
        return preview;
      });
    },

    // Contactos (their pipeline: platform/leads, ADR 140)
    async contactosPage(query: LeadListQuery, now = new Date()) {
      const result = await repo.listContactos(db, query, page(query), buenosAiresDay(now));
      return { ...result, page: query.page, page_size: query.page_size };
    },

    /** Where people asked to be valued and the firm does not value yet, the most asked first (ADR 141). */
    missingZones: () => repo.missingZones(db, MISSING_ZONES_TOP),

    /** The filtered leads as CSV, newest first, one batch at a time; audited like the consultas' export. */
    async contactosCsv(filter: LeadFilter, actor: AuditActor, batchSize = LEADS_CSV_BATCH, now = new Date()): Promise<{ fileName: string; csv: Readable }> {
      const today = buenosAiresDay(now);
      const first = await repo.contactosCsvBatch(db, filter, null, batchSize, today);
      await audit.record(auditEntry(actor, 'contactos_exportados', `Contactos de la tasación: ${describeLeadFilter(filter)}`));
      return {
        fileName: leadsCsvFileName('contactos', today),
        csv: csvFromBatches({
          header: contactosCsvHeader(),
          first,
          next: (after) => repo.contactosCsvBatch(db, filter, after, batchSize, today),
          line: contactoCsvLine,
          batchSize,
        }),
      };
    },
  };
  // The public pages that read barrios are drawn again after these (platform/public-data.ts).
  return announcingWrites(service, ['createLocalidad', 'updateLocalidad', 'createBarrio', 'updateBarrio', 'applyBarrioValues'] as const, changes, 'barrios');
}

export type ValuationAdminService = ReturnType<typeof createValuationAdminService>;

function requireFound<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw NotFound(message);
  return value;
}

function duplicate(error: unknown, message: string, code: ErrorCode): unknown {
  return isUniqueViolation(error) ? Conflict(message, { code, field: 'nombre' }) : error;
}
