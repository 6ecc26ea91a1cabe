import { Slot as SlotPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-4 rounded-lg border border-border bg-white py-5 text-ink shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 px-5', className)} {...props} />;
}

/** An `<h2>`; pass `asChild` with another heading (`<h3>`) to fit the page's outline. */
export function CardTitle({ className, asChild = false, ...props }: ComponentProps<'h2'> & { asChild?: boolean }) {
  const Comp = asChild ? SlotPrimitive.Slot : 'h2';
  return <Comp className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-2 px-5', className)} {...props} />;
}
