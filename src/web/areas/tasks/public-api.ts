import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '../../../domain/shared/roles.ts';
import type { ActiveProject, Task, TaskInput } from '../../../domain/tasks/task.ts';
import { api } from '../../lib/api.ts';

// Apart from ./api.ts: the public pages (new task, login) must not load the admin screens' module.

/** Active projects for the new-task form's selector (spec §5: only active ones). */
export const activeProjectsQueryOptions = () =>
  queryOptions({
    queryKey: ['tareas-publico', 'proyectos-activos'],
    queryFn: () => api.get<ActiveProject[]>('/api/tareas/proyectos-activos'),
    meta: { silent: true },
  });
export const useActiveProjects = () => useQuery(activeProjectsQueryOptions());

export const createTask = (input: TaskInput) => api.post<Task>('/api/tareas', input as Record<string, unknown>);

interface DemoAccount {
  username: string;
  password: string;
  name: string;
  roles: Role[];
}

/** The quick-access accounts of the tasks login: only while demo accounts exist (DESIGN.md §4). */
export const useTaskDemoAccounts = (enabled: boolean) =>
  useQuery({
    queryKey: ['demo', 'cuentas'],
    queryFn: () => api.get<DemoAccount[]>('/api/demo/cuentas'),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
    select: (accounts) => accounts.filter((a) => a.roles.includes('tareas_admin') || a.roles.includes('tareas_cliente')),
  });
