import { type ReactNode, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../lib/api.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { showFieldError } from './field-errors.ts';

export interface FormDialogProps<TInput extends FieldValues, TOutput> {
  title: ReactNode;
  description: ReactNode;
  submitLabel: string;
  /** 'Cancelar' unless said otherwise (e.g. 'Cerrar' once there is nothing left to cancel). */
  cancelLabel?: string;
  /** The react-hook-form of the fields (its resolver is the domain's zod schema). */
  form: UseFormReturn<TInput, unknown, TOutput>;
  /**
   * Saves the checked values. A rejection with an ApiError naming one of the form's fields puts
   * its message under that field; any other ApiError is left to the query client's toast.
   */
  onSubmit: (values: TOutput) => Promise<unknown>;
  onClose: () => void;
  /** Open while mounted unless controlled here. */
  open?: boolean;
  /** The form's fields. */
  children: ReactNode;
  /** Shown between the fields and the buttons, outside the form (a value history, an image manager). */
  after?: ReactNode;
  /** Classes of the dialog panel (e.g. `sm:max-w-2xl`) and of the form (its grid). */
  className?: string;
  formClassName?: string;
}

/** A staff edit dialog: title, description, the form, then Cancelar and the submit button (busy while saving). */
export function FormDialog<TInput extends FieldValues, TOutput>({
  title,
  description,
  submitLabel,
  cancelLabel = 'Cancelar',
  form,
  onSubmit,
  onClose,
  open = true,
  children,
  after,
  className,
  formClassName = 'grid gap-4',
}: FormDialogProps<TInput, TOutput>) {
  const formId = useId();
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showFieldError(form, error);
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form id={formId} noValidate onSubmit={submit} className={formClassName}>
          {children}
        </form>
        {after}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
