import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { type ImageRef, srcSet } from '../../../domain/shared/images.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';

/** Swipeable photos with previous/next buttons (wrapping) and one dot per photo. */
export function ImageCarousel({ images, label }: { images: ImageRef[]; label: string }) {
  const [emblaRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  if (images.length === 0) return null;
  return (
    <section aria-roledescription="carrusel" aria-label={label} className="relative">
      <div ref={emblaRef} className="overflow-hidden rounded-md bg-surface">
        <div className="flex">
          {images.map((image, i) => (
            <div key={image.url} className="min-w-0 flex-[0_0_100%]" aria-hidden={i === selected ? undefined : true}>
              <img
                src={image.url}
                srcSet={srcSet(image)}
                sizes="(min-width: 640px) 36rem, 100vw"
                alt={`${label}: imagen ${i + 1} de ${images.length}`}
                width={image.ancho}
                height={image.alto}
                className="aspect-[4/3] w-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 && (
        <>
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={prev}
            className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/90"
            aria-label="Anterior"
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={next}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/90"
            aria-label="Siguiente"
          >
            <ChevronRight aria-hidden />
          </Button>
          <div className="mt-2 flex justify-center gap-1">
            {images.map((image, i) => (
              <button
                key={image.url}
                type="button"
                onClick={() => embla?.scrollTo(i)}
                aria-label={`Ir a imagen ${i + 1}`}
                aria-current={i === selected ? 'true' : undefined}
                className="flex size-6 items-center justify-center"
              >
                <span aria-hidden className={cn('block size-2.5 rounded-full', i === selected ? 'bg-brand-700' : 'bg-gray-400')} />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
