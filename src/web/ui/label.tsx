import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * A native <label>: Radix's Label only adds "no text selection on double click", and costs public
 * pages ~11 kB on the wire (its Primitive/Slot chain) — the land and request forms render labels.
 */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: htmlFor (or a nested control) comes with the props.
  return <label className={cn('text-sm font-medium leading-snug text-ink peer-disabled:cursor-not-allowed peer-disabled:opacity-60', className)} {...props} />;
}
