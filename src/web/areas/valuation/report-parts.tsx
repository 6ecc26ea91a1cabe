import { Download } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { formatRange, rangeExplanation } from '../../../domain/valuation/range.ts';
import type { Consulta } from '../../../domain/valuation/valuation.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { reportPdfUrl, useConsultaRange } from './api.ts';

/** A part of the report that could not load: said in place, with 'Reintentar' (never read as "no data"). */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
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
    <>
      <Button variant="outline" asChild>
        <a href={href} download onClick={download} aria-busy={busy || undefined} aria-disabled={busy || undefined}>
          <Download aria-hidden className={busy ? 'motion-safe:animate-bounce' : undefined} />
          {busy ? 'Generando PDF...' : 'Descargar PDF'}
        </a>
      </Button>
      <span className="sr-only" aria-live="polite">
        {busy ? 'Generando el PDF del informe' : ''}
      </span>
    </>
  );
}
