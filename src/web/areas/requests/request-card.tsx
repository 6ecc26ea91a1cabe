import { useDraggable } from '@dnd-kit/core';
import { AlertTriangle, GripVertical, MessageCircle, Phone } from 'lucide-react';
import { approvalWhatsappLink, type BoardRequest } from '../../../domain/requests/request.ts';
import { formatAge, isOverdue, nextState, STATE_LABELS, TRANSITION_ACTIONS } from '../../../domain/requests/transitions.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { formatPhone } from '../../../domain/shared/whatsapp.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';

/** One request on the board: every field, created date and age, the 48 h flag, its next move and its history. */
export function RequestCard({ request, now, busy, onMove }: { request: BoardRequest; now: Date; busy: boolean; onMove: (request: BoardRequest) => void }) {
  const next = nextState(request.estado);
  const overdue = isOverdue(request, now);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: request.id, data: { request }, disabled: !next || busy });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const titleId = `solicitud-${request.id}`;

  return (
    <li
      ref={setNodeRef}
      style={style}
      aria-labelledby={titleId}
      className={cn(
        'grid gap-2 rounded-lg border bg-white p-3 text-sm shadow-xs',
        overdue ? 'border-warning/60' : 'border-border',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-600',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold break-words text-ink">
            {request.codigo_interno} · {request.sucursal}
          </h3>
          <p className="text-muted">
            {request.tipo_servicio} · {request.dias_estimados} {request.dias_estimados === 1 ? 'día' : 'días'}
          </p>
        </div>
        {next && (
          <button
            type="button"
            className="-m-1 shrink-0 cursor-grab touch-none rounded p-1 text-muted hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={`Mover ${request.codigo_interno}`}
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        )}
      </div>
      {overdue && (
        <Badge variant="warning">
          <AlertTriangle aria-hidden />
          Pendiente hace más de 48 h
        </Badge>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
        <dt className="text-muted">Solicitante</dt>
        <dd className="break-words">{request.solicitante}</dd>
        <dt className="text-muted">Celular</dt>
        <dd>
          <a
            href={`tel:${request.celular.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden className="size-3" />
            {formatPhone(request.celular)}
          </a>
        </dd>
        <dt className="text-muted">Recibida</dt>
        <dd>
          {formatDateTime(request.created_at)} <span className="text-muted">({formatAge(request.created_at, now)})</span>
        </dd>
        {request.fecha_aprobacion && (
          <>
            <dt className="text-muted">Aprobada</dt>
            <dd>{formatDateTime(request.fecha_aprobacion)}</dd>
          </>
        )}
      </dl>
      <p className={cn('rounded bg-surface px-2 py-1 break-words whitespace-pre-line', !request.comentarios && 'text-muted')}>
        {request.comentarios ?? 'Sin comentarios'}
      </p>
      {request.estado === 'aprobada' && request.fecha_aprobacion && (
        <a
          href={approvalWhatsappLink(request, new Date(request.fecha_aprobacion))}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline"
        >
          <MessageCircle aria-hidden className="size-4" />
          Confirmar visita por WhatsApp
          <span className="sr-only"> a {request.solicitante} (abre una pestaña nueva)</span>
        </a>
      )}
      {next && (
        <Button size="sm" variant={next === 'aprobada' ? 'default' : 'outline'} wrap loading={busy} onClick={() => onMove(request)}>
          {TRANSITION_ACTIONS[next as keyof typeof TRANSITION_ACTIONS]}
          <span className="sr-only">: {request.codigo_interno}</span>
        </Button>
      )}
      {request.historial.length > 0 && (
        <details className="text-xs text-muted">
          <summary className="cursor-pointer rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600">
            Historial ({request.historial.length})
          </summary>
          <ol className="mt-1 grid gap-0.5">
            {request.historial.map((h) => (
              <li key={`${h.estado}-${h.fecha}`}>
                {formatDateTime(h.fecha)}: {h.estado_anterior ? `${STATE_LABELS[h.estado_anterior]} → ${STATE_LABELS[h.estado]}` : 'Recibida'}
                {h.usuario ? ` por ${h.usuario}` : ' por el formulario'}
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}
