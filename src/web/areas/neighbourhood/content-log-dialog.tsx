import { History } from 'lucide-react';
import { CONTENT_LOG_LABELS } from '../../../domain/neighbourhood/content-log.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import { ErrorState } from '../../staff/query-states.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useContentLog } from './api.ts';

/** 'Bitácora': the last 50 community interactions. */
export function ContentLogDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const log = useContentLog(open);
  const entries = log.data ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Bitácora</DialogTitle>
          <DialogDescription>Las últimas 50 interacciones de la comunidad.</DialogDescription>
        </DialogHeader>
        {log.isPending ? (
          <Skeleton role="status" className="h-32" aria-label="Cargando bitácora" />
        ) : log.isError ? (
          <ErrorState title="No se pudo cargar la bitácora" onRetry={() => log.refetch()} retrying={log.isFetching} />
        ) : entries.length === 0 ? (
          <EmptyState icon={<History />} title="No hay actividad registrada aún" />
        ) : (
          <ol className="grid gap-3" aria-label="Actividad reciente">
            {entries.map((e) => (
              <li key={e.id} className="grid gap-1 border-l-2 border-brand-300 pl-3">
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
                  <Badge variant={e.tipo === 'sugerencia_precio' ? 'warning' : 'secondary'}>{CONTENT_LOG_LABELS[e.tipo]}</Badge>
                  <span>{e.barrio_nombre}</span>
                  <span aria-hidden>·</span>
                  <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
                </div>
                <p className="text-sm">
                  <strong>{e.autor_nombre}</strong>
                  {e.precio_sugerido !== null && <> sugirió {formatUsd(e.precio_sugerido)}/m²</>}: <span className="break-words">{e.comentario}</span>
                </p>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
