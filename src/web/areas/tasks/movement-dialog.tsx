import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NUMBER_KINDS } from '../../../domain/shared/typed-number.ts';
import { type MovementType, movementInputSchema, nowFields } from '../../../domain/tasks/cash.ts';
import { ASSIGNABLE_PEOPLE, CURRENCIES, MOVEMENT_BRANCHES } from '../../../domain/tasks/lists.ts';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { useCreateMovement, useProjects } from './api.ts';

type FormInput = z.input<typeof movementInputSchema>;
type FormOutput = z.output<typeof movementInputSchema>;

const TITLES: Record<MovementType, string> = { ingreso: 'Registrar ingreso', egreso: 'Registrar egreso' };
const WHO: Record<MovementType, string> = { ingreso: 'Quién dio', egreso: 'Quién gastó' };

/**
 * The quick movement (spec §2, §4, §5): an income or an expense in USD or ARS; fecha and hora
 * default to now in Buenos Aires. Closes on save or cancel; a refused field shows its message
 * under it, any other failure 'Error al registrar movimiento' with the server's message.
 */
export function MovementDialog({ tipo, onClose }: { tipo: MovementType; onClose: () => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(movementInputSchema),
    defaultValues: { tipo, monto: '', moneda: 'USD', quien: '' as FormInput['quien'], concepto: '', ...nowFields(new Date()), obra: '', sucursal: '' },
  });
  const save = useCreateMovement();
  const projects = useProjects(1, 100);
  const current = form.watch('tipo') as MovementType;
  const { errors } = form.formState;
  return (
    <FormDialog
      title={TITLES[current] ?? TITLES[tipo]}
      description="Monto, moneda, quién, concepto, fecha y hora son obligatorios; obra y sucursal, opcionales."
      submitLabel="Registrar"
      form={form}
      formClassName="grid items-start gap-4 sm:grid-cols-2"
      onSubmit={async (values) => {
        await save.mutateAsync(values);
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
      <Field label={WHO[current] ?? WHO[tipo]} required error={errors.quien?.message}>
        <NativeSelect {...form.register('quien')} options={ASSIGNABLE_PEOPLE} placeholder="Elegí una persona" />
      </Field>
      <Field label="Concepto" required error={errors.concepto?.message}>
        <Input autoComplete="off" {...form.register('concepto')} />
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
          {projects.data?.items.map((p) => (
            <option key={p.id} value={p.id}>
              {p.nombre}
            </option>
          ))}
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
