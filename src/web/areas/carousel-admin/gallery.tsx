import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type CarouselAdminItem, carouselTextsSchema } from '../../../domain/carousel/carousel.schemas.ts';
import { CAROUSEL_MESSAGES, DESCRIPTION_MAX, TITLE_MAX } from '../../../domain/carousel/carousel.ts';
import { srcSet } from '../../../domain/shared/images.ts';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { SampleBadge } from '../../staff/sample-badge.tsx';
import { ConfirmDialog } from '../../ui/alert-dialog.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Switch } from '../../ui/switch.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import { useDeleteCarouselImage, useUpdateCarouselImage } from './api.ts';

/** One carousel's images in display order: edit its texts, move up/down, show or hide, delete (with confirmation). */
export function Gallery({ title, items }: { title: string; items: CarouselAdminItem[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {title} <span className="text-base font-normal text-muted">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <EmptyState icon={<ImageOff />} title={CAROUSEL_MESSAGES.empty} description="Agregá una con el formulario." />
      ) : (
        <ol className="grid gap-3">
          {items.map((item, i) => (
            <GalleryItem key={item.id} item={item} first={i === 0} last={i === items.length - 1} />
          ))}
        </ol>
      )}
    </section>
  );
}

function GalleryItem({ item, first, last }: { item: CarouselAdminItem; first: boolean; last: boolean }) {
  const update = useUpdateCarouselImage();
  const remove = useDeleteCarouselImage();
  const switchId = useId();
  const [editing, setEditing] = useState(false);
  const busy = update.isPending || remove.isPending;
  const move = (delta: number) => update.mutate({ id: item.id, change: { orden: item.orden + delta } });

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <img
        src={item.imagen_url}
        srcSet={item.imagen_anchos.length ? srcSet({ url: item.imagen_url, anchos: item.imagen_anchos }) : undefined}
        sizes="(min-width: 40rem) 10rem, 100vw"
        width={item.imagen_ancho ?? undefined}
        height={item.imagen_alto ?? undefined}
        alt={item.titulo}
        loading="lazy"
        className="aspect-video w-full rounded-md bg-surface object-cover sm:w-40"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{item.titulo}</h3>
          {!item.activo && <Badge variant="warning">Oculta</Badge>}
          {item.es_muestra && <SampleBadge />}
        </div>
        {item.descripcion && <p className="text-sm text-muted">{item.descripcion}</p>}
        <div className="mt-2 flex items-center gap-2">
          <Switch
            id={switchId}
            checked={item.activo}
            disabled={busy}
            onCheckedChange={(activo) => update.mutate({ id: item.id, change: { activo } })}
            aria-label={`Visible en el sitio: ${item.titulo}`}
          />
          <label htmlFor={switchId} className="text-sm" aria-hidden>
            Visible en el sitio
          </label>
        </div>
      </div>
      <div className="flex items-center gap-1 self-end sm:self-center">
        <Button variant="ghost" size="icon" disabled={busy} onClick={() => setEditing(true)} aria-label={`Editar textos de ${item.titulo}`}>
          <Pencil aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" disabled={first || busy} onClick={() => move(-1)} aria-label={`Subir ${item.titulo}`}>
          <ArrowUp aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" disabled={last || busy} onClick={() => move(1)} aria-label={`Bajar ${item.titulo}`}>
          <ArrowDown aria-hidden />
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="icon" disabled={busy} aria-label={`Eliminar ${item.titulo}`}>
              <Trash2 aria-hidden className="text-danger" />
            </Button>
          }
          title="¿Eliminar esta imagen?"
          description={`“${item.titulo}” deja de mostrarse en el sitio y su archivo se borra. No se puede deshacer.`}
          confirmLabel="Eliminar"
          variant="destructive"
          onConfirm={() => remove.mutate(item.id, { onSuccess: () => toast.success(CAROUSEL_MESSAGES.deleted) })}
        />
      </div>
      {editing && <TextsDialog item={item} onClose={() => setEditing(false)} />}
    </li>
  );
}

/** The image's title and description, with the rules of a new one; the site shows them once saved. */
function TextsDialog({ item, onClose }: { item: CarouselAdminItem; onClose: () => void }) {
  const form = useForm<z.input<typeof carouselTextsSchema>, unknown, z.output<typeof carouselTextsSchema>>({
    resolver: zodResolver(carouselTextsSchema),
    defaultValues: { titulo: item.titulo, descripcion: item.descripcion ?? '' },
  });
  const update = useUpdateCarouselImage();
  const { errors } = form.formState;
  return (
    <FormDialog
      title="Editar textos"
      description="El título y la descripción que el sitio muestra con esta imagen."
      submitLabel="Guardar"
      form={form}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: item.id, change: { titulo: values.titulo, descripcion: values.descripcion ?? '' } });
        toast.success(CAROUSEL_MESSAGES.textsSaved);
        onClose();
      }}
      onClose={onClose}
    >
      <Field label="Título" error={errors.titulo?.message} required>
        <Input maxLength={TITLE_MAX} {...form.register('titulo')} />
      </Field>
      <Field label="Descripción (opcional)" error={errors.descripcion?.message}>
        <Textarea rows={3} maxLength={DESCRIPTION_MAX} {...form.register('descripcion')} />
      </Field>
    </FormDialog>
  );
}
