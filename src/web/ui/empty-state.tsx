import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** A lucide icon, e.g. `<Inbox />`; it is hidden from screen readers. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link offering the next step. */
  action?: ReactNode;
};

/** What a list shows when it has nothing to show. */
export function EmptyState({ icon, title, description, action, className, ...props }: EmptyStateProps) {
  return (
    <div
      className={cn('flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border px-6 py-10 text-center', className)}
      {...props}
    >
      {icon && (
        <div aria-hidden className="mb-1 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-6">
          {icon}
        </div>
      )}
      <p className="font-semibold text-ink">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
