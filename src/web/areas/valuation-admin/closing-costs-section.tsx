import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useFieldArray, useForm } from 'react-hook-form';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { NUMBER_KINDS, typedNumberText } from '../../../domain/shared/typed-number.ts';
import { type ClosingCostsAdmin, closingCostsTableSchema } from '../../../domain/valuation/closing-costs.schemas.ts';
import {
  type ClosingCostItem,
  type ClosingCostsTable,
  JURISDICTION_LABELS,
  JURISDICTIONS,
  type Jurisdiction,
  MAX_ITEMS_PER_JURISDICTION,
} from '../../../domain/valuation/closing-costs.ts';
import { ApiError, api } from '../../lib/api.ts';
import { showFieldError } from '../../staff/field-errors.ts';
import { Alert, AlertDescription } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { toast } from '../../ui/toast.tsx';
import { closingCostsRead } from './api.ts';

const KEY = closingCostsRead().queryKey;

/** A row as the form holds it: numbers as typed («1,75», «226.100.000»). */
type ItemForm = Omit<ClosingCostItem, 'tasaPct' | 'exencionViviendaUnicaHastaArs'> & { tasaPct: string; exencionViviendaUnicaHastaArs: string };
type TableForm = Record<Jurisdiction, ItemForm[]>;

const toForm = (table: ClosingCostsTable): TableForm => {
  const rows = (items: ClosingCostItem[]) =>
    items.map((i) => ({
      ...i,
      tasaPct: typedNumberText(i.tasaPct, NUMBER_KINDS.percentCents),
      exencionViviendaUnicaHastaArs: i.exencionViviendaUnicaHastaArs === null ? '' : typedNumberText(i.exencionViviendaUnicaHastaArs, NUMBER_KINDS.wholeMoney),
    }));
  return { caba: rows(table.caba), pba: rows(table.pba) };
};

/**
 * «Costos de escritura» (ADR 144): the table the result page's «Costo total para cerrar» reads,
 * per jurisdiction; saved whole with the version read (ADR 142): someone else's save meanwhile is
 * a 409 that says so and offers to reload.
 */
export function ClosingCostsSection() {
  const query = useQuery({ ...closingCostsRead(), meta: { silent: true } });
  return (
    <Card className="lg:col-span-2" role="region" aria-labelledby="costos-escritura">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="costos-escritura">Costos de escritura</h2>
        </CardTitle>
        <p className="text-sm text-muted">
          Alícuotas sobre el precio que usa «Costo total para cerrar» en cada resultado. Cada concepto lleva su fuente y su fecha.
        </p>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p className="text-sm text-muted">Cargando los costos de escritura…</p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-danger">
            No se pudieron cargar los costos de escritura.{' '}
            <button type="button" className="font-medium underline" onClick={() => query.refetch()}>
              Reintentar
            </button>
          </p>
        ) : (
          <ClosingCostsForm key={query.data.version} data={query.data} onReload={() => query.refetch()} />
        )}
      </CardContent>
    </Card>
  );
}

function ClosingCostsForm({ data, onReload }: { data: ClosingCostsAdmin; onReload: () => void }) {
  const client = useQueryClient();
  const [stale, setStale] = useState(false);
  const form = useForm<TableForm, unknown, ClosingCostsTable>({
    resolver: zodResolver(closingCostsTableSchema) as never,
    defaultValues: toForm(data.valor),
  });
  const save = useMutation({
    mutationFn: (valor: TableForm) => api.put<ClosingCostsAdmin>('/api/admin/costos-cierre', { valor, version: data.version }),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      toast.success('Costos de escritura guardados', 'El resultado de cada consulta ya los usa');
    },
    meta: { silent: true },
  });
  const onSubmit = form.handleSubmit(async () => {
    setStale(false);
    await save.mutateAsync(form.getValues()).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === ERROR_CODES.parametersChanged) return setStale(true);
      const field = error instanceof ApiError && error.field?.startsWith('valor.') ? error.field.slice('valor.'.length) : undefined;
      if (field && error instanceof ApiError) {
        form.setError(field as never, { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      if (!showFieldError(form, error)) toast.error('No se pudieron guardar los costos', error instanceof Error ? error.message : undefined);
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      {JURISDICTIONS.map((j) => (
        <JurisdictionRows key={j} jurisdiction={j} form={form} />
      ))}
      {stale && (
        <Alert variant="destructive">
          <AlertDescription>
            Alguien cambió estos costos mientras los editabas. Recargá para ver los valores actuales y volvé a guardar.{' '}
            <button type="button" className="font-medium underline" onClick={onReload}>
              Recargar
            </button>
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" wrap loading={save.isPending}>
          Guardar costos de escritura
        </Button>
        <p className="text-sm text-muted">
          {data.actualizadoEn
            ? `Último cambio: ${data.actualizadoPor ?? 'una cuenta eliminada'}, ${formatDateTime(data.actualizadoEn)}`
            : 'Todavía con los valores de referencia de Parcela (sin cambios guardados).'}
        </p>
      </div>
    </form>
  );
}

type Form = ReturnType<typeof useForm<TableForm, unknown, ClosingCostsTable>>;

function JurisdictionRows({ jurisdiction: j, form }: { jurisdiction: Jurisdiction; form: Form }) {
  const rows = useFieldArray({ control: form.control, name: j, keyName: 'rowId' });
  const errors = (form.formState.errors[j] ?? []) as FieldErrors<ItemForm>[] & { message?: string; root?: { message?: string } };
  const listError = errors.message ?? errors.root?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold text-ink">{JURISDICTION_LABELS[j]}</legend>
      {listError && (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      )}
      {rows.fields.map((row, i) => {
        const e = errors[i] ?? {};
        const name = form.watch(`${j}.${i}.concepto`) || `Concepto ${i + 1}`;
        // The threshold means something only for the stamp duty (closing-costs.ts).
        const stamp = form.watch(`${j}.${i}.sellos`);
        return (
          <div key={row.rowId} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-6">
            <Field label="Concepto" required error={e.concepto?.message} className="sm:col-span-3">
              <Input {...form.register(`${j}.${i}.concepto`)} />
            </Field>
            <Field label="Paga" error={e.parte?.message}>
              <NativeSelect {...form.register(`${j}.${i}.parte`)}>
                <option value="comprador">Comprador</option>
                <option value="vendedor">Vendedor</option>
              </NativeSelect>
            </Field>
            <Field label="Alícuota (%)" required error={e.tasaPct?.message}>
              <NumberInput kind={NUMBER_KINDS.percentCents} placeholder="1,75" {...form.register(`${j}.${i}.tasaPct`)} />
            </Field>
            <div className="grid content-start gap-2 pt-1 text-sm sm:pt-6">
              <label className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-brand-700" {...form.register(`${j}.${i}.masIva`)} />
                Más IVA (21 %)
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-brand-700" {...form.register(`${j}.${i}.sellos`)} />
                Impuesto de Sellos
              </label>
            </div>
            {stamp && (
              <Field
                label="Exento por vivienda única hasta ($)"
                description="Vacío: no sabemos el umbral (la página dice «consultá con tu escribano»)."
                error={e.exencionViviendaUnicaHastaArs?.message}
                className="sm:col-span-2"
              >
                <NumberInput kind={NUMBER_KINDS.wholeMoney} placeholder="226.100.000" {...form.register(`${j}.${i}.exencionViviendaUnicaHastaArs`)} />
              </Field>
            )}
            <Field label="Fuente" required error={e.fuente?.message} className={stamp ? 'sm:col-span-3' : 'sm:col-span-5'}>
              <Input {...form.register(`${j}.${i}.fuente`)} />
            </Field>
            <Field label="Fecha" required error={e.fecha?.message}>
              <Input type="date" {...form.register(`${j}.${i}.fecha`)} />
            </Field>
            <div className="sm:col-span-6">
              <Button type="button" variant="ghost" size="sm" wrap onClick={() => rows.remove(i)} disabled={rows.fields.length <= 1}>
                <Trash2 aria-hidden />
                Quitar «{name}»
              </Button>
            </div>
          </div>
        );
      })}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          wrap
          disabled={rows.fields.length >= MAX_ITEMS_PER_JURISDICTION}
          onClick={() =>
            rows.append({
              clave: nextKey(form.getValues(j)),
              concepto: '',
              parte: 'comprador',
              tasaPct: '',
              masIva: false,
              sellos: false,
              exencionViviendaUnicaHastaArs: '',
              fuente: '',
              fecha: new Date().toISOString().slice(0, 10),
            })
          }
        >
          <Plus aria-hidden />
          Agregar concepto en {JURISDICTION_LABELS[j]}
        </Button>
      </div>
    </fieldset>
  );
}

/** A key no row of the jurisdiction has: concepto-1, concepto-2… */
function nextKey(rows: ItemForm[]): string {
  const taken = new Set(rows.map((r) => r.clave));
  let n = rows.length + 1;
  while (taken.has(`concepto-${n}`)) n++;
  return `concepto-${n}`;
}
