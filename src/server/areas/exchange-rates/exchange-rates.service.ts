import type { FastifyBaseLogger } from 'fastify';
import {
  type ExchangeRate,
  type ExchangeRates,
  parseBcra,
  parseDolarApi,
  RATE_MESSAGES,
  RATE_TYPE_LABELS,
  type RateReading,
  type RateType,
  type RefreshResult,
  rateView,
} from '../../../domain/exchange-rates/rates.ts';
import { type AuditActor, type AuditRecorder, auditEntry } from '../../platform/audit-port.ts';
import type { Database } from '../../platform/db/client.ts';
import { createPeriodicJob } from '../../platform/periodic.ts';
import * as repo from './exchange-rates.repo.ts';

/** Where the rates come from (FX_URL, FX_BCRA_URL); neither set: nothing is fetched, manual rates still work. */
export interface RateSources {
  dolarApiUrl?: string | undefined;
  bcraUrl?: string | undefined;
}

/** A source's answer is a short JSON list: anything longer is not one. */
const MAX_ANSWER_BYTES = 512 * 1024;
/** How long an on-demand or scheduled fetch may wait for a source (a page never waits for it: reads come from the table). */
export const FETCH_TIMEOUT_MS = 5000;
/** How often an instance asks the sources while it runs. */
export const REFRESH_EVERY_MS = 30 * 60 * 1000;

async function fetchJson(url: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' }, redirect: 'follow' });
  if (!response.ok) throw new Error(`respondió ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_ANSWER_BYTES) throw new Error('respuesta demasiado grande');
  const text = await response.text();
  if (text.length > MAX_ANSWER_BYTES) throw new Error('respuesta demasiado grande');
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('la respuesta no es JSON');
  }
}

/**
 * The exchange-rate store (DESIGN §9, ADR 120): reads today's rates from the configured sources on
 * a schedule and on demand, keeps every reading, serves the last per type with its age, and takes
 * an admin's rate when the sources are down. Reading never fetches.
 */
export function createExchangeRatesService({
  db,
  audit,
  sources = {},
  log,
  now = () => new Date(),
  fetchImpl = fetch,
  timeoutMs = FETCH_TIMEOUT_MS,
}: {
  db: Database;
  audit: AuditRecorder;
  sources?: RateSources;
  log?: FastifyBaseLogger;
  now?: () => Date;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}) {
  const configured = Boolean(sources.dolarApiUrl || sources.bcraUrl);

  async function latest(): Promise<ExchangeRates> {
    const at = now();
    const rows = await repo.latestPerType(db);
    return { items: rows.map((r) => rateView(r, at)), fuente_configurada: configured };
  }

  /** Asks each configured source once (bounded by `timeoutMs`) and stores what it read; a failing source is reported, never thrown. */
  async function refresh(): Promise<RefreshResult> {
    const errores: string[] = [];
    const readings: RateReading[] = [];
    const tasks: Array<Promise<void>> = [];
    if (sources.dolarApiUrl) {
      const url = sources.dolarApiUrl;
      tasks.push(
        fetchJson(url, timeoutMs, fetchImpl).then(
          (body) => {
            const read = parseDolarApi(body);
            if (!read.length) errores.push('FX_URL: la respuesta no trae cotizaciones oficial, MEP ni blue');
            readings.push(...read);
          },
          (error: unknown) => {
            errores.push(`FX_URL: ${error instanceof Error ? error.message : String(error)}`);
          },
        ),
      );
    }
    if (sources.bcraUrl) {
      const url = sources.bcraUrl;
      tasks.push(
        fetchJson(url, timeoutMs, fetchImpl).then(
          (body) => {
            const oficial = parseBcra(body);
            if (oficial) readings.push(oficial);
            else errores.push('BCRA: la respuesta no trae la cotización del dólar');
          },
          (error: unknown) => {
            errores.push(`BCRA: ${error instanceof Error ? error.message : String(error)}`);
          },
        ),
      );
    }
    await Promise.all(tasks);
    // The BCRA's oficial wins over the list's when both answer (DESIGN §9: the oficial comes from the BCRA).
    const byType = new Map<RateType, RateReading>();
    for (const r of readings) if (!byType.has(r.tipo) || r.fuente === 'bcra') byType.set(r.tipo, r);
    await repo.insertReadings(db, [...byType.values()]);
    if (errores.length) log?.warn({ errores }, 'No se pudieron leer todas las cotizaciones');
    return { leidas: byType.size, errores, cotizaciones: await latest() };
  }

  const job = createPeriodicJob(refresh, (error) => log?.error({ err: error }, 'Las cotizaciones no pudieron guardarse'));

  return {
    configured,
    latest,
    refresh,

    /** The last rate of one type (for a form's prefill); undefined if never read. */
    async latestOf(tipo: RateType): Promise<ExchangeRate | undefined> {
      return (await latest()).items.find((r) => r.tipo === tipo);
    },

    /** An admin's rate, typed when the sources are down: valid from now, audited. */
    async addManual(input: { tipo: RateType; venta: number; compra: number | null }, actor: AuditActor): Promise<ExchangeRates> {
      await db.transaction(async (tx) => {
        await repo.insertReadings(tx, [{ tipo: input.tipo, venta: input.venta, compra: input.compra, fuente: 'manual', fecha: now(), cargadaPor: actor.id }]);
        const compra = input.compra === null ? '' : `, compra ${input.compra}`;
        await audit.record(auditEntry(actor, 'cotizacion_cargada', `${RATE_TYPE_LABELS[input.tipo]}: venta ${input.venta}${compra}`), tx);
      });
      return latest();
    },

    /** The per-instance clock: one fetch at start, then every REFRESH_EVERY_MS; nothing without a source. */
    start(everyMs = REFRESH_EVERY_MS) {
      if (configured) job.start(everyMs);
    },
    stop: job.stop,
    notConfiguredMessage: RATE_MESSAGES.notConfigured,
  };
}

export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
