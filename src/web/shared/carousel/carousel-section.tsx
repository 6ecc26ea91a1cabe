import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import type { CarouselItem } from '../../../domain/carousel/carousel.schemas.ts';
import { CAROUSEL_MESSAGES, type CarouselType, wrapIndex } from '../../../domain/carousel/carousel.ts';
import { srcSet } from '../../../domain/shared/images.ts';
import { ErrorState } from '../../staff/query-states.tsx';
import { cn } from '../../ui/cn.ts';
import { SNAP_SLIDE_CLASS, useSnapCarousel } from '../../ui/use-snap-carousel.ts';
import { useCarousel } from './carousel-api.ts';

/** Rendered width of the carousel: the full screen on phones, at most 72rem (max-w-6xl) beside. */
const SIZES = '(min-width: 72rem) 72rem, 100vw';

export interface CarouselSectionProps {
  tipo: CarouselType;
  titulo: string;
  className?: string;
}

/**
 * The image carousel reused on public pages (spec §2 "Carousel section"): the active images of
 * one type by orden, with 'Anterior' / 'Siguiente' (wrapping), one dot per image, arrow keys and
 * swipe (the browser's own scroll snapping).
 */
export function CarouselSection({ tipo, titulo, className }: CarouselSectionProps) {
  const headingId = useId();
  const query = useCarousel(tipo);

  useEffect(() => {
    // The spec logs a failed read (no toast); the section says it failed, with 'Reintentar'.
    if (query.isError) console.error(CAROUSEL_MESSAGES.fetchLog, query.error);
  }, [query.isError, query.error]);

  const items = query.data ?? [];
  return (
    <section aria-labelledby={headingId} className={cn('mx-auto w-full max-w-6xl px-4', className)}>
      <h2 id={headingId} className="mb-4 text-2xl font-semibold text-ink sm:text-3xl">
        {titulo}
      </h2>
      {query.isPending ? (
        <Placeholder>
          <span role="status">{CAROUSEL_MESSAGES.loading}</span>
        </Placeholder>
      ) : query.isError ? (
        <ErrorState
          className="aspect-video rounded-lg border border-dashed border-border bg-surface"
          title={CAROUSEL_MESSAGES.loadFailed}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <Placeholder>
          <ImageOff aria-hidden className="size-8 text-muted" />
          <p>{CAROUSEL_MESSAGES.empty}</p>
        </Placeholder>
      ) : (
        // A new list (a refetch after the admin changed it) is a new viewer: its slides' observers and the pictures already wanted belong to the old one.
        <CarouselViewer key={items.map((item) => item.id).join()} items={items} titulo={titulo} />
      )}
    </section>
  );
}

/** Holds the carousel's 16:9 box while loading or empty, so the page does not jump. */
function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border bg-surface text-muted">
      {children}
    </div>
  );
}

function CarouselViewer({ items, titulo }: { items: CarouselItem[]; titulo: string }) {
  const count = items.length;
  const several = count > 1;
  // Slides whose picture may download: the first on arrival; the others once seen or about to be
  // (a phone on mobile data does not pay for pictures nobody looks at).
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const want = useCallback((indexes: readonly number[]) => {
    setWanted((prev) => (indexes.every((i) => prev.has(i)) ? prev : new Set([...prev, ...indexes])));
  }, []);
  const { viewportRef, viewportClass, index, goTo } = useSnapCarousel(count, want);

  // Wraps at both ends (spec): 'Siguiente' on the last image goes to the first.
  const go = (target: number) => want([goTo(target)]);
  // A finger on the carousel: the neighbours it may swipe into view.
  const onPointerDown = () => want([wrapIndex(index - 1, count), wrapIndex(index + 1, count)]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!several) return;
    const keys: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  const current = items[index];
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel is a group holding slides and controls; fieldset is for form controls.
    <div role="group" aria-roledescription="carrusel" aria-label={titulo} onKeyDown={onKeyDown} className="rounded-lg">
      {/* The slides' focus ring is drawn around this box: on the slides themselves the pictures (positioned) covered it. */}
      <div className="relative overflow-hidden rounded-t-lg bg-brand-950 has-[>[tabindex]:focus-visible]:outline-2 has-[>[tabindex]:focus-visible]:outline-offset-2 has-[>[tabindex]:focus-visible]:outline-brand-600 has-[>[tabindex]:focus-visible]:outline-solid sm:rounded-lg">
        {/* The slides scroll (once the page is interactive) and are the carousel's keyboard stop; keys
            pressed there or on a dot move it through the group's handler (wrapping at both ends). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable). */}
        <div ref={viewportRef} tabIndex={0} onPointerDown={onPointerDown} className={cn(viewportClass, 'focus-visible:outline-none')}>
          {items.map((item, i) => (
            <Slide key={item.id} item={item} position={i} count={count} current={i === index} load={wanted.has(i)} />
          ))}
        </div>
        {several && (
          <>
            <ArrowButton label="Anterior" side="left" onClick={() => go(index - 1)} />
            <ArrowButton label="Siguiente" side="right" onClick={() => go(index + 1)} />
          </>
        )}
      </div>
      {/* On a phone the caption goes under the image: over it, it covered half of a 16:9
          picture and sat under the arrows. From 640 px up it lies over the image's foot. */}
      {current && <Caption item={current} place="below" className="rounded-b-lg bg-brand-950 sm:hidden" />}
      {several && (
        <div className="mt-3 flex flex-wrap items-center justify-center gap-1">
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              aria-label={`Ir a imagen ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              className="group flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className={cn('block size-2.5 rounded-full transition-colors', i === index ? 'bg-brand-700' : 'bg-input group-hover:bg-brand-400')}
              />
            </button>
          ))}
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {current && `Imagen ${index + 1} de ${count}: ${current.titulo}`}
      </p>
    </div>
  );
}

function Slide({ item, position, count, current, load }: { item: CarouselItem; position: number; count: number; current: boolean; load: boolean }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the APG carousel pattern; fieldset is for form controls.
    <div
      role="group"
      aria-roledescription="diapositiva"
      aria-label={`${position + 1} de ${count}`}
      aria-hidden={current ? undefined : true}
      className={cn('relative aspect-video', SNAP_SLIDE_CLASS)}
    >
      {load && (
        <img
          src={item.imagen_url}
          srcSet={item.imagen_anchos.length > 0 ? srcSet({ url: item.imagen_url, anchos: item.imagen_anchos }) : undefined}
          sizes={SIZES}
          width={item.imagen_ancho ?? undefined}
          height={item.imagen_alto ?? undefined}
          alt={item.titulo}
          decoding="async"
          draggable={false}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      <Caption item={item} place="over" className="absolute inset-x-0 bottom-0 hidden bg-brand-950/85 sm:block" />
    </div>
  );
}

function Caption({ item, place, className }: { item: CarouselItem; place: 'below' | 'over'; className?: string }) {
  return (
    <div data-caption={place} className={cn('px-4 py-3 text-white sm:px-6 sm:py-4', className)}>
      <h3 className="text-lg font-semibold sm:text-xl">{item.titulo}</h3>
      {item.descripcion && <p className="mt-0.5 text-sm text-white/90 sm:text-base">{item.descripcion}</p>}
    </div>
  );
}

function ArrowButton({ label, side, onClick }: { label: string; side: 'left' | 'right'; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition-colors hover:bg-white',
        side === 'left' ? 'left-2 sm:left-3' : 'right-2 sm:right-3',
      )}
    >
      <Icon aria-hidden className="size-6" />
    </button>
  );
}
