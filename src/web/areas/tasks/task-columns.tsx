import type { Task } from '../../../domain/tasks/task.ts';
import type { Column } from '../../staff/data-table.tsx';
import { Button } from '../../ui/button.tsx';

/** The «Ver» column of a task table, which opens the task: one piece, so every task list opens a task alike. */
export function openTaskColumn<T extends Task>(onOpen: (task: T) => void): Column<T> {
  return {
    header: 'Acciones',
    card: 'actions',
    cell: (t) => (
      <Button variant="outline" size="sm" onClick={() => onOpen(t)}>
        Ver <span className="sr-only">{t.titulo}</span>
      </Button>
    ),
  };
}
