import { cn } from './cn.ts';

/**
 * A line drawn from a path (src/domain/valuation/history.ts `chartLine`) in a `width` × `height`
 * box, as inline SVG: no chart library, nothing to download. Decorative: the page says in words
 * what it shows (give it a text alternative beside it). Coloured with `currentColor`; a faint
 * dashed track marks the whole period, so a line that starts late (no earlier value) still reads
 * as "only since then".
 */
export function Sparkline({
  d,
  end,
  width,
  height,
  className,
}: {
  d: string;
  end?: { x: number; y: number } | undefined;
  width: number;
  height: number;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" focusable="false" data-slot="sparkline" viewBox={`0 0 ${width} ${height}`} className={cn('overflow-visible', className)}>
      <line
        x1={0}
        x2={width}
        y1={height - 0.5}
        y2={height - 0.5}
        stroke="currentColor"
        strokeOpacity={0.35}
        strokeDasharray="2 3"
        vectorEffect="non-scaling-stroke"
      />
      <path d={d} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
      {end && <circle cx={end.x} cy={end.y} r={3} fill="currentColor" />}
    </svg>
  );
}
