import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { LocalidadAdmin } from '../../../domain/valuation-admin/responses.ts';
import { ADMIN_MESSAGES, type LocalidadCreate, localidadCreateSchema } from '../../../domain/valuation-admin/schemas.ts';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.tsx';
import { useUpdateLocalidad } from './api.ts';

/** «Editar»: a localidad's new name (its own chunk, off the list's first visit). */
export function RenameDialog({ localidad, onClose }: { localidad: LocalidadAdmin; onClose: () => void }) {
  const update = useUpdateLocalidad();
  const form = useForm<LocalidadCreate>({ resolver: zodResolver(localidadCreateSchema), defaultValues: { nombre: localidad.nombre } });
  return (
    <FormDialog
      title="Editar localidad"
      description={`Cambiá el nombre de ${localidad.nombre}.`}
      submitLabel="Guardar"
      form={form}
      onSubmit={(values) =>
        update.mutateAsync({ id: localidad.id, nombre: values.nombre }).then(() => {
          toast.success(ADMIN_MESSAGES.success, 'Localidad actualizada');
          onClose();
        })
      }
      onClose={onClose}
    >
      <Field label="Nombre" error={form.formState.errors.nombre?.message} required>
        <Input autoComplete="off" {...form.register('nombre')} />
      </Field>
    </FormDialog>
  );
}
