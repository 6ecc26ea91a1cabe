import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

/** What a form could not load (a list's options), said under the field it concerns, with 'Reintentar'. */
export function RetryNote({ children, onRetry, retrying, className }: { children: ReactNode; onRetry: () => void; retrying?: boolean; className?: string }) {
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-2 text-sm text-danger', className)}>
      <span>{children}</span>
      <Button type="button" size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
