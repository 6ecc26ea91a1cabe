import { STAFF_SCREENS } from '../../../domain/mail/digest.ts';
import { formatDate } from '../../../domain/shared/date-format.ts';
import type { NewTask } from '../../../domain/tasks/task.ts';
import type { RenderedMail } from '../../platform/mail/layout.ts';
import { renderStaffAlert } from '../../platform/mail/staff-alert.ts';

/** The tasks admins' alert for a task from the public form (ADR 087): what, who asked, and the kanban. */
export function renderTaskAlert(task: NewTask, publicUrl: string): Promise<RenderedMail> {
  return renderStaffAlert({
    publicUrl,
    heading: 'Nueva tarea en el Inbox',
    intro: `${task.creada_por_nombre} cargó «${task.titulo}» desde el formulario público. Está en el Inbox del tablero.`,
    facts: [
      ['Tarea', task.titulo],
      ['Cargada por', task.creada_por_nombre],
      ['Responsable', task.responsable_nombre],
      ['Prioridad', task.prioridad],
      ['Urgencia', task.nivel_urgencia],
      ['Fecha límite', task.fecha_limite ? formatDate(`${task.fecha_limite}T12:00:00-03:00`) : 'Sin fecha'],
      ...(task.descripcion ? ([['Descripción', task.descripcion]] as const) : []),
    ],
    action: { path: STAFF_SCREENS.tasksKanban, label: 'Abrir el tablero de tareas' },
    reason: 'Te llega porque tu cuenta administra las tareas o es de administración.',
  });
}

export const taskAlertSubject = (task: NewTask) => `Nueva tarea: ${task.titulo}`;
