import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A grey placeholder block; hidden from screen readers (announce loading with a Spinner or text). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('rounded-md bg-border/60 motion-safe:animate-pulse', className)} {...props} />;
}
