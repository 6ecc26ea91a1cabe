import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquare } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { ASSIGNABLE_PEOPLE, TASK_PRIORITIES, TASK_STATES, TASK_URGENCIES, type TaskState } from '../../../domain/tasks/lists.ts';
import { daysOpen } from '../../../domain/tasks/rules.ts';
import { commentInputSchema, type Task, type TaskDetail, taskInputSchema } from '../../../domain/tasks/task.ts';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { LoadingRows } from '../../staff/query-states.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useAddComment, useProjects, useTaskDetail, useUpdateTask } from './api.ts';
import { ChecklistSection } from './checklist-section.tsx';
import { PhotosSection } from './photos-section.tsx';
import { RecurrenceSection } from './recurrence-section.tsx';
import { daysLabel } from './task-bits.tsx';
import { TaskDetailSection } from './task-detail-section.tsx';

type FormInput = z.input<typeof taskInputSchema>;
type FormOutput = z.output<typeof taskInputSchema>;

const fromTask = (task: Task): FormInput => ({
  titulo: task.titulo,
  responsable_nombre: task.responsable_nombre as FormInput['responsable_nombre'],
  creada_por_nombre: task.creada_por_nombre,
  prioridad: task.prioridad,
  nivel_urgencia: task.nivel_urgencia,
  fecha_limite: task.fecha_limite ?? '',
  descripcion: task.descripcion ?? '',
  proyecto_id: task.proyecto_id ?? 'ninguno',
});

/** A card's detail: every field, the estado, and the comments (spec: "a card opens a detail dialog"). */
export function TaskDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(taskInputSchema), defaultValues: fromTask(task) });
  const [estado, setEstado] = useState<TaskState>(task.estado);
  const update = useUpdateTask();
  const projects = useProjects(1, 100);
  const { errors } = form.formState;

  async function submit(fields: FormOutput) {
    await update.mutateAsync({ id: task.id, fields, estado });
    onClose();
  }

  return (
    <FormDialog
      title={task.titulo}
      description={`Creada por ${task.creada_por_nombre} · abierta hace ${daysLabel(daysOpen(task, new Date()))}`}
      submitLabel="Guardar cambios"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      className="sm:max-w-2xl"
      formClassName="grid gap-4 sm:grid-cols-2"
      after={
        <>
          <RecurrenceSection taskId={task.id} fechaLimite={task.fecha_limite} />
          <ChecklistSection taskId={task.id} />
          <PhotosSection taskId={task.id} />
          <Comments taskId={task.id} />
        </>
      }
    >
      <Field label="Título" required error={errors.titulo?.message} className="sm:col-span-2">
        <Input {...form.register('titulo')} />
      </Field>
      <Field label="Estado" required>
        <NativeSelect value={estado} onChange={(e) => setEstado(e.target.value as TaskState)} options={TASK_STATES} />
      </Field>
      <Field label="Responsable" required error={errors.responsable_nombre?.message}>
        <NativeSelect {...form.register('responsable_nombre')} options={ASSIGNABLE_PEOPLE} />
      </Field>
      <Field label="Creada por" required error={errors.creada_por_nombre?.message}>
        <Input {...form.register('creada_por_nombre')} />
      </Field>
      <Field label="Fecha límite" required error={errors.fecha_limite?.message}>
        <Input type="date" {...form.register('fecha_limite')} />
      </Field>
      <Field label="Prioridad" required error={errors.prioridad?.message}>
        <NativeSelect {...form.register('prioridad')} options={TASK_PRIORITIES} />
      </Field>
      <Field label="Urgencia" required error={errors.nivel_urgencia?.message}>
        <NativeSelect {...form.register('nivel_urgencia')} options={TASK_URGENCIES} />
      </Field>
      <Field label="Proyecto" error={errors.proyecto_id?.message} className="sm:col-span-2">
        <NativeSelect {...form.register('proyecto_id')}>
          <option value="ninguno">Ninguno</option>
          {task.proyecto_id && !projects.data?.items.some((p) => p.id === task.proyecto_id) && <option value={task.proyecto_id}>{task.proyecto_nombre}</option>}
          {projects.data?.items.map((p) => (
            <option key={p.id} value={p.id}>
              {p.estado === 'Activo' ? p.nombre : `${p.nombre} (${p.estado})`}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Descripción" error={errors.descripcion?.message} className="sm:col-span-2">
        <Textarea rows={3} {...form.register('descripcion')} />
      </Field>
    </FormDialog>
  );
}

function Comments({ taskId }: { taskId: string }) {
  const detail = useTaskDetail(taskId);
  const add = useAddComment(taskId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = commentInputSchema.safeParse({ texto: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await add.mutateAsync(parsed.data);
    setText('');
  }

  return (
    <TaskDetailSection icon={MessageSquare} heading="Comentarios">
      {detail.isPending ? <LoadingRows rows={2} /> : <CommentList comments={detail.data?.comentarios ?? []} />}
      <form noValidate onSubmit={submit} className="grid gap-2">
        <Field label="Nuevo comentario" error={error}>
          <Textarea rows={2} value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Button type="submit" variant="outline" size="sm" loading={add.isPending} className="justify-self-start">
          Agregar comentario
        </Button>
      </form>
    </TaskDetailSection>
  );
}

function CommentList({ comments }: { comments: TaskDetail['comentarios'] }) {
  if (comments.length === 0) return <p className="text-sm text-muted">Todavía no hay comentarios.</p>;
  return (
    <ul className="grid max-h-48 gap-2 overflow-y-auto">
      {comments.map((c) => (
        <li key={c.id} className="rounded-md bg-surface p-2 text-sm">
          <p className="whitespace-pre-line text-ink">{c.texto}</p>
          <p className="text-xs text-muted">
            {c.autor} · {formatDateTime(c.created_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}
