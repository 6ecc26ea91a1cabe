import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { FORM_POSTS } from '../../../domain/shared/form-post.ts';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { ActiveProject, Task, TaskInput } from '../../../domain/tasks/task.ts';
import { ApiError, api } from '../../lib/api.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { paths } from '../../paths.ts';
import type { PageHandle } from '../../shared/page-handle.ts';
import { PostedForm, PostedFormError, PublicFormLayout } from '../../shared/posted-form.tsx';
import { usePostedForm } from '../../shared/ssr-state.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.tsx';
import { NEW_TASK_FIELDS, NewTaskFields } from './new-task-fields.tsx';

// The schema (and zod with it) loads on the first submit: this public page's first download stays
// light (the same rules run again on the server).
const loadRules = () => import('../../../domain/tasks/task.ts');

// Here rather than in ./api.ts: that module is shared with the admin screens, whose chunk
// (dialogs, forms, zod) this public page must not load.
const createTask = (input: TaskInput) => api.post<Task>('/api/tareas', input as Record<string, unknown>);
/** Active projects for the selector (spec §5: only active ones). */
const useActiveProjects = () =>
  useQuery({
    queryKey: ['tareas-publico', 'proyectos-activos'],
    queryFn: () => api.get<ActiveProject[]>('/api/tareas/proyectos-activos'),
    meta: { silent: true },
  });

const TITLE = 'Nueva tarea';
const DESCRIPTION = `Cargá una tarea de obra para el equipo de ${BRAND.firm}: responsable, prioridad, urgencia y fecha límite.`;

/** /tareas-parcela/nueva-tarea: anyone may load a task; it starts in Inbox (spec §5). */
function NewTaskPage() {
  const navigate = useNavigate();
  const projects = useActiveProjects();
  // Posted without JavaScript (ADR 100): the server drew this page with what was typed and its messages, or its success.
  const posted = usePostedForm('newTask');
  const typed = posted?.values ?? {};
  const { formRef, errors, showIssues, showApiError, clear, reset } = useFieldErrors(NEW_TASK_FIELDS, posted?.errors);
  const [sending, setSending] = useState(false);
  const headingId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setSending(true);
    try {
      const rules = await loadRules();
      const parsed = rules.taskInputSchema.safeParse(values);
      if (!parsed.success) return showIssues(parsed.error.issues);
      reset();
      await createTask(values as never);
      toast.success(TASK_MESSAGES.created);
      navigate(paths.tasks.home);
    } catch (error) {
      showApiError(error);
      // Spec §8: 'Error al crear tarea' with the server's message.
      toast.error(TASK_MESSAGES.createFailed, error instanceof ApiError ? error.message : 'Revisá tu conexión e intentá de nuevo.');
    } finally {
      setSending(false);
    }
  }

  return (
    <PublicFormLayout
      brand={<>Tareas de {BRAND.name}</>}
      backTo={paths.tasks.home}
      headingId={headingId}
      title={TITLE}
      intro="La tarea entra al Inbox del equipo. Los campos con * son obligatorios."
    >
      {posted?.sent && (
        <p role="status" className="mt-6 rounded-lg border border-success/25 bg-success-soft p-4 text-sm font-medium text-success">
          {TASK_MESSAGES.created}: «{posted.sent.titulo}». Podés cargar otra.
        </p>
      )}
      <PostedFormError message={posted?.formError} />
      <PostedForm
        formRef={formRef}
        action={FORM_POSTS.newTask}
        onSubmit={submit}
        className="mt-6 grid gap-5 rounded-lg border border-border bg-white p-4 sm:grid-cols-2 sm:p-6"
      >
        <NewTaskFields errors={errors} clear={clear} projects={projects.data} typed={typed} />
        <Button type="submit" size="lg" loading={sending} className="justify-self-start sm:col-span-2">
          {sending ? 'Guardando…' : 'Cargar tarea'}
        </Button>
      </PostedForm>
    </PublicFormLayout>
  );
}

export const Component = NewTaskPage;

/** Rendered on the server (docs/decisions/008), internal (it names the staff): noindex, out of the sitemap. */
export const handle: PageHandle = { meta: () => ({ title: TITLE, description: DESCRIPTION }), unlisted: true };
