import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  type ExchangeRates,
  type ManualRateInput,
  manualRateInputSchema,
  RATE_SOURCE_LABELS,
  RATE_TYPE_LABELS,
  RATE_TYPES,
  type RefreshResult,
  rateAgeText,
} from '../../../domain/exchange-rates/rates.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { formatMoney } from '../../../domain/shared/money.ts';
import { NUMBER_KINDS } from '../../../domain/shared/typed-number.ts';
import { categoriesInputSchema } from '../../../domain/tasks/cash.ts';
import { api } from '../../lib/api.ts';
import { showFieldError } from '../../staff/field-errors.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import { cashCategoriesRead, exchangeRatesRead } from './api.ts';

const RATES_KEY = exchangeRatesRead().queryKey;
const CATEGORIES_KEY = cashCategoriesRead().queryKey;

/**
 * The stored exchange rates (ADR 120): the last one of each type with its source and age, "Actualizar
 * ahora" (asks the configured sources, 5 s at most each) and a rate typed by hand when they are down.
 */
export function ExchangeRatesSection() {
  const client = useQueryClient();
  const rates = useQuery(exchangeRatesRead());
  const refresh = useMutation({
    mutationFn: () => api.post<RefreshResult>('/api/admin/cotizaciones/actualizar'),
    onSuccess: (result) => {
      client.setQueryData(RATES_KEY, result.cotizaciones);
      if (result.errores.length) toast.error('Algunas cotizaciones no se pudieron leer', result.errores.join(' · '));
      else toast.success('Cotizaciones actualizadas', `${result.leidas} leídas`);
    },
    meta: { errorTitle: 'No se pudieron actualizar las cotizaciones' },
  });
  const form = useForm<ManualRateInput, unknown, { tipo: ManualRateInput['tipo']; venta: number; compra: number | null }>({
    resolver: zodResolver(manualRateInputSchema),
    defaultValues: { tipo: 'oficial', venta: '', compra: '' },
  });
  const save = useMutation({
    mutationFn: (input: ManualRateInput) => api.post<ExchangeRates>('/api/admin/cotizaciones', input as Record<string, unknown>),
    onSuccess: (data) => {
      client.setQueryData(RATES_KEY, data);
      toast.success('Cotización guardada', 'Es la última de su tipo desde ahora');
      form.reset({ tipo: form.getValues('tipo'), venta: '', compra: '' });
    },
  });
  const onSubmit = form.handleSubmit(() => save.mutateAsync(form.getValues()).catch((error) => showFieldError(form, error)));
  const items = rates.data?.items ?? [];
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle asChild>
          <h2>Cotizaciones del dólar</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {rates.isPending ? (
          <p className="text-sm text-muted">Cargando cotizaciones…</p>
        ) : rates.isError ? (
          <p role="alert" className="text-sm text-danger">
            No se pudieron cargar las cotizaciones.
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">
            Todavía no hay cotizaciones guardadas. Cargá una a mano{rates.data?.fuente_configurada ? ' o actualizá ahora' : ''}.
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-3">
            {items.map((r) => (
              <li key={r.tipo} className="rounded-md border border-border p-3 text-sm">
                <p className="font-semibold text-ink">
                  {RATE_TYPE_LABELS[r.tipo]} {r.desactualizada && <Badge variant="outline">Desactualizada</Badge>}
                </p>
                <p className="tabular-nums">
                  Venta {formatMoney(r.venta, 'ARS')}
                  {r.compra !== null && ` · Compra ${formatMoney(r.compra, 'ARS')}`}
                </p>
                <p className="text-muted">
                  {RATE_SOURCE_LABELS[r.fuente]}, {formatDateTime(r.fecha)} ({rateAgeText(r.edad_minutos)})
                </p>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {rates.data?.fuente_configurada ? (
            <Button variant="outline" loading={refresh.isPending} onClick={() => refresh.mutate()}>
              <RefreshCw aria-hidden />
              Actualizar ahora
            </Button>
          ) : (
            <p className="text-sm text-muted">No hay fuente configurada (FX_URL, FX_BCRA_URL): las cotizaciones se cargan a mano.</p>
          )}
        </div>
        <form noValidate onSubmit={onSubmit} className="grid items-start gap-3 sm:grid-cols-4">
          <Field label="Tipo" required error={form.formState.errors.tipo?.message}>
            <NativeSelect {...form.register('tipo')}>
              {RATE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {RATE_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Venta (pesos por dólar)" required error={form.formState.errors.venta?.message}>
            <NumberInput kind={NUMBER_KINDS.money} placeholder="Ej.: 1.455,50" {...form.register('venta')} />
          </Field>
          <Field label="Compra" error={form.formState.errors.compra?.message}>
            <NumberInput kind={NUMBER_KINDS.money} {...form.register('compra')} />
          </Field>
          <div className="sm:pt-6">
            <Button type="submit" loading={save.isPending}>
              Cargar cotización
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The cash log's categories (ADR 121), one per line; a removed one stays on the movements that carry it. */
export function CashCategoriesSection() {
  const client = useQueryClient();
  const categories = useQuery(cashCategoriesRead());
  const form = useForm<{ texto: string }>({ values: { texto: categories.data?.categorias.join('\n') ?? '' } });
  const save = useMutation({
    mutationFn: (categorias: string[]) => api.put<{ categorias: string[] }>('/api/tareas/movimientos/categorias', { categorias }),
    onSuccess: (data) => {
      client.setQueryData(CATEGORIES_KEY, data);
      toast.success('Categorías guardadas', `${data.categorias.length} en la lista`);
    },
  });
  const onSubmit = form.handleSubmit(async ({ texto }) => {
    const parsed = categoriesInputSchema.safeParse({
      categorias: texto
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      form.setError('texto', { message: parsed.error.issues[0]?.message ?? 'Revisá la lista' });
      return;
    }
    await save.mutateAsync(parsed.data.categorias).catch((error) => showFieldError(form, error));
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Categorías de caja</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-3">
          <Field
            label="Categorías de caja"
            description="Una por línea, en el orden en que se ofrecen. Las que quites siguen en los movimientos que ya las tienen."
            error={form.formState.errors.texto?.message}
            required
          >
            <Textarea rows={7} {...form.register('texto')} />
          </Field>
          <div>
            <Button type="submit" loading={save.isPending}>
              Guardar categorías
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
