import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ImageRef, srcSet } from '../../../domain/shared/images.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { SNAP_SLIDE_CLASS, useSnapCarousel } from '../../ui/use-snap-carousel.ts';

/** Swipeable photos (the browser's scroll snapping) with previous/next buttons (wrapping) and one dot per photo. */
export function ImageCarousel({ images, label }: { images: ImageRef[]; label: string }) {
  const count = images.length;
  const { viewportRef, viewportClass, index: selected, goTo } = useSnapCarousel(count);
  const prev = () => goTo(selected - 1);
  const next = () => goTo(selected + 1);

  if (images.length === 0) return null;
  return (
    <section aria-roledescription="carrusel" aria-label={label} className="relative">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable). */}
      <div ref={viewportRef} tabIndex={0} className={cn('rounded-md bg-surface', viewportClass)}>
        {images.map((image, i) => (
          <div key={image.url} className={SNAP_SLIDE_CLASS} aria-hidden={i === selected ? undefined : true}>
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
      {images.length > 1 && (
        <>
          <StepButton side="left" label="Anterior" onClick={prev} />
          <StepButton side="right" label="Siguiente" onClick={next} />
          <div className="mt-2 flex justify-center gap-1">
            {images.map((image, i) => (
              <button
                key={image.url}
                type="button"
                onClick={() => goTo(i)}
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

/** «Anterior» or «Siguiente», over the photo at its side. */
function StepButton({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      onClick={onClick}
      className={cn('absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90', side === 'left' ? 'left-2' : 'right-2')}
      aria-label={label}
    >
      <Icon aria-hidden />
    </Button>
  );
}
