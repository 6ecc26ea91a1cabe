import type { ComponentProps } from 'react';
import { dialogOnOpen } from '../../staff/dialog-on-open.tsx';
import type { OpeningBalancesDialog as OpeningBalancesDialogPart, VoidMovementDialog as VoidMovementDialogPart } from './cash-dialogs.tsx';
import type { MovementDialog as MovementDialogPart } from './movement-dialog.tsx';
import type { NewTaskDialog as NewTaskDialogPart } from './new-task-dialog.tsx';
import type { BudgetDialog as BudgetDialogPart, ProjectDialog as ProjectDialogPart } from './project-dialogs.tsx';
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
export const { Dialog: VoidMovementDialog } = dialogOnOpen<ComponentProps<typeof VoidMovementDialogPart>>(() =>
  import('./cash-dialogs.tsx').then((m) => m.VoidMovementDialog),
);
export const { Dialog: OpeningBalancesDialog } = dialogOnOpen<ComponentProps<typeof OpeningBalancesDialogPart>>(() =>
  import('./cash-dialogs.tsx').then((m) => m.OpeningBalancesDialog),
);
export const { Dialog: ProjectDialog } = dialogOnOpen<ComponentProps<typeof ProjectDialogPart>>(() =>
  import('./project-dialogs.tsx').then((m) => m.ProjectDialog),
);
export const { Dialog: BudgetDialog } = dialogOnOpen<ComponentProps<typeof BudgetDialogPart>>(() =>
  import('./project-dialogs.tsx').then((m) => m.BudgetDialog),
);
