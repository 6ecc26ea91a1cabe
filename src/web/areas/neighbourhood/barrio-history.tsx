import { changeText, type ValueHistory } from '../../../domain/valuation/history.ts';
import { ValueHistoryChart } from '../../shared/value-history-chart.tsx';

/** A barrio page's 12 months: the change in words over the chart (drawn as a server island, ADR 130). */
export function BarrioHistory({ history }: { history: ValueHistory }) {
  return (
    <div className="grid gap-2">
      <p className="text-lg font-semibold">{changeText(history)}</p>
      <ValueHistoryChart history={history} />
    </div>
  );
}
