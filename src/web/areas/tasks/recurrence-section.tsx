import { Repeat } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { NUMBER_KINDS, readTypedNumber } from '../../../domain/shared/typed-number-reader.ts';
import { MAX_INTERVAL_DAYS, RECURRENCE_MESSAGES } from '../../../domain/tasks/messages.ts';
import {
  type Recurrence,
  type RecurrenceBase,
  type RecurrenceFrequency,
  type RecurrenceInput,
  recurrenceRuleSchema,
  WEEKDAY_NAMES,
  WEEKDAY_ORDER,
} from '../../../domain/tasks/recurrence.ts';
import { LoadingRows } from '../../staff/query-states.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { RadioGroup, RadioGroupItem } from '../../ui/radio-group.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { TaskDetailSection } from './task-detail-section.tsx';
import { useRecurrence, useSaveRecurrence } from './task-extras-api.ts';

type Choice = 'no' | RecurrenceFrequency;
const CHOICES: Array<{ value: Choice; label: string }> = [
  { value: 'no', label: 'No se repite' },
  { value: 'diaria', label: 'Cada día' },
  { value: 'semanal', label: 'Cada semana, en ciertos días' },
  { value: 'mensual', label: 'Cada mes, un día fijo' },
  { value: 'cada_n_dias', label: 'Cada N días' },
];
const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, i) => String(i + 1));

interface Draft {
  choice: Choice;
  base: RecurrenceBase;
  dias: number[];
  diaMes: string;
  intervalo: string;
}

function draftOf(current: Recurrence | null, fechaLimite: string | null): Draft {
  const dueDay = fechaLimite ? Number(fechaLimite.slice(8, 10)) : 1;
  const dueWeekday = fechaLimite ? new Date(`${fechaLimite}T00:00:00Z`).getUTCDay() : 1;
  const draft: Draft = { choice: 'no', base: 'fecha', dias: [dueWeekday], diaMes: String(dueDay), intervalo: '' };
  if (!current?.activa) return draft;
  const rule = current.regla;
  return {
    ...draft,
    choice: rule.frecuencia,
    base: rule.base,
    ...(rule.frecuencia === 'semanal' ? { dias: rule.dias_semana } : {}),
    ...(rule.frecuencia === 'mensual' ? { diaMes: String(rule.dia_mes) } : {}),
    ...(rule.frecuencia === 'cada_n_dias' ? { intervalo: String(rule.intervalo) } : {}),
  };
}

/** "Se repite" in a task's detail (ADR 115): the rule, saved on its own; "Detener la serie" keeps the tasks made. */
export function RecurrenceSection({ taskId, fechaLimite }: { taskId: string; fechaLimite: string | null }) {
  const current = useRecurrence(taskId);
  return (
    <TaskDetailSection icon={Repeat} heading="Repetición">
      {current.isPending ? (
        <LoadingRows rows={2} />
      ) : current.isError ? (
        <p className="text-sm text-danger">No se pudo cargar cómo se repite esta tarea</p>
      ) : (
        <RecurrenceForm
          key={current.data?.serie_id ?? 'ninguna'}
          taskId={taskId}
          current={current.data ?? null}
          initial={draftOf(current.data ?? null, fechaLimite)}
        />
      )}
    </TaskDetailSection>
  );
}

export function RecurrenceForm({ taskId, current, initial }: { taskId: string; current: Recurrence | null; initial: Draft }) {
  const save = useSaveRecurrence(taskId);
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<{ field: string; message: string } | undefined>();
  const active = current?.activa === true;
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  function toInput(): RecurrenceInput | { error: { field: string; message: string } } {
    const { choice, base } = draft;
    if (choice === 'no') throw new Error('no rule');
    if (choice === 'diaria') return { frecuencia: 'diaria', base };
    if (choice === 'semanal') return { frecuencia: 'semanal', base, dias_semana: draft.dias };
    if (choice === 'mensual') return { frecuencia: 'mensual', base, dia_mes: Number(draft.diaMes) };
    const read = readTypedNumber(draft.intervalo, NUMBER_KINDS.whole);
    if (!read.ok) return { error: { field: 'intervalo', message: read.empty ? RECURRENCE_MESSAGES.intervaloInvalid : read.message } };
    return { frecuencia: 'cada_n_dias', base, intervalo: read.value };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.choice === 'no') {
      if (active) await save.mutateAsync(null);
      return;
    }
    const input = toInput();
    if ('error' in input) {
      setError(input.error);
      return;
    }
    const parsed = recurrenceRuleSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? 'frecuencia'), message: issue?.message ?? RECURRENCE_MESSAGES.saveFailed });
      return;
    }
    setError(undefined);
    await save.mutateAsync(input);
  }

  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const stopping = active && draft.choice === 'no';

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      {active && current && <p className="text-sm text-ink">{current.texto}.</p>}
      <Field label="Se repite" error={errorFor('frecuencia')}>
        <NativeSelect value={draft.choice} onChange={(e) => set({ choice: e.target.value as Choice })}>
          {CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {draft.choice === 'semanal' && (
        <fieldset className="grid gap-2" aria-describedby={errorFor('dias_semana') ? `${taskId}-dias-error` : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">Días</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAY_ORDER.map((day) => (
              <div key={day} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`${taskId}-dia-${day}`}
                  checked={draft.dias.includes(day)}
                  onCheckedChange={(checked) => set({ dias: checked === true ? [...draft.dias, day] : draft.dias.filter((d) => d !== day) })}
                />
                <label htmlFor={`${taskId}-dia-${day}`}>{WEEKDAY_NAMES[day]}</label>
              </div>
            ))}
          </div>
          {errorFor('dias_semana') && (
            <p id={`${taskId}-dias-error`} className="text-sm text-danger">
              {errorFor('dias_semana')}
            </p>
          )}
        </fieldset>
      )}
      {draft.choice === 'mensual' && (
        <Field label="Día del mes" description="En los meses más cortos, el último día." error={errorFor('dia_mes')}>
          <NativeSelect value={draft.diaMes} onChange={(e) => set({ diaMes: e.target.value })} options={DAYS_OF_MONTH} />
        </Field>
      )}
      {draft.choice === 'cada_n_dias' && (
        <Field label="Cada cuántos días" description={`Entre 2 y ${MAX_INTERVAL_DAYS}.`} error={errorFor('intervalo')}>
          <NumberInput kind={NUMBER_KINDS.whole} value={draft.intervalo} onChange={(e) => set({ intervalo: e.target.value })} className="max-w-32" />
        </Field>
      )}
      {draft.choice !== 'no' && (
        <Field label="Contar desde">
          {(control, { labelId }) => (
            <RadioGroup
              aria-labelledby={labelId}
              aria-describedby={control['aria-describedby']}
              value={draft.base}
              onValueChange={(value) => set({ base: value as RecurrenceBase })}
              className="grid gap-2"
            >
              <div className="flex items-center gap-2 text-sm">
                <RadioGroupItem value="fecha" id={control.id} />
                <label htmlFor={control.id}>La fecha límite (según el calendario)</label>
              </div>
              <div className="flex items-center gap-2 text-sm">
                <RadioGroupItem value="cierre" id={`${control.id}-cierre`} />
                <label htmlFor={`${control.id}-cierre`}>El día en que se termina la anterior</label>
              </div>
            </RadioGroup>
          )}
        </Field>
      )}
      {(draft.choice !== 'no' || active) && (
        <Button type="submit" variant={stopping ? 'destructive' : 'outline'} size="sm" loading={save.isPending} className="justify-self-start">
          {stopping ? 'Detener la serie' : active ? 'Guardar repetición' : 'Repetir esta tarea'}
        </Button>
      )}
      <p className="text-xs text-muted">Cuando esta tarea pasa a Hecha, la próxima aparece sola en Inbox con los mismos datos y la lista sin marcar.</p>
    </form>
  );
}
