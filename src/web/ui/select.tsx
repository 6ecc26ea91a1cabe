import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { controlClasses } from './input.tsx';

export type NativeSelectProps = ComponentProps<'select'> & {
  /** Classes for the wrapper that positions the chevron (width, margins). */
  containerClassName?: string;
  /** A fixed list of choices, each its own value and label (instead of `<option>` children). */
  options?: readonly string[];
  /** With `options`: a first, disabled "Elegí…" choice with the empty value. */
  placeholder?: string;
};

/** A styled native `<select>`: the phone's own picker, works with `register()` as is. */
export function NativeSelect({ className, containerClassName, options, placeholder, children, ...props }: NativeSelectProps) {
  return (
    <div className={cn('relative w-full', containerClassName)}>
      <select className={cn(controlClasses, 'h-10 appearance-none py-2 pr-9', className)} {...props}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
    </div>
  );
}
