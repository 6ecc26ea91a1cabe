/**
 * A barrio's incidence value over time, as the public pages and the report show it (ADR 090,
 * docs/decisions/090). No zod and no date library: the neighbourhood cards draw with it on the
 * first paint of `/`. The series itself is worked out on the server (history-series.ts).
 */
import { formatDate } from '../shared/date-format.ts';

/** One entry of `barrio_valores_historial`, public fields only. */
export interface ValuePoint {
  fecha: string;
  valor: number;
}

/** The API's shape: the window, the entries that draw it and the 12-month change. */
export interface ValueHistory {
  /** Start and end of the 12-month window (ISO instants). */
  desde: string;
  hasta: string;
  /** Oldest first. The first may precede `desde`: it is the value in force when the window opens. */
  puntos: ValuePoint[];
  /** Change from the value in force at `desde` to the last one, in % (one decimal); null when no value was known then. */
  cambio_pct: number | null;
  /** When the value last changed (within the window or before it); null when the barrio has no history. */
  actualizado_at: string | null;
}

const percent = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** The short text beside a sparkline: «+4,3 % en 12 meses», «Sin datos de hace 12 meses». */
export function changeText(h: Pick<ValueHistory, 'cambio_pct' | 'actualizado_at'>): string {
  if (h.actualizado_at === null) return 'Sin historial';
  if (h.cambio_pct === null) return 'Sin datos de hace 12 meses';
  if (h.cambio_pct === 0) return 'Sin cambios en 12 meses';
  return `${h.cambio_pct > 0 ? '+' : '−'}${percent.format(Math.abs(h.cambio_pct))} % en 12 meses`;
}

/** The text alternative of the chart: «Subió 4,3 % en 12 meses; última actualización 03/11/2026.» */
export function historySentence(h: Pick<ValueHistory, 'cambio_pct' | 'actualizado_at'>): string {
  if (h.actualizado_at === null) return 'Todavía no hay historial de valores.';
  const change =
    h.cambio_pct === null
      ? 'No hay un valor de hace 12 meses para comparar'
      : h.cambio_pct === 0
        ? 'Sin cambios en 12 meses'
        : `${h.cambio_pct > 0 ? 'Subió' : 'Bajó'} ${percent.format(Math.abs(h.cambio_pct))} % en 12 meses`;
  return `${change}; última actualización ${formatDate(h.actualizado_at)}.`;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room left around the line (the stroke must not be clipped). */
  padding: number;
}

export interface ChartLine {
  /** SVG path data (M/L only, so PDF writers read it too), a step line: a value holds until the next change. */
  d: string;
  /** Lowest and highest value drawn. */
  min: number;
  max: number;
  /** Where the line ends (today's value). */
  end: { x: number; y: number };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The line of a history in a box: time on x from `desde` to `hasta`, value on y between the
 * lowest and highest drawn (a flat history sits in the middle). Before the first known value the
 * line does not start: the chart never invents one. Null without any point.
 */
export function chartLine(h: Pick<ValueHistory, 'desde' | 'hasta' | 'puntos'>, box: ChartBox): ChartLine | null {
  const start = Date.parse(h.desde);
  const end = Date.parse(h.hasta);
  const points = h.puntos.filter((p) => Date.parse(p.fecha) <= end);
  const first = points[0];
  if (!first || !(end > start)) return null;
  const values = points.map((p) => p.valor);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const x = (iso: string) => round1(box.padding + ((Math.max(start, Date.parse(iso)) - start) / (end - start)) * (box.width - 2 * box.padding));
  const y = (v: number) => round1(max === min ? box.height / 2 : box.padding + ((max - v) / (max - min)) * (box.height - 2 * box.padding));
  const right = round1(box.width - box.padding);
  let d = `M${x(first.fecha)} ${y(first.valor)}`;
  let last = first;
  for (const p of points.slice(1)) {
    d += ` L${x(p.fecha)} ${y(last.valor)} L${x(p.fecha)} ${y(p.valor)}`;
    last = p;
  }
  d += ` L${right} ${y(last.valor)}`;
  return { d, min, max, end: { x: right, y: y(last.valor) } };
}
