import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ExchangeRates } from '../../../domain/exchange-rates/rates.ts';
import { marketAdjustmentPercent } from '../../../domain/settings/settings.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import { type ClosingCostsData, type ClosingCostsTable, jurisdictionOf } from '../../../domain/valuation/closing-costs.ts';
import { DEFAULT_CLOSING_COSTS } from '../../../domain/valuation/closing-costs-defaults.ts';
import type { ValueHistory } from '../../../domain/valuation/history.ts';
import { historyWindow, valueHistory } from '../../../domain/valuation/history-series.ts';
import { type ValueRange, valueRange } from '../../../domain/valuation/range.ts';
import type { reportMailInputSchema } from '../../../domain/valuation/report-mail.schemas.ts';
import { REPORT_MAIL_CONSENT, REPORT_MAIL_LIMITS, REPORT_MAIL_MESSAGES } from '../../../domain/valuation/report-mail.ts';
import type { consultaInputSchema, contactoInputSchema } from '../../../domain/valuation/valuation.schemas.ts';
import { type Consulta, computeValuation, type Precio, VALUATION_MESSAGES } from '../../../domain/valuation/valuation.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { Invalid, NotFound, TooManyRequests } from '../../platform/errors.ts';
import type { MailAttachment } from '../../platform/mail/attachments.ts';
import { enqueueMail, isMailbox } from '../../platform/mail/outbox.ts';
import { alertStaff, type StaffAlerts } from '../../platform/mail/staff-alert.ts';
import { type PublicDataChanges, UNWATCHED } from '../../platform/public-data.ts';
import { contactAlertSubject, renderContactAlert } from './contact-alert.mail.ts';
import { drawReport, type ReportModel, reportFileName } from './report.ts';
import { renderReportMail, reportMailSubject } from './report-mail.mail.ts';
import * as repo from './valuation.repo.ts';

type ConsultaBody = z.output<typeof consultaInputSchema>;
type ContactoBody = z.output<typeof contactoInputSchema>;
type ReportMailBody = z.output<typeof reportMailInputSchema>;

/** The outbox attachment kind of the valuation report (compose.ts resolves it with `reportAttachment`). */
export const REPORT_ATTACHMENT_KIND = 'informe-valuacion';

/** How long the price table is served from memory; browsers, proxies and the rendered pages may keep it as long. */
export const PRICE_CACHE_SECONDS = 60;

const uuid = z.uuid();

/**
 * Where «Costo total para cerrar» reads (ADR 144): the firm's table (ADR 142) and the last stored
 * exchange rates (ADR 120). compose.ts wires both; without them (tests, benches) the domain's
 * defaults and no rates.
 */
export interface ClosingCostsSources {
  table: () => Promise<{ valor: ClosingCostsTable }>;
  rates: () => Promise<ExchangeRates>;
}

/** The valuation site: lists, the price table, consultas computed on the server, contact leads. */
export function createValuationService({
  db,
  changes = UNWATCHED,
  alerts,
  closingCosts,
  priceTtlMs = PRICE_CACHE_SECONDS * 1000,
  now = Date.now,
}: {
  db: Database;
  /** The closing costs' table and rates (ADR 144); absent, the defaults and no rates. */
  closingCosts?: ClosingCostsSources;
  /** A change of barrios (values, names, active) empties the price table's cache at once. */
  changes?: PublicDataChanges;
  /** Mail the admins about each lead (ADR 087); absent (tests of the service alone, benches), no mail. */
  alerts?: StaffAlerts;
  priceTtlMs?: number;
  now?: () => number;
}) {
  const prices = createPriceCache(db, priceTtlMs, now);
  changes.subscribe((what) => {
    if (what === 'barrios') prices.forget();
  });
  const reports = createReportCache();
  /**
   * The jurisdiction's items and the last rates for a consulta. Neither may fail the page: a table
   * that cannot be read is the defaults, rates that cannot be read are none (the page says so).
   */
  async function closingCostsOf(c: Consulta): Promise<ClosingCostsData> {
    const jurisdiccion = jurisdictionOf(c.localidad_nombre);
    const table = closingCosts
      ? await closingCosts.table().then(
          (t) => t.valor,
          () => DEFAULT_CLOSING_COSTS,
        )
      : DEFAULT_CLOSING_COSTS;
    const cotizaciones = closingCosts ? await closingCosts.rates().catch(() => null) : null;
    return { jurisdiccion, items: table[jurisdiccion], cotizaciones };
  }
  /**
   * The A4 PDF report of a consulta (ADR 090). The consulta never changes; the legal text, the
   * contact data, a hidden suggestion may: the cache keys on everything the PDF prints.
   */
  async function report(id: string, publicUrl: string): Promise<{ fileName: string; pdf: Buffer }> {
    const consulta = await findConsulta(db, id);
    // One after the other: the embedded database answers one query at a time anyway.
    const rango = await rangeOf(db, consulta);
    const historial = await historyOf(db, consulta);
    const settings = await repo.readReportSettings(db);
    const cierre = await closingCostsOf(consulta);
    const last = historial.puntos.at(-1);
    const model: ReportModel = {
      consulta,
      incidencia: last && historial.actualizado_at ? { valor: last.valor, actualizado_at: historial.actualizado_at } : null,
      rango,
      historial,
      settings,
      cierre,
      resultUrl: `${publicUrl.replace(/\/+$/, '')}/resultado/${consulta.id}`,
    };
    return { fileName: reportFileName(consulta), pdf: await reports.get(model) };
  }
  const unavailable = (message: string, field: string) => Invalid(message, { code: ERROR_CODES.valuationOptionUnavailable, field });
  return {
    listLocalidades: () => repo.listActiveLocalidades(db),
    listBarrios: (localidadId: string) => repo.listActiveBarrios(db, localidadId),
    /** The public price table, one query per cache period at most. */
    precios: () => prices.get(),

    /**
     * DESIGN.md §5: the server computes from the stored incidence value and the configured
     * percent (14 when missing) and stores the percent it used. The client sends no values.
     */
    async createConsulta(body: ConsultaBody): Promise<Consulta> {
      const { localidad, barrio, porcentaje: stored } = await repo.readValuationInputs(db, body.localidad_id, body.barrio_id);
      if (!localidad?.activo) throw unavailable(VALUATION_MESSAGES.localityUnavailable, 'localidad_id');
      if (!barrio?.activo || barrio.localidadId !== localidad.id) throw unavailable(VALUATION_MESSAGES.barrioUnavailable, 'barrio_id');

      // A blank value is a missing one (Number('') would read as 0%).
      const porcentaje = marketAdjustmentPercent(stored?.trim() ? stored : null);
      const values = computeValuation(body.m2_vendibles, barrio.valor, porcentaje);
      const row = await repo.insertConsulta(db, {
        localidadId: localidad.id,
        barrioId: barrio.id,
        m2Vendibles: body.m2_vendibles,
        ubicacionCalidad: body.ubicacion_calidad,
        valorListaUsd: values.valor_lista_usd,
        valorMercadoUsd: values.valor_mercado_usd,
        porcentajeAjuste: porcentaje,
        origen: body.origen,
      });
      return {
        id: row.id,
        fecha: row.fecha.toISOString(),
        localidad_id: localidad.id,
        localidad_nombre: localidad.nombre,
        barrio_id: barrio.id,
        barrio_nombre: barrio.nombre,
        m2_vendibles: body.m2_vendibles,
        ubicacion_calidad: body.ubicacion_calidad,
        ...values,
        porcentaje_ajuste: porcentaje,
        origen: body.origen,
      };
    },

    /** Unknown and malformed ids read the same: 'Consulta no encontrada'. */
    getConsulta: (id: string) => findConsulta(db, id),

    /**
     * The value range of a consulta (docs/decisions/090): its market value, its quality and the
     * community's suggestions for its barrio in the 12 months before it. Same 404 rules as the consulta.
     */
    async consultaRange(id: string): Promise<ValueRange> {
      return rangeOf(db, await findConsulta(db, id));
    },

    /** The consulta's barrio's value over the 12 months before the consulta (what was known on its date). */
    async consultaHistory(id: string): Promise<ValueHistory> {
      return historyOf(db, await findConsulta(db, id));
    },

    /** Every active barrio's 12-month history as of now, public fields only (the neighbourhood cards). */
    async barrioHistories(): Promise<{ barrio_id: string; historial: ValueHistory }[]> {
      const asOf = new Date(now());
      const { desde, hasta } = historyWindow(asOf);
      const [ids, entries] = await Promise.all([repo.listActiveBarrioIds(db), repo.listActiveBarrioHistories(db, new Date(desde), new Date(hasta))]);
      return ids.map((id) => ({ barrio_id: id, historial: valueHistory(entries.get(id) ?? [], asOf) }));
    },

    /** «Costo total para cerrar» of a consulta (ADR 144): same 404 rules as the consulta; never fails for the table or the rates. */
    async consultaClosingCosts(id: string): Promise<ClosingCostsData> {
      return closingCostsOf(await findConsulta(db, id));
    },

    report,

    /** The report as a mail attachment: drawn when the worker sends it (platform/mail/attachments.ts). */
    async reportAttachment(id: string): Promise<MailAttachment> {
      if (!alerts) throw new Error('El informe por e-mail necesita la dirección pública (alerts.publicUrl)');
      const { fileName, pdf } = await report(id, alerts.publicUrl);
      return { filename: fileName, content: pdf, contentType: 'application/pdf' };
    },

    /**
     * «Recibilo por e-mail» (docs/decisions/094): the address is stored as a lead with the consent
     * the visitor ticked, and the mail — link and PDF — is enqueued with the same transaction.
     * Limits counted from those rows, so every instance shares them: a few per consulta per hour,
     * a few per recipient per day (nobody's inbox can be filled through us).
     */
    async sendReportByMail(id: string, body: ReportMailBody): Promise<void> {
      if (!alerts) throw new Error('El informe por e-mail necesita la dirección pública (alerts.publicUrl)');
      const consulta = await findConsulta(db, id);
      const mail = await renderReportMail(consulta, await rangeOf(db, consulta), alerts.publicUrl);
      const { email_contacto: replyTo } = await repo.readReportSettings(db);
      await db.transaction(async (tx) => {
        const recent = await repo.countRecentReportLeads(tx, consulta.id, body.email);
        if (recent.consulta >= REPORT_MAIL_LIMITS.perConsultaPerHour) throw TooManyRequests(REPORT_MAIL_MESSAGES.tooManyForConsulta, {}, 3600);
        if (recent.email >= REPORT_MAIL_LIMITS.perAddressPerDay) throw TooManyRequests(REPORT_MAIL_MESSAGES.tooManyForAddress, { field: 'email' }, 3600);
        const lead = await repo.insertReportLead(tx, { consultaId: consulta.id, email: body.email, consentimientoVersion: REPORT_MAIL_CONSENT.version });
        await enqueueMail(tx, [
          {
            kind: REPORT_ATTACHMENT_KIND,
            to: body.email,
            subject: reportMailSubject(consulta),
            html: mail.html,
            text: mail.text,
            eventKey: `informe:${lead.id}`,
            attachment: { kind: REPORT_ATTACHMENT_KIND, id: consulta.id },
            ...(isMailbox(replyTo) ? { headers: { 'Reply-To': replyTo } } : {}),
          },
        ]);
      });
    },

    /** 'Hablar con un analista': every lead is stored (DESIGN.md §5) and listed in /admin/contactos. */
    async createContacto(body: ContactoBody): Promise<{ id: string }> {
      // A lead from a result page names its consulta: an unknown one is a 404, never a dangling reference.
      if (body.consulta_id) await findConsulta(db, body.consulta_id);
      const mail = alerts && (await renderContactAlert(body, alerts.publicUrl));
      return db.transaction(async (tx) => {
        const row = await repo.insertContacto(tx, body);
        if (alerts && mail) {
          await alertStaff(tx, alerts, {
            kind: 'alerta-contacto',
            eventKey: `contacto:${row.id}`,
            roles: ['admin'],
            subject: contactAlertSubject(body),
            mail,
            headers: { 'Reply-To': body.email },
          });
        }
        return row;
      });
    },
  };
}

export type ValuationService = ReturnType<typeof createValuationService>;

async function findConsulta(db: Executor, id: string): Promise<Consulta> {
  const found = uuid.safeParse(id).success ? await repo.findConsulta(db, id) : undefined;
  if (!found) throw NotFound(VALUATION_MESSAGES.notFound);
  return found;
}

async function rangeOf(db: Executor, c: Consulta): Promise<ValueRange> {
  const { desde, hasta } = historyWindow(c.fecha);
  const suggestions = await repo.listSuggestions(db, c.barrio_nombre, new Date(desde), new Date(hasta));
  return valueRange({ marketUsd: c.valor_mercado_usd, quality: c.ubicacion_calidad, suggestions, since: desde, asOf: hasta });
}

async function historyOf(db: Executor, c: Consulta): Promise<ValueHistory> {
  const { desde, hasta } = historyWindow(c.fecha);
  return valueHistory(await repo.listBarrioHistory(db, c.barrio_id, new Date(desde), new Date(hasta)), c.fecha);
}

/** Reports kept at once, and their bytes at most (a report weighs ~7 kB). */
const MAX_REPORTS = 200;
const MAX_REPORT_BYTES = 16 * 1024 * 1024;

/**
 * Drawn PDFs by a hash of their model, oldest out first: a consulta asked again (the family, the
 * notary) costs four reads and no drawing. Visitors asking at once share one drawing.
 */
function createReportCache() {
  const entries = new Map<string, { pdf: Promise<Buffer>; bytes: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    get(model: ReportModel): Promise<Buffer> {
      const key = createHash('sha256').update(JSON.stringify(model)).digest('base64url');
      const hit = entries.get(key);
      if (hit) return hit.pdf;
      const entry = { pdf: drawReport(model), bytes: 0 };
      entries.set(key, entry);
      entry.pdf.then(
        (pdf) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = pdf.length;
          bytes += pdf.length;
          while (bytes > MAX_REPORT_BYTES || entries.size > MAX_REPORTS) drop(entries.keys().next().value as string);
        },
        () => drop(key),
      );
      return entry.pdf;
    },
  };
}

/**
 * The price table changes only when staff edit a barrio, and every visitor of /parcela reads
 * it: one query per `ttlMs` per process at most. An edit through this process empties it at once;
 * another instance's edit shows up within `ttlMs`.
 */
function createPriceCache(db: Executor, ttlMs: number, now: () => number) {
  let cached: { at: number; rows: Promise<Precio[]> } | undefined;
  return {
    get(): Promise<Precio[]> {
      if (!cached || now() - cached.at >= ttlMs) {
        const rows = repo.listPrecios(db);
        const entry = { at: now(), rows };
        cached = entry;
        // A failed read is not kept: the next request tries again.
        rows.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.rows;
    },
    forget() {
      cached = undefined;
    },
  };
}
