import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** Classes shared by text-like controls (input, textarea, native select, select trigger). */
export const controlClasses = cn(
  'w-full min-w-0 rounded-md border border-input bg-white px-3 text-base text-ink shadow-xs transition-colors sm:text-sm',
  'placeholder:text-subtle',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600',
  'disabled:cursor-not-allowed disabled:bg-surface disabled:opacity-60',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(controlClasses, 'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-sm file:text-ink', className)}
      {...props}
    />
  );
}
