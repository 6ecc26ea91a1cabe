import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, useEffect } from 'react';
import { cn } from './cn.ts';
import { useFocusReturn } from './focus-return.ts';
import { trackDialogToasts } from './toast.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;

/** Classes shared with AlertDialog: a dimmed backdrop. */
export const overlayClasses = 'fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-fade-in';

/**
 * Centred panel that fits a 360 px phone (12 px margin each side) and scrolls when its content
 * is taller than the screen. Shared with AlertDialog.
 */
export const panelClasses = cn(
  'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4',
  'max-h-[calc(100dvh-1.5rem)] overflow-y-auto overscroll-contain rounded-lg border border-border bg-white p-5 text-ink shadow-lg outline-none sm:p-6',
  'motion-safe:data-[state=open]:animate-pop-in',
);

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn(overlayClasses, className)} {...props} />;
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Shows the top-right close button (default true). */
  showCloseButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
};

/** Needs a `DialogTitle` inside (Radix logs an error otherwise); add `DialogDescription` or pass `aria-describedby={undefined}`. */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  closeLabel = 'Cerrar',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(panelClasses, className)} {...focusReturn} {...props}>
        <WhileOpen />
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600">
            <X aria-hidden className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}

/** Inside Radix's Content, which is mounted only while the dialog is open (this component's caller is mounted closed too). */
function WhileOpen() {
  useEffect(trackDialogToasts, []);
  return null;
}
