import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot as SlotPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium transition-[color,background-color,border-color,box-shadow]',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
        secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
        outline: 'border border-input bg-white text-ink shadow-sm hover:bg-surface',
        ghost: 'text-ink hover:bg-brand-50',
        destructive: 'bg-danger text-white shadow-sm hover:bg-danger/90 focus-visible:outline-danger',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        // min-h, not h: a wrapping label grows the button instead of spilling out of it.
        sm: 'min-h-9 px-3 text-sm',
        default: 'min-h-10 px-4 text-sm',
        lg: 'min-h-11 px-6 text-base',
        icon: 'size-10',
      },
      /** `wrap`: a long label breaks into lines inside a narrow card or column instead of overflowing it. */
      wrap: {
        false: 'whitespace-nowrap',
        true: 'whitespace-normal py-1.5 text-center',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', wrap: false },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (a link, say) with the button's look instead of a `<button>`. */
    asChild?: boolean;
    /** Disables the button and shows a spinner before its text (ignored with `asChild`). */
    loading?: boolean;
  };

export function Button({ className, variant, size, wrap, asChild = false, loading = false, disabled, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, wrap }), className);
  if (asChild) {
    return (
      <SlotPrimitive.Slot className={classes} {...props}>
        {children}
      </SlotPrimitive.Slot>
    );
  }
  return (
    <button className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading && <LoaderCircle aria-hidden className="animate-spin" />}
      {children}
    </button>
  );
}
