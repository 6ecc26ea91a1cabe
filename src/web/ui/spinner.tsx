import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** Spinning loader announced to screen readers as "Cargando" (or the given `aria-label`). Size it with `className="size-6"`. */
export function Spinner({ className, 'aria-label': label = 'Cargando', ...props }: ComponentProps<'span'>) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex size-5 text-brand-700', className)} {...props}>
      <LoaderCircle aria-hidden className="size-full animate-spin" />
    </span>
  );
}
