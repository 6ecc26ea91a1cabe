import { formatDate } from '../../domain/shared/date-format.ts';
import { formatUsd } from '../../domain/shared/money.ts';
import { chartLine, historySentence, type ValueHistory } from '../../domain/valuation/history.ts';
import { Sparkline } from '../ui/sparkline.tsx';

const CHART = { width: 560, height: 140, padding: 8 };

/**
 * A barrio's incidence value over 12 months: inline SVG with its ends and dates, the sentence
 * under it as its words (the result page's report and the barrio pages).
 */
export function ValueHistoryChart({ history: h }: { history: ValueHistory }) {
  const line = chartLine(h, CHART);
  return (
    <figure className="grid gap-2">
      {line ? (
        <div className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
          <div className={`flex flex-col py-1 text-right tabular-nums ${line.min === line.max ? 'justify-center' : 'justify-between'}`} aria-hidden>
            <span>{formatUsd(line.max)}</span>
            {line.min !== line.max && <span>{formatUsd(line.min)}</span>}
          </div>
          <Sparkline d={line.d} end={line.end} width={CHART.width} height={CHART.height} className="h-28 w-full text-brand-700 sm:h-36" />
          <div className="col-start-2 flex justify-between tabular-nums" aria-hidden>
            <span>{formatDate(h.desde)}</span>
            <span>{formatDate(h.hasta)}</span>
          </div>
        </div>
      ) : null}
      <figcaption className="text-sm text-ink">{historySentence(h)}</figcaption>
    </figure>
  );
}
