import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

interface Preloadable<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts fetching the code (once); the promise settles when it is there. */
  preload: () => Promise<unknown>;
}

/**
 * React.lazy whose code can be fetched ahead (on hover, focus, a timer) and which, once fetched,
 * renders at once. A plain lazy component suspends on its first render even when its module
 * arrived long before, and React then keeps the Suspense fallback on screen for at least 300 ms
 * (its FALLBACK_THROTTLE_MS): /parcela's 'Preparando calculadora...' lasted ~630 ms instead of the
 * spec's 300 ms. Here, once the module is in, the lazy component gets an already-settled thenable,
 * which React.lazy reads synchronously (no suspension, no fallback).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  type T = ComponentType<P>;
  let loaded: { default: T } | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = { default: component };
        return loaded;
      },
      (error: unknown) => {
        pending = undefined; // a later attempt tries again (a flaky network, a new deploy)
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is the point (a Promise always calls back later).
    const settled = { then: (resolve: (value: { default: T }) => void) => resolve(module) };
    return settled as unknown as Promise<{ default: T }>;
  });
  return { Component, preload };
}

/** On the server: the code of every part drawn with `serverRendered`, loaded before a page renders. */
const serverRenderedLoads: Array<() => Promise<unknown>> = [];

/**
 * preloadable for a part the server draws with the page and the browser loads later (a form
 * hydrated when its chunk arrives, a server island): on the server its code must be there before
 * the render — a part that suspended there would go out as its fallback plus an inline script that
 * swaps it in, which the Content-Security-Policy refuses (the part would stay hidden).
 */
export function serverRendered<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  const part = preloadable(load);
  if (import.meta.env.SSR) serverRenderedLoads.push(part.preload);
  return part;
}

/** Awaited by the server renderer (entry-server.tsx) once the page's route modules are loaded. */
export const loadServerRenderedParts = () => Promise.all(serverRenderedLoads.map((load) => load()));
