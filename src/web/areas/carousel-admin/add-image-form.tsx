import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { carouselFormSchema } from '../../../domain/carousel/carousel.schemas.ts';
import { CAROUSEL_MESSAGES, CAROUSEL_TYPE_LABELS, CAROUSEL_TYPES, DESCRIPTION_MAX, TITLE_MAX } from '../../../domain/carousel/carousel.ts';
import { IMAGE_ACCEPT } from '../../../domain/shared/images.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { FilePicker } from '../../ui/file-picker.tsx';
import { Input } from '../../ui/input.tsx';
import { Progress } from '../../ui/progress.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import { useAddCarouselImage } from './api.ts';

type FormInput = z.input<typeof carouselFormSchema>;
type FormOutput = z.output<typeof carouselFormSchema>;

/** 'Agregar imagen': title, optional description, carousel and one image file, with a preview. */
export function AddImageForm() {
  const add = useAddCarouselImage();
  const [fileInputKey, setFileInputKey] = useState(0);
  const [progress, setProgress] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    getValues,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(carouselFormSchema),
    defaultValues: { titulo: '', descripcion: '', tipo: 'propiedades', imagen: undefined },
  });
  const preview = usePreviewUrl(watch('imagen'));

  const onSubmit = async (values: FormOutput) => {
    const form = new FormData();
    form.append('titulo', values.titulo);
    if (values.descripcion) form.append('descripcion', values.descripcion);
    form.append('tipo', values.tipo);
    form.append('imagen', values.imagen, values.imagen instanceof File ? values.imagen.name : 'imagen');
    try {
      setProgress(0);
      await add.mutateAsync({ form, onProgress: setProgress });
    } catch {
      return; // the mutation's toast says why
    }
    toast.success(CAROUSEL_MESSAGES.added);
    reset({ titulo: '', descripcion: '', tipo: getValues('tipo'), imagen: undefined });
    setFileInputKey((k) => k + 1);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Agregar imagen</CardTitle>
        <CardDescription>JPG, PNG o WebP de hasta 10 MB y 24 megapíxeles. Se agrega al final del carrusel elegido.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <Field label="Título" error={errors.titulo?.message} required>
            <Input maxLength={TITLE_MAX} {...register('titulo')} />
          </Field>
          <Field label="Descripción (opcional)" error={errors.descripcion?.message}>
            <Textarea rows={2} maxLength={DESCRIPTION_MAX} {...register('descripcion')} />
          </Field>
          <Field label="Carrusel" error={errors.tipo?.message} required>
            <NativeSelect {...register('tipo')}>
              {CAROUSEL_TYPES.map((tipo) => (
                <option key={tipo} value={tipo}>
                  {CAROUSEL_TYPE_LABELS[tipo]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Controller
            control={control}
            name="imagen"
            render={({ field }) => (
              <Field label="Imagen" error={errors.imagen?.message} required>
                {(control) => (
                  <FilePicker
                    key={fileInputKey}
                    control={control}
                    accept={IMAGE_ACCEPT}
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    onPick={field.onChange}
                    file={field.value instanceof File ? field.value : undefined}
                  />
                )}
              </Field>
            )}
          />
          {preview && (
            <figure className="grid gap-1">
              <img
                src={preview}
                alt="Vista previa de la imagen elegida"
                className="aspect-video w-full max-w-sm rounded-md border border-border object-cover"
              />
              <figcaption className="text-sm text-muted">Vista previa</figcaption>
            </figure>
          )}
          {add.isPending && <Progress value={progress} label="Subiendo imagen…" />}
          <Button type="submit" loading={add.isPending} className="w-full sm:w-auto sm:justify-self-start">
            <ImagePlus aria-hidden />
            {add.isPending ? 'Subiendo...' : 'Agregar imagen'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** An object URL for the chosen file, revoked when it changes. */
function usePreviewUrl(file: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(file instanceof Blob) || !file.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
