import type { ComponentProps } from 'react';
import { dialogOnOpen } from '../../staff/dialog-on-open.tsx';
import type { ReasonDialog as ReasonDialogPart, WorkDialog as WorkDialogPart } from './request-dialogs.tsx';

// The board's dialogs (a reason to reject or cancel, «Crear obra»), fetched when first opened: they
// and the dialog kit they draw with were a sixth of the board's first download (ADR 146).
export const { Dialog: ReasonDialog } = dialogOnOpen<ComponentProps<typeof ReasonDialogPart>>(() =>
  import('./request-dialogs.tsx').then((m) => m.ReasonDialog),
);
export const { Dialog: WorkDialog } = dialogOnOpen<ComponentProps<typeof WorkDialogPart>>(() => import('./request-dialogs.tsx').then((m) => m.WorkDialog));
