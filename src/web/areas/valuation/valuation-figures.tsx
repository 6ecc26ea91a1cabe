import type { ReactNode } from 'react';
import { formatUsd } from '../../../domain/shared/money.ts';
import { adjustmentLabel, type Consulta } from '../../../domain/valuation/valuation.ts';

/** The two values of a valuation, as the result card and the result page show them (the page adds the range under the market value). */
export function ValuationFigures({
  consulta,
  marketRange,
}: {
  consulta: Pick<Consulta, 'valor_lista_usd' | 'valor_mercado_usd' | 'porcentaje_ajuste'>;
  marketRange?: ReactNode;
}) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-lg bg-surface p-4">
        <dt className="text-sm text-muted">Valor de lista</dt>
        <dd className="text-2xl font-bold tabular-nums text-ink">{formatUsd(consulta.valor_lista_usd)}</dd>
      </div>
      <div className="rounded-lg bg-brand-50 p-4">
        <dt className="text-sm text-brand-800">Valor de mercado ({adjustmentLabel(consulta.porcentaje_ajuste)})</dt>
        <dd className="text-2xl font-bold tabular-nums text-brand-800">{formatUsd(consulta.valor_mercado_usd)}</dd>
        {marketRange && <dd className="mt-1 text-sm font-medium text-brand-800">{marketRange}</dd>}
      </div>
    </dl>
  );
}
