import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import { type ActiveProject, type Task, type TaskInput, taskInputSchema } from '../../../domain/tasks/task.ts';
import { api } from '../../lib/api.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast.tsx';
import { TASKS_QUERY_KEY } from './api.ts';
import { NEW_TASK_FIELDS, NewTaskFields } from './new-task-fields.tsx';

/**
 * "Nueva tarea" inside the dashboard: the public form's fields and schema, sent to the staff route
 * (POST /api/tareas/desde-panel, no per-address limit). The task lands on top of Inbox (ADR 111).
 */
export function NewTaskDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const projects = useQuery({
    queryKey: [...TASKS_QUERY_KEY, 'proyectos-activos'],
    queryFn: () => api.get<ActiveProject[]>('/api/tareas/proyectos-activos'),
    meta: { silent: true },
  });
  const { formRef, errors, showIssues, showApiError, clear, reset } = useFieldErrors(NEW_TASK_FIELDS);
  const [open, setOpen] = useState(true);
  const create = useMutation({
    mutationFn: (input: TaskInput) => api.post<Task>('/api/tareas/desde-panel', input as Record<string, unknown>),
    onSuccess: () => toast.success(TASK_MESSAGES.created),
    onSettled: () => client.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
    meta: { silent: true },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = taskInputSchema.safeParse(values);
    if (!parsed.success) return showIssues(parsed.error.issues);
    reset();
    try {
      await create.mutateAsync(values as never);
      setOpen(false);
    } catch (error) {
      showApiError(error);
      toast.error(TASK_MESSAGES.createFailed, error instanceof Error ? error.message : undefined);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && setOpen(false)}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onClose}>
        <DialogHeader>
          <DialogTitle>Nueva tarea</DialogTitle>
          <DialogDescription>Entra arriba del Inbox. Los campos con * son obligatorios.</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <NewTaskFields errors={errors} clear={clear} projects={projects.data} />
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? 'Guardando…' : 'Crear tarea'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
