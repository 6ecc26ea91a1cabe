import { type ComponentProps, type ComponentType, Suspense } from 'react';
import { preloadable } from '../../lib/preloadable.ts';
import type { MovementDialog as MovementDialogPart } from './movement-dialog.tsx';
import type { NewTaskDialog as NewTaskDialogPart } from './new-task-dialog.tsx';
import type { TaskDialog as TaskDialogPart } from './task-dialog.tsx';

/**
 * The tasks area's dialogs, fetched when first opened: with react-hook-form, zod and their
 * sections they were half of every tab's first download, evaluated before the tab could answer a
 * tap (ADR 146). Until a dialog's code is in, a line says it is opening.
 */
function onOpen<P extends object>(load: () => Promise<ComponentType<P>>) {
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

export const { Dialog: TaskDialog } = onOpen<ComponentProps<typeof TaskDialogPart>>(() => import('./task-dialog.tsx').then((m) => m.TaskDialog));
export const { Dialog: NewTaskDialog } = onOpen<ComponentProps<typeof NewTaskDialogPart>>(() => import('./new-task-dialog.tsx').then((m) => m.NewTaskDialog));
export const { Dialog: MovementDialog } = onOpen<ComponentProps<typeof MovementDialogPart>>(() =>
  import('./movement-dialog.tsx').then((m) => m.MovementDialog),
);
