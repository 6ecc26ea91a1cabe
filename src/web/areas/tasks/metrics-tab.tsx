import { ChartColumn } from 'lucide-react';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../domain/shared/money.ts';
import type { Currency } from '../../../domain/tasks/cash.ts';
import { CURRENCIES } from '../../../domain/tasks/lists.ts';
import type { Metrics } from '../../../domain/tasks/metrics.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { cn } from '../../ui/cn.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table.tsx';
import { useOnceInView } from '../../ui/use-once-in-view.ts';
import { metricsRead, TASKS_ADMIN_ROLES, useMetrics } from './api.ts';
import { BarChart } from './bar-chart.tsx';
import { TAB_NAMES, tabTitle } from './tabs.ts';
import { daysLabel, formatDay } from './task-bits.tsx';

// The chart library (visx, through bar-chart.tsx) rides only in this tab's lazy chunk (ADR 071, 148).

const COLORS = { opened: '#8a5300', done: '#176c56', income: '#12703f', expense: '#b42318', bar: '#23866a' } as const;
const compact = new Intl.NumberFormat('es-AR', { notation: 'compact', maximumFractionDigits: 1 });
const MONTH = new Intl.DateTimeFormat('es-AR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
/** 'nov. 26' for 2026-11. */
const monthShort = (mes: string) => MONTH.format(new Date(`${mes}-15T12:00:00Z`));
/** 'dd/MM' of a week's Monday. */
const weekShort = (semana: string) => formatDay(semana).slice(0, 5);
/** Room a category label takes at 12 px, with its gap: «24/11» and «nov. 26». */
const WEEK_LABEL_PX = 44;
const MONTH_LABEL_PX = 56;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`;

/** Métricas: six charts of the work and the cash, each with its figures as a table for screen readers and anyone who wants the numbers. */
function MetricsTab() {
  const metrics = useMetrics();
  return (
    <>
      <StaffPageHeader title={TAB_NAMES.metricas} description="Cómo avanzan las obras y la caja. Cada gráfico tiene sus datos en una tabla." />
      <QueryView query={metrics} errorTitle="No se pudieron cargar las métricas" icon={<ChartColumn />} loading={<p role="status">Cargando métricas…</p>}>
        {(data) => <Charts data={data} />}
      </QueryView>
    </>
  );
}

function Charts({ data }: { data: Metrics }) {
  const weeks = data.semanas.map((w) => ({ ...w, label: weekShort(w.semana) }));
  const opened = data.semanas.reduce((n, w) => n + w.abiertas, 0);
  const done = data.semanas.reduce((n, w) => n + w.hechas, 0);
  const people = data.resolucion.por_responsable.filter((p) => p.promedio_dias !== null);
  const average = data.resolucion.promedio_dias;
  return (
    <div className="grid gap-6">
      <section aria-label="Indicadores" className="grid gap-3 sm:grid-cols-3">
        <Stat
          label="Promedio de resolución"
          value={average === null ? '—' : daysLabel(average)}
          hint={`Sobre ${plural(data.resolucion.hechas, 'tarea hecha', 'tareas hechas')}`}
        />
        <Stat label="Críticas abiertas" value={data.criticas_abiertas.toLocaleString('es-AR')} hint="Urgencia Crítico, sin hacer" />
        <Stat
          label="Abiertas ahora"
          value={data.por_urgencia.reduce((n, u) => n + u.abiertas, 0).toLocaleString('es-AR')}
          hint="Todas las que no están Hecha"
        />
      </section>

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <ChartCard
          title="Abiertas y hechas por semana"
          summary={`En las últimas 12 semanas se abrieron ${plural(opened, 'tarea', 'tareas')} y se hicieron ${plural(done, 'tarea', 'tareas')}.`}
          chart={(box) => (
            <BarChart
              {...box}
              rows={weeks}
              category="label"
              series={[
                { key: 'abiertas', name: 'Abiertas', color: COLORS.opened },
                { key: 'hechas', name: 'Hechas', color: COLORS.done },
              ]}
              axisWidth={32}
              labelPx={WEEK_LABEL_PX}
              integers
            />
          )}
          table={
            <DataTableAlt
              caption="Tareas abiertas y hechas por semana"
              headers={['Semana del', 'Abiertas', 'Hechas']}
              rows={data.semanas.map((w) => [formatDay(w.semana), w.abiertas, w.hechas])}
            />
          }
        />

        <ChartCard
          title="Días promedio de resolución por responsable"
          summary={
            average === null
              ? 'Todavía no hay tareas hechas: no hay promedio.'
              : `En promedio una tarea se resuelve en ${daysLabel(average)} (redondeado), sobre ${plural(data.resolucion.hechas, 'tarea hecha', 'tareas hechas')}.`
          }
          chart={
            people.length
              ? (box) => (
                  <BarChart
                    {...box}
                    layout="rows"
                    rows={people}
                    category="nombre"
                    series={[{ key: 'promedio_dias', name: 'Días promedio', color: COLORS.bar }]}
                    axisWidth={88}
                    integers
                  />
                )
              : null
          }
          table={
            <DataTableAlt
              caption="Días promedio de resolución por responsable"
              headers={['Responsable', 'Hechas', 'Días promedio']}
              rows={data.resolucion.por_responsable.map((p) => [p.nombre, p.hechas, p.promedio_dias === null ? '—' : p.promedio_dias])}
            />
          }
        />

        <OpenTasksCard by="Urgencia" rows={data.por_urgencia.map((u) => ({ clave: u.nivel_urgencia, abiertas: u.abiertas }))} />

        <OpenTasksCard by="Prioridad" rows={data.por_prioridad.map((p) => ({ clave: p.prioridad, abiertas: p.abiertas }))} />

        <ChartCard
          title="Hechas por proyecto"
          summary={
            data.hechas_por_proyecto.length ? data.hechas_por_proyecto.map((p) => `${p.proyecto}: ${p.hechas}`).join(', ') : 'Todavía no hay tareas hechas.'
          }
          chart={
            data.hechas_por_proyecto.length
              ? (box) => (
                  <BarChart
                    {...box}
                    layout="rows"
                    rows={data.hechas_por_proyecto}
                    category="proyecto"
                    series={[{ key: 'hechas', name: 'Hechas', color: COLORS.done }]}
                    axisWidth={118}
                    integers
                  />
                )
              : null
          }
          table={
            <DataTableAlt
              caption="Tareas hechas por proyecto"
              headers={['Proyecto', 'Hechas']}
              rows={data.hechas_por_proyecto.map((p) => [p.proyecto, p.hechas])}
            />
          }
        />

        {CURRENCIES.map((currency) => (
          <CashChart key={currency} currency={currency} data={data} />
        ))}
      </div>
    </div>
  );
}

/** Open tasks counted by one of their fields (urgency, priority): a bar per value. */
function OpenTasksCard({ by, rows }: { by: 'Urgencia' | 'Prioridad'; rows: Array<{ clave: string; abiertas: number }> }) {
  return (
    <ChartCard
      title={`Abiertas por ${by.toLowerCase()}`}
      summary={rows.map((r) => `${r.clave}: ${r.abiertas}`).join(', ')}
      chart={(box) => (
        <BarChart {...box} rows={rows} category="clave" series={[{ key: 'abiertas', name: 'Abiertas', color: COLORS.opened }]} axisWidth={32} integers />
      )}
      table={<DataTableAlt caption={`Tareas abiertas por ${by.toLowerCase()}`} headers={[by, 'Abiertas']} rows={rows.map((r) => [r.clave, r.abiertas])} />}
    />
  );
}

/** Income vs expense per month in one currency: USD and ARS each have their own chart, never one sum. */
function CashChart({ currency, data }: { currency: Currency; data: Metrics }) {
  const months = data.caja.map((m) => ({ label: monthShort(m.mes), mes: m.mes, ...m[currency] }));
  const income = months.reduce((n, m) => n + m.ingresos, 0);
  const expense = months.reduce((n, m) => n + m.egresos, 0);
  const name = currency === 'USD' ? 'dólares (USD)' : 'pesos (ARS)';
  return (
    <ChartCard
      title={`Ingresos y egresos por mes en ${name}`}
      summary={`En los últimos 12 meses: ingresos ${formatMoney(income, currency)}, egresos ${formatMoney(expense, currency)}.`}
      chart={(box) => (
        <BarChart
          {...box}
          rows={months}
          category="label"
          series={[
            { key: 'ingresos', name: 'Ingresos', color: COLORS.income },
            { key: 'egresos', name: 'Egresos', color: COLORS.expense },
          ]}
          // 64 px: an ARS axis reads «1500 M» or «25 mil M» (a firm's pesos reach them); 48 cut them to «0 mil M».
          axisWidth={64}
          labelPx={MONTH_LABEL_PX}
          formatTick={(v) => compact.format(v)}
          formatValue={(v) => formatMoney(v, currency)}
        />
      )}
      table={
        <DataTableAlt
          caption={`Ingresos y egresos por mes en ${name}`}
          headers={['Mes', 'Ingresos', 'Egresos']}
          rows={months.map((m) => [monthShort(m.mes), formatMoney(m.ingresos, currency), formatMoney(m.egresos, currency)])}
        />
      }
    />
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-lg border border-border bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className="text-3xl font-bold text-ink">{value}</p>
      <p className="text-xs text-muted">{hint}</p>
    </div>
  );
}

/**
 * A chart with its title and a one-line summary; the drawing is hidden from screen readers, which
 * get the summary and the table ('Ver datos', also there for anyone who wants the exact figures).
 */
interface ChartBox {
  width: number;
  height: number;
}

function ChartCard({
  title,
  summary,
  chart,
  table,
}: {
  title: string;
  summary: string;
  /** The chart for its box (none without data): the width also chooses how many labels fit. */
  chart: ((box: ChartBox) => ReactNode) | null;
  table: ReactNode;
}) {
  // Drawn once near the screen, at the size its box has, as a transition React can pause: six
  // charts drawn at once held a phone's main thread ~0.6 s (ADR 146).
  // The box is then watched: a turned phone or a resized window draws it again at its new size.
  const chartBox = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<ChartBox | null>(null);
  const [seen, setSeen] = useState(false);
  const box = useOnceInView(() => setSeen(true));
  useEffect(() => {
    const element = chartBox.current;
    if (!seen || !element) return;
    const draw = () => {
      const { width, height } = element.getBoundingClientRect();
      startTransition(() => setSize((old) => (old?.width === width && old.height === height ? old : { width, height })));
    };
    draw();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(draw);
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <figure ref={box} className="grid min-w-0 gap-3 rounded-lg border border-border bg-white p-4 shadow-sm">
      <figcaption>
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        <p className="text-sm text-muted">{summary}</p>
      </figcaption>
      {chart && (
        <div ref={chartBox} aria-hidden="true" className="h-60 w-full min-w-0">
          {size && chart(size)}
        </div>
      )}
      {/* min-w-0: a table of large amounts scrolls inside its box instead of widening the card past a 360 px screen. */}
      <details className="min-w-0 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">
          Ver datos<span className="sr-only"> de {title.toLowerCase()}</span>
        </summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}

function DataTableAlt({ caption, headers, rows }: { caption: string; headers: string[]; rows: Array<Array<string | number>> }) {
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {headers.map((h, i) => (
            // Headers may wrap (the kit's are nowrap): at 360 px 'Días promedio' pushed its figures out of sight.
            <TableHead key={h} className={cn('whitespace-normal! leading-tight', i > 0 && 'text-right')}>
              {h}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={String(row[0])}>
            {row.map((cell, i) => (
              <TableCell key={headers[i]} className={i > 0 ? 'text-right tabular-nums' : undefined}>
                {typeof cell === 'number' ? cell.toLocaleString('es-AR') : cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export const Component = MetricsTab;
export const handle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('metricas'), () => [metricsRead()]);
