import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { GridColumns, GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useState } from 'react';

// The Métricas charts (ADR 148): visx draws an SVG in React's render alone (no store, no effects, no
// measuring in the page), so a chart drawn as a transition is cut into short tasks a phone can pause.

export interface BarSeries<Row> {
  key: keyof Row & string;
  name: string;
  color: string;
}

interface BarChartProps<Row> {
  rows: Row[];
  /** The field that names each bar's group (a week, an urgency, a person). */
  category: keyof Row & string;
  series: Array<BarSeries<Row>>;
  width: number;
  height: number;
  /** 'columns': categories along the bottom; 'rows': categories down the left, for names. */
  layout?: 'columns' | 'rows';
  /** Room for the value axis (columns) or the category names (rows). */
  axisWidth: number;
  /** How much room one category label needs: labels are skipped so that each has it. */
  labelPx?: number;
  /** Values are counts: integer ticks only. */
  integers?: boolean;
  formatTick?: (value: number) => string;
  formatValue?: (value: number) => string;
}

const GRID = '#ccc';
const AXIS = '#666';
const FONT_SIZE = 12;
/** An average glyph of the 12 px sans-serif at hand: long names wrap by it without measuring. */
const GLYPH_PX = 6.6;
const MAX_BAR_PX = 32;
const LEGEND_PX = 24;
const MARGIN = { top: 8, right: 16, bottom: 24 };
const count = (value: number) => value.toLocaleString('es-AR');

/**
 * How many labels to skip between two drawn ones so that each has `labelPx` of the plot's width.
 * A chart library would measure every label in the page to decide (a forced layout each).
 */
export const labelInterval = (labels: number, plotWidth: number, labelPx: number) => Math.max(0, Math.ceil((labels * labelPx) / Math.max(plotWidth, 1)) - 1);

/** A name in at most two lines of `maxChars`, the second cut with «…». */
export function wrapName(name: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const [first = '', second, ...rest] = lines.map((l) => (l.length > maxChars ? `${l.slice(0, maxChars - 1)}…` : l));
  if (second === undefined) return [first];
  return [first, rest.length && !second.endsWith('…') ? `${second.slice(0, maxChars - 1)}…` : second];
}

function Tick({ x, y, formattedValue, textAnchor, dx, dy }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} textAnchor={textAnchor} fill={AXIS} fontSize={FONT_SIZE}>
      {formattedValue}
    </text>
  );
}

/** A bar chart of one or more series per category, with a legend for two or more and the figures of the category under the pointer. */
export function BarChart<Row>({
  rows,
  category,
  series,
  width,
  height,
  layout = 'columns',
  axisWidth,
  labelPx,
  integers = false,
  formatTick = count,
  formatValue = count,
}: BarChartProps<Row>) {
  const [pointed, setPointed] = useState<number | null>(null);
  const names = rows.map((row) => String(row[category]));
  const values = rows.map((row) => series.map((s) => Number(row[s.key]) || 0));
  const legend = series.length > 1;
  const plotHeight = Math.max(0, height - (legend ? LEGEND_PX : 0) - MARGIN.top - MARGIN.bottom);
  const plotWidth = Math.max(0, width - axisWidth - MARGIN.right);
  const columns = layout === 'columns';

  const categories = scaleBand<number>({ domain: names.map((_, i) => i), range: [0, columns ? plotWidth : plotHeight], padding: 0.2 });
  const max = Math.max(0, ...values.flat());
  const amount = scaleLinear<number>({ domain: [0, max || 1], range: columns ? [plotHeight, 0] : [0, plotWidth], nice: true });
  const ticks = amount.ticks(5).filter((t) => !integers || Number.isInteger(t));
  const step = categories.bandwidth() / series.length;
  const bar = Math.min(MAX_BAR_PX, step * 0.9);
  const every = labelPx && columns ? labelInterval(names.length, plotWidth, labelPx) + 1 : 1;
  const nameChars = Math.floor((axisWidth - 12) / GLYPH_PX);

  // A zero draws nothing (a bar of no height is still an element in the page).
  const bars = values.flatMap((row, i) =>
    row.flatMap((value, s) => {
      if (value === 0) return [];
      const offset = (categories(i) ?? 0) + s * step + (step - bar) / 2;
      const length = Math.abs(amount(value) - amount(0));
      const { color, key: seriesKey } = series[s] ?? {};
      const key = `${names[i]}-${seriesKey}`;
      return columns ? (
        <rect key={key} className="bar" x={offset} y={amount(value)} width={bar} height={length} fill={color} />
      ) : (
        <rect key={key} className="bar" x={0} y={offset} width={length} height={bar} fill={color} />
      );
    }),
  );
  const band = (i: number) => {
    const at = (categories(i) ?? 0) - (categories.step() - categories.bandwidth()) / 2;
    return columns ? { x: at, y: 0, width: categories.step(), height: plotHeight } : { x: 0, y: at, width: plotWidth, height: categories.step() };
  };

  return (
    <div className="relative" onPointerLeave={() => setPointed(null)}>
      <svg aria-hidden="true" className="chart" width={width} height={height - (legend ? LEGEND_PX : 0)}>
        <Group left={axisWidth} top={MARGIN.top}>
          {pointed !== null && <rect {...band(pointed)} fill="#eee" />}
          {columns ? (
            <GridRows scale={amount} width={plotWidth} tickValues={ticks} stroke={GRID} strokeDasharray="3 3" />
          ) : (
            <GridColumns scale={amount} height={plotHeight} tickValues={ticks} stroke={GRID} strokeDasharray="3 3" />
          )}
          {bars}
          {names.map((name, i) => (
            <rect key={name} {...band(i)} fill="transparent" onPointerEnter={() => setPointed(i)} onPointerDown={() => setPointed(i)} />
          ))}
          <AxisBottom
            top={plotHeight}
            scale={columns ? categories : amount}
            tickValues={columns ? names.map((_, i) => i).filter((i) => i % every === 0) : ticks}
            tickFormat={columns ? (i) => names[Number(i)] : (v) => formatTick(Number(v))}
            tickComponent={Tick}
            tickLabelProps={{ textAnchor: 'middle' }}
            stroke={AXIS}
            tickStroke={AXIS}
            tickLength={6}
          />
          <AxisLeft
            scale={columns ? amount : categories}
            tickValues={columns ? ticks : names.map((_, i) => i)}
            tickFormat={columns ? (v) => formatTick(Number(v)) : (i) => names[Number(i)]}
            tickComponent={columns ? Tick : (tick) => <NameTick {...tick} maxChars={nameChars} />}
            tickLabelProps={{ textAnchor: 'end', dx: -4, dy: '0.33em' }}
            stroke={AXIS}
            tickStroke={AXIS}
            tickLength={6}
          />
        </Group>
      </svg>
      {legend && (
        <ul className="flex h-6 items-center justify-center gap-4 text-xs text-muted">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className="size-3 rounded-sm" style={{ background: s.color }} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      {pointed !== null && (
        <div
          className="pointer-events-none absolute z-10 rounded-md border border-border bg-white px-3 py-2 text-xs shadow-md"
          style={tooltipPlace(band(pointed), axisWidth, width, height, columns)}
        >
          <p className="font-medium text-ink">{names[pointed]}</p>
          {series.map((s, i) => (
            <p key={s.key} style={{ color: s.color }}>
              {s.name}: {formatValue(values[pointed]?.[i] ?? 0)}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}

/** Room the figures of a category take beside it (a name and two amounts). */
const TOOLTIP_PX = { width: 168, height: 64 };

/** Beside the pointed column, on whichever side has room; under the pointed row, or above it near the bottom. */
function tooltipPlace(band: { x: number; y: number; width: number; height: number }, left: number, width: number, height: number, columns: boolean) {
  if (!columns) {
    const below = MARGIN.top + band.y + band.height;
    return { right: MARGIN.right, top: below + TOOLTIP_PX.height <= height ? below : Math.max(0, MARGIN.top + band.y - TOOLTIP_PX.height) };
  }
  const top = MARGIN.top + 8;
  const right = left + band.x + band.width;
  return right + TOOLTIP_PX.width <= width ? { left: right, top } : { right: Math.max(0, width - (left + band.x)), top };
}

function NameTick({ x, y, formattedValue = '', maxChars }: TickRendererProps & { maxChars: number }) {
  const lines = wrapName(formattedValue, maxChars);
  return (
    <text x={x - 4} y={y} textAnchor="end" fill={AXIS} fontSize={FONT_SIZE}>
      {lines.map((line, i) => (
        <tspan key={line} x={x - 4} dy={i === 0 ? `${0.33 - (lines.length - 1) * 0.55}em` : '1.1em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
