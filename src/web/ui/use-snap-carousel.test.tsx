import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnapCarousel } from './use-snap-carousel.ts';

const WIDTH = 100;

/** Three slides and a 'Siguiente' that counts from the current slide, as the carousel section's does. */
function Carousel() {
  const { viewportRef, index, goTo } = useSnapCarousel(3);
  return (
    <>
      <div ref={viewportRef} data-testid="slides">
        <div />
        <div />
        <div />
      </div>
      <p data-testid="current">{index}</p>
      <button type="button" onClick={() => goTo(index + 1)}>
        Siguiente
      </button>
    </>
  );
}

/**
 * jsdom neither lays out nor scrolls: the slides are WIDTH wide, `scrollTo` only records where it was
 * asked to go, and the test moves the position (and sends its events) the way a browser draws a
 * smooth scroll, frame by frame, or not at all while the page is busy.
 */
function renderCarousel() {
  render(<Carousel />);
  const slides = screen.getByTestId('slides');
  let left = 0;
  const asked: number[] = [];
  Object.defineProperty(slides, 'clientWidth', { value: WIDTH });
  Object.defineProperty(slides, 'scrollLeft', { get: () => left });
  slides.scrollTo = ((options: ScrollToOptions) => asked.push((options.left ?? 0) / WIDTH)) as typeof slides.scrollTo;
  const drawAt = (slide: number) => {
    left = slide * WIDTH;
    fireEvent.scroll(slides);
  };
  const endAt = (slide: number) => {
    drawAt(slide);
    fireEvent(slides, new Event('scrollend'));
  };
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
  const current = () => Number(screen.getByTestId('current').textContent);
  return { asked, drawAt, endAt, next, current };
}

describe('useSnapCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts a second click from the first one’s slide while a busy page has not drawn its scroll yet', () => {
    const { asked, drawAt, endAt, next, current } = renderCarousel();
    next();
    expect(asked).toEqual([1]);
    // A second passes without a frame (a loaded machine): the slides are still drawn at the first slide.
    act(() => vi.advanceTimersByTime(1000));
    next();
    expect(asked).toEqual([1, 2]);
    expect(current()).toBe(2);
    // Drawing resumes: the slides the scroll passes are not current, its end is.
    act(() => drawAt(0.6));
    act(() => drawAt(1.2));
    act(() => vi.advanceTimersByTime(100));
    expect(current()).toBe(2);
    act(() => endAt(2));
    expect(current()).toBe(2);
  });

  it('lets the position rule once a scroll cut short holds still (no scrollend, as in Safari before 26)', () => {
    const { drawAt, next, current } = renderCarousel();
    next();
    act(() => drawAt(0.2));
    act(() => vi.advanceTimersByTime(1000));
    // Still moving from one frame to the next: not yet.
    act(() => drawAt(0.3));
    act(() => vi.advanceTimersByTime(40));
    expect(current()).toBe(1);
    // Held still for two frames: the slide in view is the current one.
    act(() => vi.advanceTimersByTime(40));
    expect(current()).toBe(0);
  });

  it('follows the slides again once the scroll has ended on its target', () => {
    const { endAt, drawAt, next, current } = renderCarousel();
    next();
    act(() => endAt(1));
    expect(current()).toBe(1);
    act(() => drawAt(2));
    expect(current()).toBe(2);
  });
});
