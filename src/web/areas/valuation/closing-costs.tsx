import { useEffect, useId, useRef, useState } from 'react';
import { RATE_TYPE_LABELS } from '../../../domain/exchange-rates/rate-types.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import {
  CLOSING_COSTS_NOTES,
  type ClosingCostsData,
  closingCostsFrom,
  formatPesos,
  JURISDICTION_LABELS,
  type PartyCosts,
  pesoTotals,
  ratePctText,
  rateSourceText,
} from '../../../domain/valuation/closing-costs.ts';
import type { Consulta } from '../../../domain/valuation/valuation.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';
import { NEEDS_SCRIPT, NeedsScriptNote } from '../../ui/needs-script.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useConsultaClosingCosts } from './api.ts';
import { LoadFailed } from './report-parts.tsx';

/**
 * «Costo total para cerrar» (ADR 144): the buyer's and the seller's costs of the deed for the
 * consulta's jurisdiction, computed here from the table and the rates the server sent, so the
 * «vivienda única» box recomputes at once; each total in pesos at the oficial, MEP and blue.
 */
export function ClosingCostsCard({ consulta }: { consulta: Pick<Consulta, 'id' | 'valor_mercado_usd'> }) {
  const query = useConsultaClosingCosts(consulta.id);
  return (
    <Card role="region" aria-labelledby="costo-cierre">
      <CardHeader>
        <CardTitle id="costo-cierre">Costo total para cerrar</CardTitle>
        <p className="text-sm text-muted">Lo que paga cada parte al escriturar, sobre el valor de mercado de {formatUsd(consulta.valor_mercado_usd)}.</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : query.isError ? (
          <LoadFailed what="los costos de escritura" onRetry={() => query.refetch()} />
        ) : (
          <Costs data={query.data} priceUsd={consulta.valor_mercado_usd} />
        )}
      </CardContent>
    </Card>
  );
}

function Costs({ data, priceUsd }: { data: ClosingCostsData; priceUsd: number }) {
  const [viviendaUnica, setViviendaUnica] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const boxId = useId();
  // Ticked before this part's code arrived (it is drawn by the server): take the box's state.
  useEffect(() => {
    if (box.current?.checked) setViviendaUnica(true);
  }, []);
  const costs = closingCostsFrom(data, priceUsd, { viviendaUnica });
  const pesos = pesoTotals(costs, data.cotizaciones);
  return (
    <>
      <p className="text-sm text-muted">Escritura en {JURISDICTION_LABELS[data.jurisdiccion]}.</p>
      <div className="flex items-start gap-2" {...NEEDS_SCRIPT}>
        <input
          ref={box}
          id={boxId}
          type="checkbox"
          checked={viviendaUnica}
          onChange={(event) => setViviendaUnica(event.currentTarget.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={boxId} className="text-sm font-medium text-ink">
          Es para mi vivienda única, familiar y de ocupación permanente
        </label>
      </div>
      <NeedsScriptNote>Los costos son sin la exención de vivienda única: para recalcularlos con ella hace falta JavaScript.</NeedsScriptNote>
      <div className="grid gap-4 sm:grid-cols-2" aria-live="polite">
        <Party title="Comprador" side={costs.comprador} />
        <Party title="Vendedor" side={costs.vendedor} />
      </div>
      <section aria-labelledby="costo-cierre-pesos" className="grid gap-2">
        <h3 id="costo-cierre-pesos" className="font-semibold text-ink">
          En pesos
        </h3>
        {pesos ? (
          <ul className="grid gap-2 text-sm">
            {pesos.map(({ tipo, comprador: b, vendedor: s }) => (
              <li key={tipo} className="rounded-md bg-surface p-3">
                {b && s ? (
                  <>
                    <p className="font-medium text-ink tabular-nums">
                      Comprador {formatPesos(b.ars)} · Vendedor {formatPesos(s.ars)}
                    </p>
                    <p className="text-muted">
                      {rateSourceText(b)}
                      {b.desactualizada && <span className="ml-1 font-medium text-danger">{CLOSING_COSTS_NOTES.staleRate}</span>}
                    </p>
                  </>
                ) : (
                  <p className="text-muted">{RATE_TYPE_LABELS[tipo]}: todavía sin cotización.</p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-md bg-surface p-3 text-sm text-muted">{CLOSING_COSTS_NOTES.noRates}</p>
        )}
      </section>
      <p className="text-sm text-muted">{CLOSING_COSTS_NOTES.estimate}</p>
    </>
  );
}

function Party({ title, side }: { title: string; side: PartyCosts }) {
  return (
    <section className="rounded-lg border border-border p-3">
      <h3 className="mb-2 font-semibold text-ink">{title}</h3>
      <ul className="grid gap-1.5 text-sm">
        {side.items.map((l) => (
          <li key={l.clave}>
            <p className="flex justify-between gap-3">
              <span className="text-muted">
                {l.concepto} <span className="whitespace-nowrap">({ratePctText(l)})</span>
              </span>
              <span className="font-medium text-ink tabular-nums">{l.exento ? 'Exento' : formatUsd(l.usd)}</span>
            </p>
            {l.nota && <p className="text-xs text-muted">{l.nota}</p>}
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between gap-3 border-t border-border pt-2 font-semibold text-brand-800">
        <span>Total {title.toLowerCase()}</span>
        <span className="tabular-nums">{formatUsd(side.totalUsd)}</span>
      </p>
    </section>
  );
}
