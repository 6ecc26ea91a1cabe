import type { Project } from '../../domain/tasks/task.ts';

/** A project as the API returns it, for tests: active, no description or start date, no tasks yet. */
export function projectFixture(fields: Partial<Project> & Pick<Project, 'id' | 'nombre'>): Project {
  return {
    descripcion: null,
    estado: 'Activo',
    fecha_inicio: null,
    total: 0,
    hechas: 0,
    progreso: 0,
    ...fields,
  };
}
