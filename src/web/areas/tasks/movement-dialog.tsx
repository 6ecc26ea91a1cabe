import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ExchangeRate, RATE_TYPE_LABELS, rateAgeText } from '../../../domain/exchange-rates/rates.ts';
import { buenosAiresDay } from '../../../domain/shared/dates.ts';
import { formatMoney } from '../../../domain/shared/money.ts';
import { NUMBER_KINDS, readTypedNumber, typedNumberText } from '../../../domain/shared/typed-number.ts';
import {
  MOVEMENT_RATE_LABELS,
  MOVEMENT_RATE_TYPES,
  type Movement,
  type MovementType,
  movementInputSchema,
  nowFields,
  RATE_KIND,
  toCents,
  usdEquivalentCents,
} from '../../../domain/tasks/cash.ts';
import { ASSIGNABLE_PEOPLE, CURRENCIES, MOVEMENT_BRANCHES } from '../../../domain/tasks/lists.ts';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NamedOptions } from '../../ui/named-options.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { useCreateMovement, useProjects } from './api.ts';
import { useCategories, useExchangeRates, useUpdateMovement } from './cash-api.ts';

type FormInput = z.input<typeof movementInputSchema>;
type FormOutput = z.output<typeof movementInputSchema>;

const TITLES: Record<MovementType, string> = { ingreso: 'Registrar ingreso', egreso: 'Registrar egreso' };
const WHO: Record<MovementType, string> = { ingreso: 'Quién dio', egreso: 'Quién gastó' };
const money = (n: number) => typedNumberText(n, NUMBER_KINDS.money);

/** The form's fields from a stored movement (its instant back to Buenos Aires date and time). */
function fromMovement(m: Movement): FormInput {
  return {
    tipo: m.tipo,
    monto: money(m.monto),
    moneda: m.moneda,
    quien: (m.quien ?? '') as FormInput['quien'],
    concepto: m.concepto,
    ...nowFields(new Date(m.created_at)),
    obra: m.proyecto_id ?? '',
    sucursal: (m.sucursal ?? '') as FormInput['sucursal'],
    categoria: m.categoria ?? '',
    cotizacion_tipo: m.cotizacion_tipo ?? '',
    cotizacion_valor: m.cotizacion_valor === null ? '' : typedNumberText(m.cotizacion_valor, RATE_KIND),
    cotizacion_fecha: m.cotizacion_fecha ?? '',
  } as FormInput;
}

/**
 * The quick movement (spec §2, §4, §5) and its edit (ADR 121): an income or an expense in USD or
 * ARS; fecha and hora default to now in Buenos Aires. A peso movement may carry the rate of the day,
 * prefilled from the last stored rate of the chosen type (ADR 120), and shows its dollar worth.
 */
export function MovementDialog({ tipo, movement, onClose }: { tipo: MovementType; movement?: Movement; onClose: () => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(movementInputSchema),
    defaultValues: movement
      ? fromMovement(movement)
      : {
          tipo,
          monto: '',
          moneda: 'USD',
          quien: '' as FormInput['quien'],
          concepto: '',
          ...nowFields(new Date()),
          obra: '',
          sucursal: '',
          categoria: '',
          cotizacion_tipo: '',
          cotizacion_valor: '',
          cotizacion_fecha: '',
        },
  });
  const create = useCreateMovement();
  const update = useUpdateMovement(movement?.id ?? '');
  const projects = useProjects(1, 100);
  const categories = useCategories();
  const rates = useExchangeRates();
  const current = form.watch('tipo') as MovementType;
  const moneda = form.watch('moneda');
  const rateType = form.watch('cotizacion_tipo') as string | undefined;
  const stored: ExchangeRate | undefined = rates.data?.items.find((r) => r.tipo === rateType);
  const { errors } = form.formState;

  // A new peso movement starts with the last stored rate (the oficial if there is one): the person may change or clear it.
  const firstRate = rates.data?.items.find((r) => r.tipo === 'oficial') ?? rates.data?.items[0];
  useEffect(() => {
    if (movement || moneda !== 'ARS' || !firstRate || form.getValues('cotizacion_tipo')) return;
    form.setValue('cotizacion_tipo', firstRate.tipo);
  }, [moneda, firstRate, movement, form]);
  // Choosing a stored type fills its value and day; «Manual» leaves them to be typed; none clears them.
  useEffect(() => {
    if (!rateType) {
      form.setValue('cotizacion_valor', '');
      form.setValue('cotizacion_fecha', '');
    } else if (stored && !(movement && movement.cotizacion_tipo === rateType)) {
      form.setValue('cotizacion_valor', typedNumberText(stored.venta, RATE_KIND));
      form.setValue('cotizacion_fecha', buenosAiresDay(stored.fecha));
    }
  }, [rateType, stored, movement, form]);
  useEffect(() => {
    if (moneda === 'USD') form.setValue('cotizacion_tipo', '');
  }, [moneda, form]);

  const monto = readTypedNumber(String(form.watch('monto') ?? ''), NUMBER_KINDS.money);
  const valor = readTypedNumber(String(form.watch('cotizacion_valor') ?? ''), RATE_KIND);
  const usd = moneda === 'ARS' && monto.ok && valor.ok && valor.value > 0 ? usdEquivalentCents(toCents(monto.value), valor.value) / 100 : undefined;

  return (
    <FormDialog
      title={movement ? 'Editar movimiento' : (TITLES[current] ?? TITLES[tipo])}
      description={
        movement
          ? 'El cambio queda en la auditoría con el valor anterior y el nuevo.'
          : 'Monto, moneda, quién, concepto, fecha y hora son obligatorios; el resto, opcional.'
      }
      submitLabel={movement ? 'Guardar cambios' : 'Registrar'}
      form={form}
      formClassName="grid items-start gap-4 sm:grid-cols-2"
      onSubmit={async (values) => {
        await (movement ? update.mutateAsync(values) : create.mutateAsync(values));
        onClose();
      }}
      onClose={onClose}
    >
      <Field label="Tipo" required error={errors.tipo?.message} className="sm:col-span-2">
        <NativeSelect {...form.register('tipo')}>
          <option value="ingreso">Ingreso</option>
          <option value="egreso">Egreso</option>
        </NativeSelect>
      </Field>
      <Field label="Monto" required error={errors.monto?.message}>
        <NumberInput kind={NUMBER_KINDS.money} placeholder="Ej.: 1.250,50" {...form.register('monto')} />
      </Field>
      <Field label="Moneda" required error={errors.moneda?.message}>
        <NativeSelect {...form.register('moneda')} options={CURRENCIES} />
      </Field>
      {moneda === 'ARS' && (
        <fieldset className="grid gap-3 rounded-md border border-border p-3 sm:col-span-2 sm:grid-cols-3">
          <legend className="px-1 text-sm font-medium text-ink">Cotización del día</legend>
          <Field label="Tipo de cotización" error={errors.cotizacion_tipo?.message}>
            <NativeSelect {...form.register('cotizacion_tipo')}>
              <option value="">Sin cotización</option>
              {MOVEMENT_RATE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {MOVEMENT_RATE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Pesos por dólar" error={errors.cotizacion_valor?.message}>
            <NumberInput kind={RATE_KIND} placeholder="Ej.: 1.455,50" disabled={!rateType} {...form.register('cotizacion_valor')} />
          </Field>
          <Field label="Fecha de la cotización" error={errors.cotizacion_fecha?.message}>
            <Input type="date" disabled={!rateType} {...form.register('cotizacion_fecha')} />
          </Field>
          <p className="text-sm text-muted sm:col-span-3" aria-live="polite">
            {usd !== undefined ? `Equivale a ${formatMoney(usd, 'USD')}.` : 'Sin cotización no se muestra su equivalente en dólares.'}
            {stored && ` Última ${RATE_TYPE_LABELS[stored.tipo]} guardada: ${formatMoney(stored.venta, 'ARS')}, ${rateAgeText(stored.edad_minutos)}`}
            {stored?.desactualizada && ' (desactualizada: tiene más de un día)'}
            {stored && '.'}
            {rateType && rateType !== 'manual' && rates.data && !stored && ' No hay una cotización guardada de ese tipo: escribila.'}
          </p>
        </fieldset>
      )}
      <Field label={WHO[current] ?? WHO[tipo]} required error={errors.quien?.message}>
        <NativeSelect {...form.register('quien')} options={ASSIGNABLE_PEOPLE} placeholder="Elegí una persona" />
      </Field>
      <Field label="Concepto" required error={errors.concepto?.message}>
        <Input autoComplete="off" {...form.register('concepto')} />
      </Field>
      <Field label="Categoría" error={errors.categoria?.message}>
        <NativeSelect {...form.register('categoria')}>
          <option value="">Sin categoría</option>
          {movement?.categoria && !categories.data?.categorias.includes(movement.categoria) && <option value={movement.categoria}>{movement.categoria}</option>}
          {categories.data?.categorias.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Fecha" required error={errors.fecha?.message}>
        <Input type="date" {...form.register('fecha')} />
      </Field>
      <Field label="Hora" required error={errors.hora?.message}>
        <Input type="time" {...form.register('hora')} />
      </Field>
      <Field label="Obra" error={errors.obra?.message}>
        <NativeSelect {...form.register('obra')}>
          <option value="">Ninguna</option>
          <NamedOptions items={projects.data?.items} />
        </NativeSelect>
      </Field>
      <Field label="Sucursal" error={errors.sucursal?.message}>
        <NativeSelect {...form.register('sucursal')}>
          <option value="">Sin elegir</option>
          {MOVEMENT_BRANCHES.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </FormDialog>
  );
}
