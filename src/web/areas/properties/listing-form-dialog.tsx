import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  EMPTY_LISTING_FORM,
  formToListingBody,
  type ListingFormInput,
  type ListingFormOutput,
  listingFormSchema,
  listingToForm,
  type ManagedProperty,
} from '../../../domain/properties/properties.schemas.ts';
import { BADGE_COLOR_LABELS, BADGE_COLORS, PROPERTY_TYPES } from '../../../domain/properties/properties.ts';
import { NUMBER_KINDS } from '../../../domain/shared/typed-number.ts';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useCreateProperty, useUpdateProperty } from './api.ts';
import { ImagesManager } from './images-manager.tsx';

/**
 * New or edit listing. After creating, the dialog stays open on the new listing so its photos
 * can be added right away.
 */
export function ListingFormDialog({
  open,
  listing,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  listing: ManagedProperty | null;
  onOpenChange: (open: boolean) => void;
  onCreated: (p: ManagedProperty) => void;
}) {
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const form = useForm<ListingFormInput, unknown, ListingFormOutput>({ resolver: zodResolver(listingFormSchema), defaultValues: EMPTY_LISTING_FORM });
  const { errors } = form.formState;
  const listingId = listing?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another listing (or a new one) is opened
  useEffect(() => {
    if (open) form.reset(listing ? listingToForm(listing) : EMPTY_LISTING_FORM);
  }, [open, listingId]);

  return (
    <FormDialog
      open={open}
      title={listing ? 'Editar propiedad' : 'Nueva propiedad'}
      description={
        listing
          ? 'Si la propiedad está publicada, tus cambios quedan pendientes hasta que un administrador la vuelva a publicar.'
          : 'La propiedad queda sin publicar hasta que un administrador la revise.'
      }
      submitLabel={listing ? 'Guardar cambios' : 'Crear propiedad'}
      cancelLabel={listing ? 'Cerrar' : 'Cancelar'}
      form={form}
      onSubmit={async (values) => {
        const body = formToListingBody(values);
        if (listing) await update.mutateAsync({ id: listing.id, body });
        else onCreated(await create.mutateAsync(body));
      }}
      onClose={() => onOpenChange(false)}
      className="sm:max-w-2xl"
      formClassName="grid items-start gap-3 sm:grid-cols-2"
      after={listing && <ImagesManager listing={listing} />}
    >
      <Field label="Título" required error={errors.titulo?.message} className="sm:col-span-2">
        <Input {...form.register('titulo')} />
      </Field>
      <Field label="Tipo" required error={errors.tipo?.message}>
        <NativeSelect {...form.register('tipo')} options={PROPERTY_TYPES} />
      </Field>
      <Field label="Barrio" required error={errors.barrio?.message}>
        <Input {...form.register('barrio')} />
      </Field>
      <Field label="Calle" error={errors.calle?.message}>
        <Input autoComplete="address-line1" {...form.register('calle')} />
      </Field>
      <Field label="Altura" error={errors.altura?.message}>
        <Input inputMode="numeric" {...form.register('altura')} />
      </Field>
      <Field label="Metros cuadrados" error={errors.metros_cuadrados?.message}>
        <NumberInput kind={NUMBER_KINDS.area} placeholder="Ej.: 320" {...form.register('metros_cuadrados')} />
      </Field>
      <Field label="Precio de venta (USD)" error={errors.precio_venta?.message}>
        <NumberInput kind={NUMBER_KINDS.money} placeholder="Ej.: 250.000" {...form.register('precio_venta')} />
      </Field>
      <Field label="Descripción" error={errors.descripcion?.message} className="sm:col-span-2">
        <Textarea rows={3} {...form.register('descripcion')} />
      </Field>
      <Field label="Características (una por línea)" error={errors.caracteristicas?.message} className="sm:col-span-2">
        <Textarea rows={3} placeholder={'Plano aprobado\nApto crédito'} {...form.register('caracteristicas')} />
      </Field>
      <Field label="Etiqueta (opcional)" description="Ej.: Oportunidad, Nuevo, Reservada" error={errors.badge?.message}>
        <Input {...form.register('badge')} />
      </Field>
      <Field label="Color de la etiqueta" error={errors.badge_color?.message}>
        <NativeSelect {...form.register('badge_color')}>
          <option value="">Sin color (gris)</option>
          {BADGE_COLORS.map((c) => (
            <option key={c} value={c}>
              {BADGE_COLOR_LABELS[c]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </FormDialog>
  );
}
