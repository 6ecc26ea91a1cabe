import type { ComponentProps } from 'react';
import { dialogOnOpen } from '../../staff/dialog-on-open.tsx';
import type { MovementDialog as MovementDialogPart } from './movement-dialog.tsx';
import type { NewTaskDialog as NewTaskDialogPart } from './new-task-dialog.tsx';
import type { TaskDialog as TaskDialogPart } from './task-dialog.tsx';

// The tasks area's dialogs, fetched when first opened: with react-hook-form, zod and their
// sections they were half of every tab's first download (ADR 146).
export const { Dialog: TaskDialog } = dialogOnOpen<ComponentProps<typeof TaskDialogPart>>(() => import('./task-dialog.tsx').then((m) => m.TaskDialog));
export const { Dialog: NewTaskDialog } = dialogOnOpen<ComponentProps<typeof NewTaskDialogPart>>(() =>
  import('./new-task-dialog.tsx').then((m) => m.NewTaskDialog),
);
export const { Dialog: MovementDialog } = dialogOnOpen<ComponentProps<typeof MovementDialogPart>>(() =>
  import('./movement-dialog.tsx').then((m) => m.MovementDialog),
);
