import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export type TableProps = ComponentProps<'table'> & {
  /** Classes for the scrolling wrapper. */
  containerClassName?: string;
};

/**
 * Wide tables scroll sideways on a phone. The wrapper is focusable so keyboard users can scroll
 * it too (axe rule scrollable-region-focusable).
 */
export function Table({ className, containerClassName, ...props }: TableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <div tabIndex={0} className={cn('relative w-full overflow-x-auto rounded-md', containerClassName)}>
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b [&_tr]:border-border', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border transition-colors hover:bg-surface data-[state=selected]:bg-brand-50', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return <th className={cn('h-10 whitespace-nowrap px-3 text-left align-middle font-medium text-muted', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}
