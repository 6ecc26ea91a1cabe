import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export const alertVariants = cva(
  [
    'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm',
    'has-[>svg]:grid-cols-[1rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-white text-ink [&>svg]:text-brand-700',
        destructive: 'border-danger/30 bg-danger-soft text-danger [&>svg]:text-danger',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/** A box of information; the destructive one is announced (`role="alert"`). An optional lucide icon goes first. */
export function Alert({ className, variant, role, ...props }: AlertProps) {
  return <div role={role ?? (variant === 'destructive' ? 'alert' : undefined)} className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('col-start-2 font-semibold leading-snug', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('col-start-2 text-sm [&_p]:leading-relaxed', className)} {...props} />;
}
