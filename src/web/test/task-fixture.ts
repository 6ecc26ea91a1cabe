import type { Task } from '../../domain/tasks/task.ts';

/**
 * A task as the API returns it, for tests: an open Inbox task of Diego's, loaded by Belén, with no
 * project or due date; `fields` changes what a test is about. One fixture, so a new field of Task
 * is added to every task test at once.
 */
export function taskFixture(fields: Partial<Task> & Pick<Task, 'id'>): Task {
  return {
    titulo: fields.id,
    descripcion: null,
    proyecto_id: null,
    proyecto_nombre: null,
    responsable_nombre: 'Diego',
    creada_por_nombre: 'Belén',
    nivel_urgencia: 'Medio',
    prioridad: 'P2',
    fecha_limite: null,
    fecha_creacion: '2026-01-20T12:00:00.000Z',
    fecha_cierre: null,
    estado: 'Inbox',
    posicion: 0,
    ...fields,
  };
}
