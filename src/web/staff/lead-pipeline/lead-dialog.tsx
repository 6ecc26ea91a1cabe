import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  canMoveLead,
  formatDay,
  LEAD_MESSAGES,
  LEAD_REASON_MAX,
  LEAD_STATE_LABELS,
  LEAD_STATES,
  type LeadPipeline,
  type LeadState,
  leadUpdateSchema,
} from '../../../domain/leads/pipeline.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import { ApiError } from '../../lib/api.ts';
import { Alert, AlertDescription } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { RadioGroup, RadioGroupItem } from '../../ui/radio-group.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Separator } from '../../ui/separator.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import type { LeadPipelineApi } from './api.ts';
import { followUpButtonSelector } from './follow-up-button.ts';
import { LeadActivity } from './lead-activity.tsx';
import { PersonHistory } from './person-history.tsx';

/** The lead the dialog is about, as its list showed it when the dialog opened. */
export interface FollowedLead {
  id: string;
  /** Its name (or e-mail), for the title and the messages. */
  nombre: string;
  /** A line under the title saying which lead it is (its e-mail, its plot). */
  detalle?: string | undefined;
  seguimiento: LeadPipeline;
}

type FieldName = 'estado' | 'motivo' | 'responsable_id' | 'proximo_seguimiento';
const FIELD_NAMES: readonly string[] = ['estado', 'motivo', 'responsable_id', 'proximo_seguimiento'] satisfies FieldName[];

/**
 * What the person changed in the form ('' = no owner, no day); a field they did not touch is not
 * sent, since someone else may have changed it since the dialog opened.
 */
interface Changes {
  estado?: LeadState;
  motivo?: string;
  responsable_id?: string;
  proximo_seguimiento?: string;
}

/** The PATCH body of the touched fields that differ from the lead as last read; a state change names the state seen (`desde`). */
function updateBody(current: LeadPipeline, changes: Changes): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (changes.estado !== undefined && changes.estado !== current.estado) {
    body.desde = current.estado;
    body.estado = changes.estado;
    if (changes.estado === 'perdido') body.motivo = changes.motivo ?? '';
  }
  const owner = changes.responsable_id;
  if (owner !== undefined && owner !== (current.responsable?.id ?? '')) body.responsable_id = owner || null;
  const day = changes.proximo_seguimiento;
  if (day !== undefined && day !== (current.proximo_seguimiento ?? '')) body.proximo_seguimiento = day || null;
  return body;
}

/**
 * «Seguimiento» of one lead (ADR 140): its state (chosen, then saved: a radio group, nothing
 * moves on an arrow key alone), the reason when it is lost, its owner and next follow-up, saved
 * together with «Guardar» — all or nothing; then its notes and activity, and the person's history.
 */
export function LeadPipelineDialog({
  api,
  lead,
  listed,
  onClose,
}: {
  api: LeadPipelineApi;
  lead: FollowedLead;
  /** The lead as the list last read it; undefined once the list's filters leave it out. */
  listed: LeadPipeline | undefined;
  onClose: () => void;
}) {
  const owners = api.useOwners();
  const update = api.useUpdate();
  const activity = api.useActivity(lead.id);
  const [current, setCurrent] = useState(lead.seguimiento);
  const [changes, setChanges] = useState<Changes>({});
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [conflict, setConflict] = useState(false);
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const statesRef = useRef<HTMLDivElement>(null);

  // The list read again (after a save, or after someone else's move refused ours): that is the state seen now.
  useEffect(() => {
    if (listed) setCurrent(listed);
  }, [listed]);
  // Refused because it moved, and the filters no longer show it: its newest state change says where it is.
  const movedTo = activity.data?.pages[0]?.items.find((e) => e.tipo === 'estado')?.estado;
  useEffect(() => {
    if (conflict && !listed && movedTo) setCurrent((c) => (c.estado === movedTo ? c : { ...c, estado: movedTo }));
  }, [conflict, listed, movedTo]);

  const estado = changes.estado ?? current.estado;
  const asksReason = estado === 'perdido' && current.estado !== 'perdido';
  const ownerValue = changes.responsable_id ?? current.responsable?.id ?? '';
  const dayValue = changes.proximo_seguimiento ?? current.proximo_seguimiento ?? '';
  // The owner stays listed while the accounts load (or once it lost the role).
  const ownerOptions = [...(owners.data ?? [])];
  if (current.responsable && !ownerOptions.some((o) => o.id === current.responsable?.id)) ownerOptions.unshift(current.responsable);

  const change = (patch: Changes) => {
    setChanges((c) => ({ ...c, ...patch }));
    setFormError(undefined);
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as FieldName];
      return next;
    });
  };

  function focusField(field: FieldName | undefined) {
    if (field === 'motivo') reasonRef.current?.focus();
    else if (field === 'estado') statesRef.current?.querySelector<HTMLElement>('[data-state="checked"]')?.focus();
    else if (field) document.getElementById(`${id}-${field}`)?.focus();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const body = updateBody(current, changes);
    if (Object.keys(body).length === 0) {
      setFormError(LEAD_MESSAGES.nothingToChange);
      return;
    }
    const checked = leadUpdateSchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'estado') as FieldName;
        found[field] ??= issue.message;
      }
      setErrors(found);
      focusField(FIELD_NAMES.find((f) => found[f as FieldName]) as FieldName | undefined);
      return;
    }
    setErrors({});
    setFormError(undefined);
    try {
      const saved = await update.mutateAsync({ id: lead.id, body: checked.data });
      setCurrent(saved);
      setChanges({});
      setConflict(false);
      toast.success('Seguimiento guardado', `${lead.nombre}: ${LEAD_STATE_LABELS[saved.estado]}.`);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError('No se pudo guardar. Intentá de nuevo.');
        return;
      }
      if (error.code === ERROR_CODES.leadStateChanged) {
        // Nothing was saved; the list and the activity are being read again (the mutation's onSettled).
        setConflict(true);
        setFormError(error.message);
        return;
      }
      if (error.field && FIELD_NAMES.includes(error.field) && error.status < 500) {
        setErrors({ [error.field]: error.message });
        focusField(error.field as FieldName);
        return;
      }
      setFormError(error.message);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          // Back to the card's «Seguimiento», even if the list drew the card again meanwhile.
          const button = document.querySelector<HTMLElement>(followUpButtonSelector(lead.id));
          if (!button) return;
          event.preventDefault();
          button.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Seguimiento de {lead.nombre}</DialogTitle>
          <DialogDescription>
            {lead.detalle && <span className="block break-words">{lead.detalle}</span>}
            Ahora está «{LEAD_STATE_LABELS[current.estado]}»
            {current.proximo_seguimiento ? `, con seguimiento el ${formatDay(current.proximo_seguimiento)}` : ''}
            {current.seguimiento_vencido ? ' (vencido)' : ''}.
          </DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={save} className="grid gap-4">
          <Field label="Estado" error={errors.estado}>
            {(control, { labelId }) => (
              <RadioGroup
                ref={statesRef}
                aria-labelledby={labelId}
                aria-describedby={control['aria-describedby']}
                aria-invalid={control['aria-invalid']}
                value={estado}
                onValueChange={(value) => change({ estado: value as LeadState })}
                className="grid gap-2 sm:grid-cols-2"
              >
                {LEAD_STATES.map((s, i) => {
                  const itemId = i === 0 ? control.id : `${control.id}-${s}`;
                  const isCurrent = s === current.estado;
                  return (
                    <div key={s} className="flex items-center gap-2 text-sm">
                      <RadioGroupItem value={s} id={itemId} disabled={!isCurrent && !canMoveLead(current.estado, s)} />
                      <label htmlFor={itemId} className="peer-disabled:text-muted">
                        {LEAD_STATE_LABELS[s]}
                        {isCurrent && <span className="text-muted"> (actual)</span>}
                      </label>
                    </div>
                  );
                })}
              </RadioGroup>
            )}
          </Field>
          {current.estado === 'perdido' && current.motivo && (
            <p className="text-sm break-words whitespace-pre-line">
              <span className="text-muted">Motivo de la pérdida: </span>
              {current.motivo}
            </p>
          )}
          {asksReason && (
            <Field label="Motivo de la pérdida" required error={errors.motivo} description="Queda en la actividad y en la tarjeta.">
              <Textarea
                ref={reasonRef}
                rows={3}
                maxLength={LEAD_REASON_MAX}
                value={changes.motivo ?? ''}
                onChange={(e) => change({ motivo: e.target.value })}
              />
            </Field>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Responsable" id={`${id}-responsable_id`} error={errors.responsable_id}>
              <NativeSelect value={ownerValue} onChange={(e) => change({ responsable_id: e.target.value })}>
                <option value="">Sin responsable</option>
                {ownerOptions.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.nombre}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Próximo seguimiento" id={`${id}-proximo_seguimiento`} error={errors.proximo_seguimiento}>
              {(control) => (
                <div className="flex flex-wrap items-center gap-2">
                  <Input
                    {...control}
                    type="date"
                    value={dayValue}
                    onChange={(e) => change({ proximo_seguimiento: e.target.value })}
                    className="w-auto min-w-40 flex-1"
                  />
                  {dayValue && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        change({ proximo_seguimiento: '' });
                        // The button goes away with the day: the keyboard stays on the date.
                        document.getElementById(control.id)?.focus();
                      }}
                    >
                      Quitar la fecha
                    </Button>
                  )}
                </div>
              )}
            </Field>
          </div>
          {formError && (
            <Alert variant="destructive">
              <TriangleAlert aria-hidden />
              <AlertDescription>
                {formError}
                {conflict && !listed && ' Con los filtros elegidos ya no aparece en la lista.'}
              </AlertDescription>
            </Alert>
          )}
          <Button type="submit" loading={update.isPending} className="justify-self-start">
            Guardar
          </Button>
        </form>

        <Separator />
        <LeadActivity api={api} leadId={lead.id} activity={activity} />
        <Separator />
        <PersonHistory api={api} leadId={lead.id} />

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
