/**
 * jsdom has no layout and no `matchMedia`: this one evaluates `(min-width: …)` / `(max-width: …)`
 * queries (px or rem) against a simulated width that a test sets with `setViewportWidth`.
 */
const DEFAULT_WIDTH = 1280;
let viewportWidth = DEFAULT_WIDTH;
const listeners = new Set<() => void>();

function matches(query: string): boolean {
  const toPx = (value: string, unit: string) => Number(value) * (unit === 'px' ? 1 : 16);
  return [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)].every(([, kind, value = '0', unit = 'px']) =>
    kind === 'min' ? viewportWidth >= toPx(value, unit) : viewportWidth <= toPx(value, unit),
  );
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

/** Resizes the simulated window and tells every media query listener (wrap in `act`). */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
  for (const listener of listeners) listener();
}

export function resetViewport(): void {
  viewportWidth = DEFAULT_WIDTH;
  listeners.clear();
}
