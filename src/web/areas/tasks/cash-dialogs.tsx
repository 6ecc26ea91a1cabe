import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '../../../domain/shared/money.ts';
import { NUMBER_KINDS, typedNumberText } from '../../../domain/shared/typed-number-reader.ts';
import { MOVEMENT_TYPE_LABELS, type Movement, openingBalancesSchema, voidMovementSchema } from '../../../domain/tasks/cash.ts';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useOpeningBalances, useSetOpeningBalances, useVoidMovement } from './cash-api.ts';

// Movimientos' own dialogs, fetched when first opened with the form kit and the schemas (dialogs.tsx).

/** "Anular": the reason is required; the movement stays, struck through, out of every total. */
export function VoidMovementDialog({ movement, onClose }: { movement: Movement; onClose: () => void }) {
  const form = useForm<z.input<typeof voidMovementSchema>, unknown, z.output<typeof voidMovementSchema>>({
    resolver: zodResolver(voidMovementSchema),
    defaultValues: { motivo: '' },
  });
  const save = useVoidMovement(movement.id);
  return (
    <FormDialog
      title="Anular movimiento"
      description={`${MOVEMENT_TYPE_LABELS[movement.tipo]} de ${formatMoney(movement.monto, movement.moneda)} «${movement.concepto}». Queda en la lista, tachado, y fuera de todos los totales; no se borra.`}
      submitLabel="Anular"
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync(values.motivo);
        onClose();
      }}
      onClose={onClose}
    >
      <Field label="Motivo" required error={form.formState.errors.motivo?.message}>
        <Textarea rows={3} maxLength={200} {...form.register('motivo')} />
      </Field>
    </FormDialog>
  );
}

/** The opening balance per currency: every running balance starts from it. */
export function OpeningBalancesDialog({ onClose }: { onClose: () => void }) {
  const current = useOpeningBalances();
  const money = (n: number | undefined) => (n === undefined ? '0' : typedNumberText(n, NUMBER_KINDS.money));
  const form = useForm<z.input<typeof openingBalancesSchema>, unknown, z.output<typeof openingBalancesSchema>>({
    resolver: zodResolver(openingBalancesSchema),
    values: { USD: money(current.data?.USD), ARS: money(current.data?.ARS) },
  });
  const save = useSetOpeningBalances();
  return (
    <FormDialog
      title="Saldo inicial de la caja"
      description="Lo que había en la caja antes del primer movimiento, por moneda (puede ser negativo)."
      submitLabel="Guardar"
      form={form}
      formClassName="grid gap-4 sm:grid-cols-2"
      onSubmit={async () => {
        const typed = form.getValues();
        await save.mutateAsync({ USD: String(typed.USD), ARS: String(typed.ARS) });
        onClose();
      }}
      onClose={onClose}
    >
      <Field label="Dólares (USD)" required error={form.formState.errors.USD?.message}>
        <NumberInput kind={NUMBER_KINDS.money} {...form.register('USD')} />
      </Field>
      <Field label="Pesos (ARS)" required error={form.formState.errors.ARS?.message}>
        <NumberInput kind={NUMBER_KINDS.money} {...form.register('ARS')} />
      </Field>
    </FormDialog>
  );
}
