import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDate, formatDateTime } from '../../../domain/shared/date-format.ts';
import { NUMBER_KINDS, typedNumberText } from '../../../domain/shared/typed-number.ts';
import type { BarrioAdmin } from '../../../domain/valuation-admin/responses.ts';
import { ADMIN_MESSAGES, BARRIO_VALUE_MAX, BARRIO_VALUE_MIN, barrioCreateSchema } from '../../../domain/valuation-admin/schemas.ts';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { LoadingRows } from '../../staff/query-states.tsx';
import { Field } from '../../ui/field.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { toast } from '../../ui/toast.tsx';
import { useBarrioHistorial, useUpdateBarrio } from './api.ts';
import { usdPerM2 } from './barrio-values.ts';

const valueSchema = barrioCreateSchema.pick({ valor_incidencia_usd_m2: true });

/** «Valor»: a barrio's new incidence value and the dated history of the ones before (its own chunk, off the list's first visit). */
export function ValueDialog({ barrio, onClose }: { barrio: BarrioAdmin; onClose: () => void }) {
  const update = useUpdateBarrio();
  const history = useBarrioHistorial(barrio.id);
  const form = useForm<z.input<typeof valueSchema>, unknown, z.output<typeof valueSchema>>({
    resolver: zodResolver(valueSchema),
    // As it is typed here: «850,5», «1.250».
    defaultValues: { valor_incidencia_usd_m2: typedNumberText(barrio.valor_incidencia_usd_m2, NUMBER_KINDS.money) },
  });
  return (
    <FormDialog
      title={`Valor de ${barrio.nombre}`}
      description={`${barrio.localidad_nombre}. Último cambio: ${formatDate(barrio.valor_actualizado_at)}.`}
      submitLabel="Guardar valor"
      form={form}
      onSubmit={(values) =>
        update.mutateAsync({ id: barrio.id, valor_incidencia_usd_m2: values.valor_incidencia_usd_m2 }).then(() => {
          toast.success(ADMIN_MESSAGES.success, 'Valor actualizado');
          onClose();
        })
      }
      onClose={onClose}
      after={
        <section aria-label="Historial de valores">
          <h3 className="mb-2 text-sm font-semibold">Historial</h3>
          {history.isPending ? (
            <LoadingRows rows={2} />
          ) : (
            <ul className="grid max-h-48 gap-1 overflow-y-auto text-sm">
              {history.data?.map((h) => (
                <li key={h.created_at} className="flex justify-between gap-3 border-b border-border py-1 last:border-0">
                  <span className="text-muted">{formatDateTime(h.created_at)}</span>
                  <span className="font-medium">{usdPerM2(h.valor_incidencia_usd_m2)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      }
    >
      <Field
        label="Nuevo valor USD/m²"
        error={form.formState.errors.valor_incidencia_usd_m2?.message}
        description={`Entre ${BARRIO_VALUE_MIN} y ${BARRIO_VALUE_MAX}, con coma para los centavos (850,5)`}
        required
      >
        <NumberInput kind={NUMBER_KINDS.money} {...form.register('valor_incidencia_usd_m2')} />
      </Field>
    </FormDialog>
  );
}
