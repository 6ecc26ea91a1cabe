import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../domain/shared/pagination.ts';
import type { Role } from '../../../domain/shared/roles.ts';
import { CASH_MESSAGES, MOVEMENTS_PAGE_SIZE, type MonthTotals, type Movement, type MovementQuery, type NewMovement } from '../../../domain/tasks/cash.ts';
import type { TaskState } from '../../../domain/tasks/lists.ts';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { Metrics } from '../../../domain/tasks/metrics.ts';
import {
  type AccountPersonInput,
  type MyTasks,
  SEARCH_MESSAGES,
  type StaffAccount,
  TASK_SEARCH_MIN,
  type TaskSearchHit,
  type TaskSearchQuery,
} from '../../../domain/tasks/search.ts';
import type {
  Board,
  BoardQuery,
  CommentInput,
  MoveInput,
  NewTask,
  OverdueTask,
  Project,
  ProjectFields,
  Summary,
  Task,
  TaskDetail,
  TaskGroup,
  TeamMember,
} from '../../../domain/tasks/task.ts';
import { api, toQuery } from '../../lib/api.ts';
import { toast } from '../../ui/toast.tsx';

/** Who may use the admin dashboard (admin always may). */
export const TASKS_ADMIN_ROLES = ['tareas_admin'] as const satisfies readonly Role[];

/** Everything of the tasks admin sits under this key (dropped on sign-out). */
export const TASKS_QUERY_KEY = ['tareas'] as const;
const BOARD_KEY = [...TASKS_QUERY_KEY, 'tablero'] as const;

const list = <T>(name: string, url: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...TASKS_QUERY_KEY, name, page, pageSize],
    queryFn: () => api.get<Page<T>>(`${url}${toQuery({ page, page_size: pageSize })}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useBoard = (filter: BoardQuery) =>
  useQuery({
    queryKey: [...BOARD_KEY, filter],
    queryFn: () => api.get<Board>(`/api/tareas/tablero${toQuery(filter as Record<string, string | undefined>)}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/**
 * One column's pages after the board's first ("Ver más", ADR 110): read only once asked for, and
 * read again with the board (it sits under the board's key).
 */
export const useColumnMore = (estado: TaskState, filter: BoardQuery, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...BOARD_KEY, 'columna', estado, filter],
    queryFn: ({ pageParam }) =>
      api.get<Page<Task>>(`/api/tareas/tablero/columna${toQuery({ ...(filter as Record<string, string | undefined>), estado, page: pageParam })}`),
    initialPageParam: 2,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled,
    staleTime: 0,
    meta: { errorTitle: TASK_MESSAGES.moreFailed },
  });

export const useSummary = () =>
  useQuery({ queryKey: [...TASKS_QUERY_KEY, 'resumen'], queryFn: () => api.get<Summary>('/api/tareas/resumen'), staleTime: 0, meta: { silent: true } });
export const useDone = (page: number, pageSize: number) => useQuery(list<Task>('historial', '/api/tareas/historial', page, pageSize));
export const useUrgent = (page: number, pageSize: number) => useQuery(list<Task>('urgentes', '/api/tareas/urgentes', page, pageSize));
export const useOverdue = (page: number, pageSize: number) => useQuery(list<OverdueTask>('vencidas', '/api/tareas/vencidas', page, pageSize));
export const useProjects = (page: number, pageSize: number) => useQuery(list<Project>('proyectos', '/api/tareas/proyectos', page, pageSize));
export const useGroups = (by: 'por-responsable' | 'por-proyecto') =>
  useQuery({ queryKey: [...TASKS_QUERY_KEY, by], queryFn: () => api.get<TaskGroup[]>(`/api/tareas/${by}`), staleTime: 0, meta: { silent: true } });
export const useTeam = () =>
  useQuery({ queryKey: [...TASKS_QUERY_KEY, 'equipo'], queryFn: () => api.get<TeamMember[]>('/api/tareas/equipo'), staleTime: 0, meta: { silent: true } });
export const useTaskDetail = (id: string) =>
  useQuery({ queryKey: [...TASKS_QUERY_KEY, 'detalle', id], queryFn: () => api.get<TaskDetail>(`/api/tareas/${id}`), staleTime: 0, meta: { silent: true } });

/** Any change to a task may change every view: drop them all (the public project list too). */
export function useInvalidateTasks() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: TASKS_QUERY_KEY }), client.invalidateQueries({ queryKey: ['tareas-publico'] })]);
}

/**
 * Moves a card: the board shows it in its new place at once (the caller passes the board as it
 * should look) and goes back if the server refuses. Toast 'Tarea actualizada' (spec §8).
 */
export function useMoveTask(filter: BoardQuery) {
  const client = useQueryClient();
  const invalidate = useInvalidateTasks();
  const key = [...BOARD_KEY, filter];
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: MoveInput; optimistic?: Board; undo?: () => void }) => api.post<Task>(`/api/tareas/${id}/mover`, move),
    onMutate: async ({ optimistic }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Board>(key);
      if (optimistic) client.setQueryData(key, optimistic);
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    // A task just closed can be reopened where it was from the toast (ADR 110).
    onSuccess: (_task, { undo }) =>
      undo ? toast.undoable(TASK_MESSAGES.markedDone, { label: TASK_MESSAGES.undo, onClick: undo }) : toast.success(TASK_MESSAGES.updated),
    onSettled: invalidate,
    meta: { errorTitle: TASK_MESSAGES.updateFailed },
  });
}

export function useUpdateTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({ id, fields, estado }: { id: string; fields: NewTask; estado?: MoveInput['estado'] | undefined }) =>
      api
        .put<TaskDetail>(`/api/tareas/${id}`, fields)
        .then((task) => (estado && estado !== task.estado ? api.post<Task>(`/api/tareas/${id}/mover`, { estado }) : task)),
    onSuccess: () => toast.success(TASK_MESSAGES.updated),
    onSettled: invalidate,
    meta: { errorTitle: TASK_MESSAGES.updateFailed },
  });
}

export function useAddComment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => api.post<TaskDetail>(`/api/tareas/${id}/comentarios`, input),
    onSuccess: (task) => client.setQueryData([...TASKS_QUERY_KEY, 'detalle', id], task),
    meta: { errorTitle: 'No se pudo agregar el comentario' },
  });
}

export function useSaveProject() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: string | undefined; fields: ProjectFields }) =>
      id ? api.put<Project>(`/api/tareas/proyectos/${id}`, fields) : api.post<Project>('/api/tareas/proyectos', fields),
    onSuccess: () => toast.success(TASK_MESSAGES.saved),
    onSettled: invalidate,
    meta: { errorTitle: TASK_MESSAGES.saveFailed },
  });
}

// Cash log and metrics

/** The movements, the latest 100 first, then older pages on demand ('Ver anteriores'). */
export const useMovements = (filter: MovementQuery) =>
  useInfiniteQuery({
    queryKey: [...TASKS_QUERY_KEY, 'movimientos', filter],
    queryFn: ({ pageParam }) => api.get<Page<Movement>>(`/api/tareas/movimientos${toQuery({ ...filter, page: pageParam, page_size: MOVEMENTS_PAGE_SIZE })}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useMovementTotals = (filter: Pick<MovementQuery, 'mes' | 'obra'>) =>
  useQuery({
    queryKey: [...TASKS_QUERY_KEY, 'movimientos-totales', filter],
    queryFn: () => api.get<MonthTotals>(`/api/tareas/movimientos/totales${toQuery({ ...filter })}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const movementsCsvUrl = (filter: MovementQuery) => `/api/tareas/movimientos/csv${toQuery({ ...filter })}`;

export const useMetrics = () =>
  useQuery({ queryKey: [...TASKS_QUERY_KEY, 'metricas'], queryFn: () => api.get<Metrics>('/api/tareas/metricas'), staleTime: 0, meta: { silent: true } });

/**
 * Records an income or expense: 'Ingreso registrado' / 'Egreso registrado' (spec §8), then the
 * Dashboard, Movimientos and Métricas read again (all under the tasks key).
 */
export function useCreateMovement() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (input: NewMovement) => api.post<Movement>('/api/tareas/movimientos', input),
    onSuccess: (movement) =>
      toast.success(movement.tipo === 'ingreso' ? CASH_MESSAGES.ingresoSaved : CASH_MESSAGES.egresoSaved, CASH_MESSAGES.savedDescription),
    onSettled: invalidate,
    meta: { errorTitle: CASH_MESSAGES.saveFailed },
  });
}

// Search and Mis tareas (ADR 135, 136)

/** Results of a search, page after page ("Ver más"); nothing is asked below TASK_SEARCH_MIN characters. */
export const useTaskSearch = (q: string) =>
  useInfiniteQuery({
    queryKey: [...TASKS_QUERY_KEY, 'buscar', q],
    queryFn: ({ pageParam }) => api.get<Page<TaskSearchHit>>(`/api/tareas/buscar${toQuery({ q, page: pageParam } satisfies TaskSearchQuery)}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: q.length >= TASK_SEARCH_MIN,
    staleTime: 0,
    meta: { silent: true },
  });

export const useMyTasks = () =>
  useInfiniteQuery({
    queryKey: [...TASKS_QUERY_KEY, 'mis-tareas'],
    queryFn: ({ pageParam }) => api.get<MyTasks>(`/api/tareas/mis-tareas${toQuery({ page: pageParam })}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.tareas.page * last.tareas.page_size < last.tareas.total ? last.tareas.page + 1 : undefined),
    staleTime: 0,
    meta: { silent: true },
  });

export const useStaffAccounts = (enabled: boolean) =>
  useQuery({
    queryKey: [...TASKS_QUERY_KEY, 'cuentas'],
    queryFn: () => api.get<StaffAccount[]>('/api/tareas/cuentas'),
    enabled,
    staleTime: 0,
    meta: { silent: true },
  });

export function useSetAccountPerson() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AccountPersonInput }) => api.put<StaffAccount>(`/api/tareas/cuentas/${id}/persona`, input),
    onSuccess: () => toast.success(TASK_MESSAGES.saved),
    onSettled: invalidate,
    meta: { errorTitle: SEARCH_MESSAGES.saveFailed },
  });
}
