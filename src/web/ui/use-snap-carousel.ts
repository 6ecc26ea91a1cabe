import { useCallback, useEffect, useRef, useState } from 'react';

/** A slide counts as seen (its picture may download) from this share of it in view. */
const SEEN_FROM = 0.05;

/**
 * The scroller: a horizontal row that snaps one slide at a time, without a scrollbar, its focus
 * ring drawn inside (where no parent clips it). It scrolls once the page is interactive: before,
 * a swipe would show slides whose picture and caption only the script brings, so the first slide
 * stays as the server drew it. Give it `tabIndex={0}`: a scrollable region must be reachable by
 * keyboard (WCAG 2.1.1).
 */
const VIEWPORT_CLASS =
  'flex snap-x snap-mandatory overscroll-x-contain [scrollbar-width:none] focus-visible:outline-offset-[-4px] [&::-webkit-scrollbar]:hidden';
/** Classes of each slide: the scroller's full width, snapped at its start, one slide per swipe. */
export const SNAP_SLIDE_CLASS = 'min-w-0 shrink-0 grow-0 basis-full snap-start snap-always';

/**
 * A carousel on the browser's own scroll snapping (docs/decisions/019): the slides are a scroller
 * (`viewportClass`), so a finger swipes them with the platform's own physics, no library. This
 * hook adds what scrolling alone does not: the current slide (for the dots, the caption and the
 * announcement), going to a slide (buttons, dots, keys; wrapping at both ends; smooth unless the
 * visitor asked for less motion), and which slides have come into view (`onSeen`), so pictures
 * download only when they are about to be seen.
 */
export function useSnapCarousel(count: number, onSeen?: (indexes: number[]) => void) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  // While a button's smooth scroll passes slides on its way, they are not "current": the target is.
  const target = useRef<number | null>(null);
  const seen = useRef(onSeen);
  seen.current = onSeen;

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || count === 0) return;
    // The target stays current until its scroll has ended there (scrollend, or goTo's fallback), even
    // once the slides show it: clicks count from the current slide, which must be the last click's aim
    // for as long as the slides still move.
    const onScroll = () => {
      if (target.current === null) setIndex(slideAt(viewport, count));
    };
    // A scroll that ends short of the target was replaced by another (a second click): wait for that one.
    const onScrollEnd = () => {
      if (target.current !== null && slideAt(viewport, count) !== target.current) return;
      target.current = null;
      setIndex(slideAt(viewport, count));
    };
    // A finger or a wheel on the slides takes over from a button's scroll (and at an end, where it
    // moves nothing, the slide in view is the current one). Keys go through goTo (the group's handler).
    const onTakeOver = () => {
      target.current = null;
      setIndex(slideAt(viewport, count));
    };
    viewport.addEventListener('scroll', onScroll, { passive: true });
    viewport.addEventListener('scrollend', onScrollEnd);
    for (const type of ['pointerdown', 'wheel'] as const) viewport.addEventListener(type, onTakeOver, { passive: true });
    const slides = [...viewport.children];
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.filter((entry) => entry.isIntersecting).map((entry) => slides.indexOf(entry.target));
        if (inView.length > 0) seen.current?.(inView);
      },
      { root: viewport, threshold: SEEN_FROM },
    );
    for (const slide of slides) observer.observe(slide);
    return () => {
      viewport.removeEventListener('scroll', onScroll);
      viewport.removeEventListener('scrollend', onScrollEnd);
      for (const type of ['pointerdown', 'wheel'] as const) viewport.removeEventListener(type, onTakeOver);
      observer.disconnect();
    };
  }, [count]);

  /** Goes to slide `wanted`, wrapping at both ends (past the last is the first); returns where it went. */
  const goTo = useCallback(
    (wanted: number): number => {
      const to = count > 0 ? ((wanted % count) + count) % count : 0;
      const viewport = viewportRef.current;
      if (!viewport) return to;
      setIndex(to);
      // Always scroll, even when the position already rounds to `to`: a click during another smooth
      // scroll must replace it (it would otherwise carry on to its own slide).
      target.current = to;
      // A scroll cut short (Safari before 26 has no 'scrollend'; the page may scroll the slides into view):
      // after a second, unless another click has a target of its own, the position rules, once the slides
      // hold still from one frame to the next. Read at the second itself, on a page too busy to draw (a
      // loaded machine, a slow phone), the position was still where the click had found the slides: the
      // index went back there and a second 'Siguiente' counted from it, one slide short (the /empresa
      // test in e2e/public-pages.spec.ts, flaky in CI).
      const whenStill = (from: number): void => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (target.current !== null && target.current !== to) return;
            if (viewport.scrollLeft !== from) {
              whenStill(viewport.scrollLeft);
              return;
            }
            target.current = null;
            setIndex(slideAt(viewport, count));
          }),
        );
      };
      setTimeout(() => {
        if (target.current === null || target.current === to) whenStill(viewport.scrollLeft);
      }, 1000);
      viewport.scrollTo({ left: to * viewport.clientWidth, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
      return to;
    },
    [count],
  );

  const viewportClass = `${VIEWPORT_CLASS} ${interactive ? 'overflow-x-auto' : 'overflow-x-hidden'}`;
  return { viewportRef, viewportClass, index: Math.min(index, Math.max(0, count - 1)), goTo };
}

/** The slide the scroller shows most of. */
function slideAt(viewport: HTMLElement, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.round(viewport.scrollLeft / Math.max(1, viewport.clientWidth))));
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
