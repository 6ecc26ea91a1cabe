import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';

export interface FormDialogProps {
  title: ReactNode;
  description: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
  /** Shown below the form, inside the dialog (e.g. a value history). */
  after?: ReactNode;
}

/** The admin's edit dialogs: always open while mounted, a form with Cancelar and its submit button. */
export function FormDialog({ title, description, submitLabel, pending, onSubmit, onClose, children, after }: FormDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
        {after}
      </DialogContent>
    </Dialog>
  );
}
