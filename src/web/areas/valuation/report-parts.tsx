import { Download } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { formatDate } from '../../../domain/shared/date-format.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import { chartLine, historySentence } from '../../../domain/valuation/history.ts';
import { formatRange, rangeExplanation } from '../../../domain/valuation/range.ts';
import type { Consulta } from '../../../domain/valuation/valuation.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Sparkline } from '../../ui/sparkline.tsx';
import { toast } from '../../ui/toast.tsx';
import { reportPdfUrl, useConsultaHistory, useConsultaRange } from './api.ts';

/** A part of the report that could not load: said in place, with 'Reintentar' (never read as "no data"). */
function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <span role="alert" className="text-sm text-danger">
      No se pudo cargar {what}.{' '}
      <button type="button" className="font-medium underline" onClick={onRetry}>
        Reintentar<span className="sr-only"> cargar {what}</span>
      </button>
    </span>
  );
}

/** «entre US$ X y US$ Y», under the market value. */
export function MarketRange({ id }: { id: string }) {
  const range = useConsultaRange(id);
  if (range.isPending) return <Skeleton className="h-5 w-48" />;
  if (range.isError) return <LoadFailed what="el rango estimado" onRetry={() => range.refetch()} />;
  return <>Rango estimado: {formatRange(range.data)}</>;
}

/** The one sentence on how the range was computed ('no constituye una tasación'). */
export function RangeExplanation({ consulta: c }: { consulta: Consulta }) {
  const range = useConsultaRange(c.id);
  if (!range.data) return null;
  return <p className="mt-3 text-sm text-muted">{rangeExplanation(range.data, c.ubicacion_calidad, c.barrio_nombre)}</p>;
}

const CHART = { width: 560, height: 140, padding: 8 };

/** The barrio's incidence value over the 12 months before the consulta: inline SVG, its words beside it. */
export function BarrioValueChart({ consulta: c }: { consulta: Consulta }) {
  const history = useConsultaHistory(c.id);
  const h = history.data;
  const line = h && chartLine(h, CHART);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Valor de incidencia en {c.barrio_nombre}</CardTitle>
        <p className="text-sm text-muted">Dólares por m², en los 12 meses previos a la consulta.</p>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Skeleton className="h-36 w-full" />
        ) : history.isError ? (
          <LoadFailed what="la evolución del valor" onRetry={() => history.refetch()} />
        ) : (
          <figure className="grid gap-2">
            {line && h ? (
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
            {h && <figcaption className="text-sm text-ink">{historySentence(h)}</figcaption>}
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * 'Descargar PDF': a real link (it downloads without JavaScript); with JavaScript it fetches the
 * file first, so it can show that it is working and say in Spanish when it fails.
 */
export function DownloadReportButton({ id }: { id: string }) {
  const [busy, setBusy] = useState(false);
  const href = reportPdfUrl(id);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href, { credentials: 'same-origin' }).catch(() => {
        throw new Error('No hay conexión con el servidor. Revisá tu conexión e intentá nuevamente.');
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(body?.error?.message ?? 'Intentá nuevamente en unos minutos.');
      }
      const file = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = file;
      link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'valuacion.pdf';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(file), 60_000);
    } catch (error) {
      toast.error('No se pudo descargar el PDF', error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" asChild>
      <a href={href} download onClick={download} aria-busy={busy || undefined} aria-disabled={busy || undefined}>
        <Download aria-hidden className={busy ? 'motion-safe:animate-bounce' : undefined} />
        {busy ? 'Generando PDF...' : 'Descargar PDF'}
      </a>
    </Button>
  );
}
