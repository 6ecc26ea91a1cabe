import { type ComponentProps, type ComponentType, Suspense } from 'react';
import { preloadable } from '../../lib/preloadable.ts';
import type { ReasonDialog as ReasonDialogPart, WorkDialog as WorkDialogPart } from './request-dialogs.tsx';

/**
 * The board's dialogs (a reason to reject or cancel, «Crear obra»), fetched when first opened: they
 * and the dialog kit they draw with were a sixth of the board's first download, evaluated before it
 * could answer a tap (ADR 146). Until a dialog's code is in, a line says it is opening.
 */
function onOpen<P extends object>(load: () => Promise<ComponentType<P>>) {
  const { Component } = preloadable(load);
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
  return Dialog;
}

export const ReasonDialog = onOpen<ComponentProps<typeof ReasonDialogPart>>(() => import('./request-dialogs.tsx').then((m) => m.ReasonDialog));
export const WorkDialog = onOpen<ComponentProps<typeof WorkDialogPart>>(() => import('./request-dialogs.tsx').then((m) => m.WorkDialog));
