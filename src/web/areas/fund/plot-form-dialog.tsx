import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_LAND_STATE, type Plot, plotInputSchema } from '../../../domain/fund/land.ts';
import { LAND_STATES } from '../../../domain/fund/lists.ts';
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from '../../../domain/shared/images.ts';
import { NUMBER_KINDS, typedNumberText } from '../../../domain/shared/typed-number.ts';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { controlClasses, Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useRemovePlotImage, useSavePlot } from './api.ts';

type PlotFormInput = z.input<typeof plotInputSchema>;
type PlotFormOutput = z.output<typeof plotInputSchema>;

/** A new plot starts as the spec says: Prospección, zeros, activo. */
const NEW_PLOT: PlotFormInput = {
  titulo: '',
  ubicacion: '',
  valor_terreno: '0',
  inversion_total_necesaria: '0',
  porcentaje_inversion_completa: '0',
  cantidad_inversores: '0',
  m2_vendibles: '0',
  estado: DEFAULT_LAND_STATE,
  descripcion: '',
  activo: true,
};

const fromPlot = (plot: Plot): PlotFormInput => ({
  titulo: plot.titulo,
  ubicacion: plot.ubicacion,
  valor_terreno: typedNumberText(plot.valor_terreno, NUMBER_KINDS.money),
  inversion_total_necesaria: typedNumberText(plot.inversion_total_necesaria, NUMBER_KINDS.money),
  porcentaje_inversion_completa: typedNumberText(plot.porcentaje_inversion_completa, NUMBER_KINDS.percentCents),
  cantidad_inversores: typedNumberText(plot.cantidad_inversores, NUMBER_KINDS.whole),
  m2_vendibles: typedNumberText(plot.m2_vendibles, NUMBER_KINDS.area),
  estado: plot.estado,
  descripcion: plot.descripcion ?? '',
  activo: plot.activo,
});

const IMAGE_TOO_LARGE = 'La imagen debe pesar 10 MB o menos';

/** 'Nuevo Terreno' or edit: the spec's land form (§5), checked by the same schema as the API. */
export function PlotFormDialog({ plot, onClose }: { plot?: Plot | undefined; onClose: () => void }) {
  const form = useForm<PlotFormInput, unknown, PlotFormOutput>({ resolver: zodResolver(plotInputSchema), defaultValues: plot ? fromPlot(plot) : NEW_PLOT });
  const save = useSavePlot();
  const removeImage = useRemovePlotImage();
  const [image, setImage] = useState<File | undefined>();
  const [imageError, setImageError] = useState<string | undefined>();
  const { errors } = form.formState;

  async function submit(fields: PlotFormOutput) {
    if (image && image.size > MAX_UPLOAD_BYTES) {
      setImageError(IMAGE_TOO_LARGE);
      return;
    }
    await save.mutateAsync({ id: plot?.id, fields, image });
    onClose();
  }

  return (
    <FormDialog
      title={plot ? 'Editar terreno' : 'Nuevo Terreno'}
      description={plot ? plot.titulo : 'Completá los datos del terreno. Se agrega al final de la lista.'}
      submitLabel="Guardar"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      className="sm:max-w-2xl"
      formClassName="grid items-start gap-4 sm:grid-cols-2"
    >
      <Field label="Título" required error={errors.titulo?.message} className="sm:col-span-2">
        <Input {...form.register('titulo')} />
      </Field>
      <Field label="Ubicación" required error={errors.ubicacion?.message} className="sm:col-span-2">
        <Input {...form.register('ubicacion')} />
      </Field>
      <Field label="Valor del terreno (USD)" required error={errors.valor_terreno?.message}>
        <NumberInput kind={NUMBER_KINDS.money} {...form.register('valor_terreno')} />
      </Field>
      <Field label="Inversión total necesaria (USD)" required error={errors.inversion_total_necesaria?.message}>
        <NumberInput kind={NUMBER_KINDS.money} {...form.register('inversion_total_necesaria')} />
      </Field>
      <Field label="Inversión completa (%)" required error={errors.porcentaje_inversion_completa?.message}>
        <NumberInput kind={NUMBER_KINDS.percentCents} {...form.register('porcentaje_inversion_completa')} />
      </Field>
      <Field label="Cantidad de inversores" required error={errors.cantidad_inversores?.message}>
        <NumberInput kind={NUMBER_KINDS.whole} {...form.register('cantidad_inversores')} />
      </Field>
      <Field label="M² vendibles" required error={errors.m2_vendibles?.message}>
        <NumberInput kind={NUMBER_KINDS.area} {...form.register('m2_vendibles')} />
      </Field>
      <Field label="Estado" required error={errors.estado?.message}>
        <select className={`${controlClasses} h-10`} {...form.register('estado')}>
          {LAND_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Descripción" description="Se muestra en /terrenos." error={errors.descripcion?.message} className="sm:col-span-2">
        <Textarea rows={3} {...form.register('descripcion')} />
      </Field>
      <Field label="Imagen" description="JPG, PNG o WebP, hasta 10 MB y 24 megapíxeles." error={imageError} className="sm:col-span-2">
        <Input
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(event) => {
            setImageError(undefined);
            setImage(event.target.files?.[0] ?? undefined);
          }}
        />
      </Field>
      {plot?.imagen_url && !image && (
        <div className="flex items-center gap-3 sm:col-span-2">
          <img src={plot.imagen_url} alt="" className="h-16 w-24 rounded object-cover" />
          <Button type="button" variant="outline" size="sm" loading={removeImage.isPending} onClick={() => removeImage.mutate(plot.id)}>
            Quitar imagen
          </Button>
        </div>
      )}
      <Field label="Visible en /terrenos" layout="inline" className="sm:col-span-2">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register('activo')} />
      </Field>
    </FormDialog>
  );
}
