import { useId } from 'react';
import { formatNumber } from '../../../domain/shared/money.ts';
import type { ConsultasTrend as Trend } from '../../../domain/valuation-admin/responses.ts';
import type { ConsultasFilter } from '../../../domain/valuation-admin/schemas.ts';
import type { TrendUnit } from '../../../domain/valuation-admin/stats.ts';
import { ErrorState, LoadingRows } from '../../staff/query-states.tsx';
import { useConsultasTrend } from './api.ts';

const UNIT_LABELS: Record<TrendUnit, string> = { dia: 'día', semana: 'semana', mes: 'mes' };
const dayText = (day: string) => day.split('-').reverse().join('/');
const periodText = (periodo: string, unidad: TrendUnit) =>
  unidad === 'mes' ? periodo.slice(0, 7).split('-').reverse().join('/') : unidad === 'semana' ? `semana del ${dayText(periodo)}` : dayText(periodo);

/**
 * How many consultas per day, week or month over the filtered days: drawn as bars (no chart
 * library on this screen) with the figures as a table under «Ver datos», the same filter as the
 * list and the stats.
 */
export function ConsultasTrend({ filter }: { filter: ConsultasFilter }) {
  const query = useConsultasTrend(filter);
  const headingId = useId();
  const trend = query.data;
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-lg border border-border bg-white p-4">
      <h2 id={headingId} className="font-semibold">
        {trend ? `Consultas por ${UNIT_LABELS[trend.unidad]}, del ${dayText(trend.desde)} al ${dayText(trend.hasta)}` : 'Consultas en el tiempo'}
      </h2>
      {query.isPending ? (
        <LoadingRows rows={2} label="Cargando la tendencia" className="mt-3" />
      ) : query.isError || !trend ? (
        <ErrorState title="No se pudo cargar la tendencia" onRetry={() => query.refetch()} retrying={query.isFetching} className="mt-3" />
      ) : (
        <Bars trend={trend} busy={query.isFetching} />
      )}
    </section>
  );
}

function Bars({ trend, busy }: { trend: Trend; busy: boolean }) {
  const max = Math.max(1, ...trend.puntos.map((p) => p.cantidad));
  const total = trend.puntos.reduce((n, p) => n + p.cantidad, 0);
  return (
    <div aria-busy={busy || undefined}>
      <p className="mt-1 text-sm text-muted">
        {total === 0
          ? 'Ninguna consulta en el período.'
          : `${formatNumber(total)} ${total === 1 ? 'consulta' : 'consultas'} en el período; el máximo, ${formatNumber(max)} en un ${UNIT_LABELS[trend.unidad]}.`}
      </p>
      {/* Many periods scroll inside the box, never the page. */}
      <div className="mt-3 overflow-x-auto" aria-hidden>
        <div className="flex h-28 min-w-full items-end gap-px" style={{ width: `max(100%, ${trend.puntos.length * 4}px)` }}>
          {trend.puntos.map((p) => (
            <div
              key={p.periodo}
              title={`${periodText(p.periodo, trend.unidad)}: ${p.cantidad}`}
              className="min-w-[3px] flex-1 rounded-t-sm bg-brand-600"
              style={{ height: `${p.cantidad === 0 ? 0 : Math.max(2, (p.cantidad / max) * 100)}%` }}
            />
          ))}
        </div>
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden>
        <span>{dayText(trend.desde)}</span>
        <span>{dayText(trend.hasta)}</span>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">Ver datos</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Consultas por {UNIT_LABELS[trend.unidad]}</caption>
            <thead>
              <tr>
                <th scope="col">Período</th>
                <th scope="col" className="text-right">
                  Consultas
                </th>
              </tr>
            </thead>
            <tbody>
              {trend.puntos.map((p) => (
                <tr key={p.periodo}>
                  <td>{periodText(p.periodo, trend.unidad)}</td>
                  <td className="text-right tabular-nums">{formatNumber(p.cantidad)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
