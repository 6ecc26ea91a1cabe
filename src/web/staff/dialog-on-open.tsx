import { type ComponentType, Suspense } from 'react';
import { preloadable } from '../lib/preloadable.ts';

/**
 * A staff dialog whose code is fetched when it is first opened (ADR 146): dialogs and the form kit
 * they draw with were a large part of a screen's first download, evaluated before it could answer
 * a tap. Until the code is in, a line says it is opening. `preload` fetches it ahead (on a
 * pointer or focus reaching the button that opens it).
 */
export function dialogOnOpen<P extends object>(load: () => Promise<ComponentType<P>>) {
  const { Component, preload } = preloadable(load);
  function Dialog(props: P) {
    return (
      <Suspense
        fallback={
          <p role="status" className="fixed inset-x-0 bottom-4 z-50 mx-auto w-fit rounded-md bg-ink px-3 py-2 text-sm text-white shadow">
            Abriendo…
          </p>
        }
      >
        <Component {...props} />
      </Suspense>
    );
  }
  return { Dialog, preload };
}
