import { useDraggable } from '@dnd-kit/core';
import { AlertTriangle, FolderKanban, GripVertical, MessageCircle, Phone, Undo2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type ActivityEntry, approvalWhatsappLink, type BoardRequest, NO_OWNER, type Owner } from '../../../domain/requests/request.ts';
import { formatAge, formatVisitDay, isOverdue, nextState, STATE_LABELS, TRANSITION_ACTIONS, TRANSITIONS } from '../../../domain/requests/transitions.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { formatPhone } from '../../../domain/shared/whatsapp.ts';
import { ApiError } from '../../lib/api.ts';
import { paths } from '../../paths.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { controlClasses, Input } from '../../ui/input.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import { useActivity, useAddNote, useSetOwner, useSetVisit } from './api.ts';

export type CloseAction = 'rechazada' | 'cancelada';

/**
 * One request on the board: every field, its age and the 48 h flag, owner, visit, project, its
 * moves (forward, reject, cancel, undo) and its activity with notes, newest first (ADR 125–128).
 */
export function RequestCard({
  request,
  now,
  busy,
  owners,
  onMove,
  onClose,
  onUndo,
  onCreateWork,
}: {
  request: BoardRequest;
  now: Date;
  busy: boolean;
  owners: Owner[] | undefined;
  onMove: (request: BoardRequest) => void;
  onClose: (request: BoardRequest, to: CloseAction) => void;
  onUndo: (request: BoardRequest) => void;
  onCreateWork: (request: BoardRequest) => void;
}) {
  const next = nextState(request.estado);
  const overdue = isOverdue(request, now);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: request.id, data: { request }, disabled: !next || busy });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const titleId = `solicitud-${request.id}`;
  const ownerId = useId();
  const closing = (['rechazada', 'cancelada'] as const).filter((to) => TRANSITIONS[request.estado].includes(to));
  const last = request.ultimo_movimiento;

  return (
    <li
      ref={setNodeRef}
      style={style}
      aria-labelledby={titleId}
      data-request-card={request.id}
      data-estado={request.estado}
      // Focus comes back here after a move, an undo or a drop (the card re-renders in its new column).
      tabIndex={-1}
      className={cn(
        'grid gap-2 rounded-lg border bg-white p-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-brand-600',
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
            data-move-handle
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
        {request.fecha_visita && (
          <>
            <dt className="text-muted">Visita</dt>
            <dd>
              <VisitDay request={request} now={now} />
            </dd>
          </>
        )}
        {request.motivo && (
          <>
            <dt className="text-muted">Motivo</dt>
            <dd className="break-words">{request.motivo}</dd>
          </>
        )}
        {request.proyecto && (
          <>
            <dt className="text-muted">Obra</dt>
            <dd className="break-words">
              <a href={paths.tasks.tabs.proyectos} className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline">
                <FolderKanban aria-hidden className="size-3" />
                {request.proyecto.nombre}
              </a>
            </dd>
          </>
        )}
      </dl>
      <div className="grid gap-1">
        <label htmlFor={ownerId} className="text-muted">
          Responsable
        </label>
        <OwnerSelect id={ownerId} request={request} owners={owners} />
      </div>
      <p className={cn('rounded bg-surface px-2 py-1 break-words whitespace-pre-line', !request.comentarios && 'text-muted')}>
        {request.comentarios ?? 'Sin comentarios'}
      </p>
      {(request.estado === 'aprobada' || request.estado === 'en_ejecucion') && request.fecha_visita && (
        <a
          href={approvalWhatsappLink(request, request.fecha_visita, now)}
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
      {(request.estado === 'aprobada' || request.estado === 'en_ejecucion') && !request.proyecto && (
        <Button size="sm" variant="outline" wrap onClick={() => onCreateWork(request)}>
          <FolderKanban aria-hidden />
          Crear obra<span className="sr-only">: {request.codigo_interno}</span>
        </Button>
      )}
      {(closing.length > 0 || last) && (
        <div className="flex flex-wrap gap-2">
          {closing.map((to) => (
            <Button key={to} size="sm" variant="ghost" onClick={() => onClose(request, to)}>
              {TRANSITION_ACTIONS[to]}
              <span className="sr-only">: {request.codigo_interno}</span>
            </Button>
          ))}
          {last && (
            <Button size="sm" variant="ghost" onClick={() => onUndo(request)}>
              <Undo2 aria-hidden />
              Deshacer
              <span className="sr-only">
                {' '}
                el paso de {STATE_LABELS[last.estado_anterior].toLowerCase()} a {STATE_LABELS[last.estado].toLowerCase()} de {request.codigo_interno}
              </span>
            </Button>
          )}
        </div>
      )}
      <Activity request={request} />
    </li>
  );
}

function OwnerSelect({ id, request, owners }: { id: string; request: BoardRequest; owners: Owner[] | undefined }) {
  const setOwner = useSetOwner();
  const current = request.responsable?.id ?? NO_OWNER;
  // The current owner stays listed while the accounts load (or if it lost the role).
  const options = [...(owners ?? [])];
  if (request.responsable && !options.some((o) => o.id === request.responsable?.id)) options.unshift(request.responsable);
  return (
    <select
      id={id}
      className={cn(controlClasses, 'h-9 min-w-0')}
      value={current}
      disabled={setOwner.isPending}
      onChange={(e) =>
        setOwner
          .mutateAsync({ id: request.id, responsable_id: e.target.value === NO_OWNER ? null : e.target.value })
          .catch((error) => toast.error('No se pudo asignar la solicitud', error instanceof ApiError ? error.message : undefined))
      }
    >
      <option value={NO_OWNER}>Sin responsable</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.nombre}
        </option>
      ))}
    </select>
  );
}

function VisitDay({ request, now }: { request: BoardRequest; now: Date }) {
  const [editing, setEditing] = useState(false);
  const [day, setDay] = useState(request.fecha_visita ?? '');
  const setVisit = useSetVisit();
  const inputId = useId();
  const editable = request.estado === 'aprobada' || request.estado === 'en_ejecucion';
  if (!request.fecha_visita) return null;
  if (!editing)
    return (
      <span className="inline-flex flex-wrap items-center gap-x-2">
        {formatVisitDay(request.fecha_visita, now)}
        {editable && (
          <button
            type="button"
            className="rounded text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={() => {
              setDay(request.fecha_visita ?? '');
              setEditing(true);
            }}
          >
            Cambiar<span className="sr-only"> la fecha de visita de {request.codigo_interno}</span>
          </button>
        )}
      </span>
    );
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await setVisit.mutateAsync({ id: request.id, fecha_visita: day });
          toast.success('Fecha de visita guardada', formatVisitDay(day, now));
          setEditing(false);
        } catch (error) {
          toast.error('No se pudo guardar la fecha de visita', error instanceof ApiError ? error.message : undefined);
        }
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Fecha de visita
      </label>
      <Input id={inputId} type="date" required value={day} onChange={(e) => setDay(e.target.value)} className="h-9 w-auto" />
      <Button type="submit" size="sm" loading={setVisit.isPending}>
        Guardar
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
        Cancelar
      </Button>
    </form>
  );
}

function activityText(entry: ActivityEntry): string {
  const who = entry.usuario ? ` por ${entry.usuario}` : ' por el formulario';
  if (entry.tipo === 'nota') return `${entry.usuario ?? ''}: ${entry.texto ?? ''}`;
  if (!entry.estado_anterior || !entry.estado) return `Recibida${who}`;
  const step = `${STATE_LABELS[entry.estado_anterior]} → ${STATE_LABELS[entry.estado]}`;
  return `${entry.deshecho ? `Deshecho (${step})` : step}${who}${entry.texto ? `. Motivo: ${entry.texto}` : ''}`;
}

/** Notes and moves, newest first: the card's few, then the whole list page by page ('Ver más' in place). */
function Activity({ request }: { request: BoardRequest }) {
  const [open, setOpen] = useState(false);
  const [pages, setPages] = useState(0);
  const [note, setNote] = useState('');
  const addNote = useAddNote();
  const noteId = useId();
  const more = useActivity(request.id, pages, pages > 0);
  const [extra, setExtra] = useState<ActivityEntry[]>([]);
  const shown = [...request.actividad, ...extra.filter((e) => !request.actividad.some((a) => a.id === e.id))];

  const loaded = more.data && more.data.page === pages && !more.isPlaceholderData ? more.data.items : undefined;
  useEffect(() => {
    if (loaded) setExtra((prev) => [...prev, ...loaded.filter((e) => !prev.some((p) => p.id === e.id))]);
  }, [loaded]);

  return (
    <details className="text-xs" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer rounded text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600">
        Actividad y notas ({request.actividad_total})
      </summary>
      {open && (
        <div className="mt-2 grid gap-2">
          <form
            className="grid gap-1.5"
            onSubmit={async (e) => {
              e.preventDefault();
              if (!note.trim()) return;
              try {
                await addNote.mutateAsync({ id: request.id, texto: note });
                setNote('');
              } catch (error) {
                toast.error('No se pudo guardar la nota', error instanceof ApiError ? error.message : undefined);
              }
            }}
          >
            <label htmlFor={noteId} className="font-medium text-ink">
              Nota (a quién llamaste, qué se acordó)
            </label>
            <Textarea id={noteId} rows={2} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
            <Button type="submit" size="sm" variant="outline" loading={addNote.isPending} disabled={!note.trim()}>
              Agregar nota
            </Button>
          </form>
          <ol className="grid gap-1 text-muted">
            {shown.map((h) => (
              <li key={h.id} className={cn('break-words', h.tipo === 'nota' && 'rounded bg-surface px-1.5 py-1 text-ink')}>
                <span className="text-muted">{formatDateTime(h.fecha)}</span> · {activityText(h)}
              </li>
            ))}
          </ol>
          {shown.length < request.actividad_total && (
            <Button size="sm" variant="ghost" loading={more.isFetching} onClick={() => setPages((p) => p + 1)}>
              Ver más actividad ({request.actividad_total - shown.length})
            </Button>
          )}
        </div>
      )}
    </details>
  );
}
