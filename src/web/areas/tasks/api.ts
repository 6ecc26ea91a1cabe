import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BRAND } from '../../../domain/brand.ts';
import type { Page } from '../../../domain/shared/pagination.ts';
import type { Role } from '../../../domain/shared/roles.ts';
import type { MonthTotals, Movement, MovementQuery, NewMovement } from '../../../domain/tasks/cash.ts';
import type { TaskState } from '../../../domain/tasks/lists.ts';
import { CASH_MESSAGES, MOVEMENTS_PAGE_SIZE, SEARCH_MESSAGES, TASK_MESSAGES, TASK_SEARCH_MIN } from '../../../domain/tasks/messages.ts';
import type { Metrics } from '../../../domain/tasks/metrics.ts';
import type { AccountPersonInput, MyTasks, StaffAccount, TaskSearchHit, TaskSearchQuery } from '../../../domain/tasks/search.ts';
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
import { api, apiRead, toQuery } from '../../lib/api.ts';
import { toast } from '../../ui/toast.tsx';

/** Who may use the admin dashboard (admin always may). */
export const TASKS_ADMIN_ROLES = ['tareas_admin'] as const satisfies readonly Role[];

/** Everything of the tasks admin sits under this key (dropped on sign-out). */
export const TASKS_QUERY_KEY = ['tareas'] as const;
/** After each tab's title in the browser tab (the server writes the same, ADR 146). */
export const TASKS_TAB_TITLE_SUFFIX = ` · Tareas de ${BRAND.name}`;
const BOARD_KEY = [...TASKS_QUERY_KEY, 'tablero'] as const;

const list = <T>(name: string, url: string, page: number, pageSize: number) =>
  queryOptions({
    ...apiRead<Page<T>>([...TASKS_QUERY_KEY, name, page, pageSize], `${url}${toQuery({ page, page_size: pageSize })}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const boardRead = (filter: BoardQuery) =>
  apiRead<Board>([...BOARD_KEY, filter], `/api/tareas/tablero${toQuery(filter as Record<string, string | undefined>)}`);
export const useBoard = (filter: BoardQuery) =>
  useQuery({
    ...boardRead(filter),
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

export const summaryRead = () => apiRead<Summary>([...TASKS_QUERY_KEY, 'resumen'], '/api/tareas/resumen');
export const useSummary = () => useQuery({ ...summaryRead(), staleTime: 0, meta: { silent: true } });
export const doneList = (page: number, pageSize: number) => list<Task>('historial', '/api/tareas/historial', page, pageSize);
export const urgentList = (page: number, pageSize: number) => list<Task>('urgentes', '/api/tareas/urgentes', page, pageSize);
export const overdueList = (page: number, pageSize: number) => list<OverdueTask>('vencidas', '/api/tareas/vencidas', page, pageSize);
export const useDone = (page: number, pageSize: number) => useQuery(doneList(page, pageSize));
export const useUrgent = (page: number, pageSize: number) => useQuery(urgentList(page, pageSize));
export const useOverdue = (page: number, pageSize: number) => useQuery(overdueList(page, pageSize));
export const projectsList = (page: number, pageSize: number) => list<Project>('proyectos', '/api/tareas/proyectos', page, pageSize);
export const useProjects = (page: number, pageSize: number) => useQuery(projectsList(page, pageSize));
export const groupsRead = (by: 'por-responsable' | 'por-proyecto') => apiRead<TaskGroup[]>([...TASKS_QUERY_KEY, by], `/api/tareas/${by}`);
export const useGroups = (by: 'por-responsable' | 'por-proyecto') => useQuery({ ...groupsRead(by), staleTime: 0, meta: { silent: true } });
export const teamRead = () => apiRead<TeamMember[]>([...TASKS_QUERY_KEY, 'equipo'], '/api/tareas/equipo');
export const useTeam = () => useQuery({ ...teamRead(), staleTime: 0, meta: { silent: true } });
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
const movementsPath = (filter: MovementQuery, page: number) => `/api/tareas/movimientos${toQuery({ ...filter, page, page_size: MOVEMENTS_PAGE_SIZE })}`;
/** The first page of the movements, as the server draws it (ADR 146). */
export const movementsRead = (filter: MovementQuery) => ({
  queryKey: [...TASKS_QUERY_KEY, 'movimientos', filter],
  initialPageParam: 1,
  path: movementsPath(filter, 1),
});
export const useMovements = (filter: MovementQuery) =>
  useInfiniteQuery({
    queryKey: movementsRead(filter).queryKey,
    queryFn: ({ pageParam }) => api.get<Page<Movement>>(movementsPath(filter, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const movementTotalsRead = (filter: Pick<MovementQuery, 'mes' | 'obra'>) =>
  apiRead<MonthTotals>([...TASKS_QUERY_KEY, 'movimientos-totales', filter], `/api/tareas/movimientos/totales${toQuery({ ...filter })}`);
export const useMovementTotals = (filter: Pick<MovementQuery, 'mes' | 'obra'>) =>
  useQuery({
    ...movementTotalsRead(filter),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const movementsCsvUrl = (filter: MovementQuery) => `/api/tareas/movimientos/csv${toQuery({ ...filter })}`;

export const metricsRead = () => apiRead<Metrics>([...TASKS_QUERY_KEY, 'metricas'], '/api/tareas/metricas');
export const useMetrics = () => useQuery({ ...metricsRead(), staleTime: 0, meta: { silent: true } });

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

const myTasksPath = (page: number) => `/api/tareas/mis-tareas${toQuery({ page })}`;
/** The first page of Mis tareas, as the server draws it (ADR 146). */
export const myTasksRead = () => ({ queryKey: [...TASKS_QUERY_KEY, 'mis-tareas'], initialPageParam: 1, path: myTasksPath(1) });
export const useMyTasks = () =>
  useInfiniteQuery({
    queryKey: myTasksRead().queryKey,
    queryFn: ({ pageParam }) => api.get<MyTasks>(myTasksPath(pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.tareas.page * last.tareas.page_size < last.tareas.total ? last.tareas.page + 1 : undefined),
    staleTime: 0,
    meta: { silent: true },
  });

export const staffAccountsRead = () => apiRead<StaffAccount[]>([...TASKS_QUERY_KEY, 'cuentas'], '/api/tareas/cuentas');
export const useStaffAccounts = (enabled: boolean) =>
  useQuery({
    ...staffAccountsRead(),
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
