import { cn } from './cn.ts';

/** A labelled progress bar (native <progress>, so screen readers announce it); value 0–1. */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex justify-between text-sm text-muted">
        <span>{label}</span>
        <span aria-hidden>{percent}%</span>
      </div>
      <progress
        value={percent}
        max={100}
        aria-label={label}
        className="h-2 w-full overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:bg-brand-700"
      />
    </div>
  );
}
