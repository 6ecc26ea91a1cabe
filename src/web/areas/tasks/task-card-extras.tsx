import { ListChecks, Repeat } from 'lucide-react';
import { checklistProgress } from '../../../domain/tasks/rules.ts';
import type { Task } from '../../../domain/tasks/task.ts';

/** A card's checklist progress ("3/5") and its "Repite cada…" line (ADRs 115, 116); nothing when it has neither. */
export function TaskCardExtras({ task }: { task: Task }) {
  const progress = task.checklist ? checklistProgress(task.checklist.hechos, task.checklist.total) : null;
  if (!progress && !task.repite) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
      {progress && (
        <span className="inline-flex items-center gap-1">
          <ListChecks aria-hidden className="size-3.5" />
          <span className="sr-only">Lista: </span>
          {progress}
        </span>
      )}
      {task.repite && (
        <span className="inline-flex min-w-0 items-center gap-1">
          <Repeat aria-hidden className="size-3.5 shrink-0" />
          <span className="min-w-0 break-words">{task.repite}</span>
        </span>
      )}
    </div>
  );
}
