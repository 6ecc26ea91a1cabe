import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ManagedProperty } from '../../../domain/properties/properties.schemas.ts';
import { PROPERTY_LIMITS } from '../../../domain/properties/properties.ts';
import { IMAGE_ACCEPT, variantUrl } from '../../../domain/shared/images.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Progress } from '../../ui/progress.tsx';
import { toast } from '../../ui/toast.tsx';
import { useRemoveImage, useUploadImages } from './api.ts';

/** The photos of a listing: upload several at once (checked and converted on the server), remove one. */
export function ImagesManager({ listing }: { listing: ManagedProperty }) {
  const upload = useUploadImages();
  const [progress, setProgress] = useState(0);
  const remove = useRemoveImage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const room = PROPERTY_LIMITS.imagenes - listing.imagenes.length;
  const busy = upload.isPending || remove.isPending;

  const onFiles = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (files.length > room) {
      toast.error('No se pudo subir la imagen', `Podés agregar ${room} imagen${room === 1 ? '' : 'es'} más (máximo ${PROPERTY_LIMITS.imagenes}).`);
      return;
    }
    setProgress(0);
    upload.mutate({ id: listing.id, files, onProgress: setProgress });
  };

  return (
    <section aria-labelledby={`${inputId}-titulo`} className="grid gap-3 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${inputId}-titulo`} className="font-semibold">
          Imágenes ({listing.imagenes.length}/{PROPERTY_LIMITS.imagenes})
        </h3>
        <label htmlFor={inputId} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), (room === 0 || busy) && 'pointer-events-none opacity-50')}>
          <ImagePlus aria-hidden />
          {upload.isPending ? 'Subiendo...' : 'Agregar imágenes'}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={room === 0 || busy}
          onChange={(e) => onFiles(e.target.files)}
          className="sr-only"
        />
      </div>
      {upload.isPending && <Progress value={progress} label="Subiendo imágenes…" />}
      {listing.imagenes.length === 0 ? (
        <p className="text-sm text-muted">Todavía no agregaste imágenes. JPG, PNG o WebP de hasta 10 MB y 24 megapíxeles.</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {listing.imagenes.map((image, i) => (
            <li key={image.url} className="relative">
              <img
                src={variantUrl(image.url, image.anchos[0] ?? image.ancho)}
                alt={`Imagen ${i + 1}`}
                width={image.ancho}
                height={image.alto}
                className="aspect-square w-full rounded object-cover"
              />
              <button
                type="button"
                disabled={busy}
                onClick={() => remove.mutate({ id: listing.id, index: i })}
                aria-label={`Quitar imagen ${i + 1}`}
                className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-danger shadow disabled:opacity-50"
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
