import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type BoardRequest, noteInputSchema, REQUEST_MESSAGES, workInputSchema, workName } from '../../../domain/requests/request.ts';
import { formatVisitDay, STATE_LABELS, TRANSITION_ACTIONS } from '../../../domain/requests/transitions.ts';
import { ASSIGNABLE_PEOPLE } from '../../../domain/tasks/lists.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { controlClasses } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import type { CloseAction } from './request-card.tsx';

function SmallDialog({
  title,
  description,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          id={formId}
          noValidate
          className="grid gap-2"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Volver
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Rejecting or cancelling asks for the reason the request's card and history then show (ADR 125). */
export function ReasonDialog({
  request,
  to,
  busy,
  onConfirm,
  onClose,
}: {
  request: BoardRequest;
  to: CloseAction;
  busy: boolean;
  onConfirm: (motivo: string) => void;
  onClose: () => void;
}) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  return (
    <SmallDialog
      title={`${TRANSITION_ACTIONS[to]} ${request.codigo_interno}`}
      description={`${request.sucursal} · ${request.tipo_servicio}. Ahora está ${STATE_LABELS[request.estado].toLowerCase()}; queda ${STATE_LABELS[to].toLowerCase()} con el motivo que escribas.`}
      submitLabel={TRANSITION_ACTIONS[to]}
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        // The note's rule (required, trimmed, ≤ 1000) with the reason's own message.
        const checked = noteInputSchema.safeParse({ texto: motivo });
        if (!checked.success || motivo.trim().length > 500) {
          setError(motivo.trim() ? REQUEST_MESSAGES.motivoTooLong : REQUEST_MESSAGES.motivoRequired);
          return;
        }
        onConfirm(motivo.trim());
      }}
    >
      <Label htmlFor={id}>Motivo</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={500}
        value={motivo}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setMotivo(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </SmallDialog>
  );
}

/** «Crear obra»: the project's name and visit are the request's; the person comes from the tasks team (ADR 128). */
export function WorkDialog({
  request,
  busy,
  now,
  onConfirm,
  onClose,
}: {
  request: BoardRequest;
  busy: boolean;
  now: Date;
  onConfirm: (responsable: (typeof ASSIGNABLE_PEOPLE)[number]) => void;
  onClose: () => void;
}) {
  const [person, setPerson] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  return (
    <SmallDialog
      title={`Crear obra de ${request.codigo_interno}`}
      description={
        request.fecha_visita
          ? `Se crea el proyecto «${workName(request)}» en Tareas, con la tarea «Visita» el ${formatVisitDay(request.fecha_visita, now)}.`
          : REQUEST_MESSAGES.obraNeedsVisit
      }
      submitLabel="Crear obra"
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        const checked = workInputSchema.safeParse({ responsable_nombre: person });
        if (!checked.success) {
          setError(REQUEST_MESSAGES.obraResponsableRequired);
          return;
        }
        onConfirm(checked.data.responsable_nombre);
      }}
    >
      <Label htmlFor={id}>Quién hace la visita</Label>
      <select
        id={id}
        className={cn(controlClasses, 'h-10')}
        value={person}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setPerson(e.target.value)}
      >
        <option value="">Elegí una persona</option>
        {ASSIGNABLE_PEOPLE.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </SmallDialog>
  );
}
