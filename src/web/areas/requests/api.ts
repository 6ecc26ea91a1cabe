import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityEntry,
  Board,
  BoardQuery,
  BoardRequest,
  NoteInput,
  Owner,
  OwnerInput,
  TransitionInput,
  UndoInput,
  VisitInput,
  WorkInput,
} from '../../../domain/requests/request.ts';
import type { Page } from '../../../domain/shared/pagination.ts';
import { api, apiRead, toQuery } from '../../lib/api.ts';

export const BOARD_QUERY_KEY = ['solicitudes', 'tablero'] as const;

/** Both CRM users see the same board: it refreshes every 30 s and when the tab regains focus (ADR 060). */
export const BOARD_REFRESH_MS = 30_000;

type Params = Record<string, string | number | undefined>;

/** The board of `filter`: its key and address, for the hook and for the page the server draws (ADR 146). */
export const boardRead = (filter: BoardQuery) => apiRead<Board>([...BOARD_QUERY_KEY, filter], `/api/solicitudes${toQuery(filter as Params)}`);

export const boardQueryOptions = (filter: BoardQuery) =>
  queryOptions({
    ...boardRead(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: BOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
    // The board shows 'No se pudieron cargar las solicitudes' with a retry itself.
    meta: { silent: true },
  });

export function useBoard(filter: BoardQuery) {
  return useQuery(boardQueryOptions(filter));
}

/** The CRM accounts a request may be given to (the owner filter and each card's selector). */
export const ownersRead = () => apiRead<Owner[]>(['solicitudes', 'responsables'], '/api/solicitudes/responsables');
export function useOwners() {
  return useQuery({ ...ownersRead(), staleTime: 5 * 60_000 });
}

/** A request's whole activity, one page at a time (the card carries the newest few). */
export function useActivity(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['solicitudes', 'actividad', id, page],
    queryFn: () => api.get<Page<ActivityEntry>>(`/api/solicitudes/${id}/actividad${toQuery({ page, page_size: 20 })}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every change to a request reads the board (and its activity) again, done or refused. */
function useRequestMutation<TInput>(call: (input: TInput) => Promise<BoardRequest>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: ['solicitudes'] }),
    meta: { silent: true },
  });
}

export const useMoveRequest = () =>
  useRequestMutation(({ id, ...body }: TransitionInput & { id: string }) => api.post<BoardRequest>(`/api/solicitudes/${id}/transiciones`, body));
export const useUndoMove = () =>
  useRequestMutation(({ id, ...body }: UndoInput & { id: string }) => api.post<BoardRequest>(`/api/solicitudes/${id}/deshacer`, body));
export const useSetOwner = () =>
  useRequestMutation(({ id, ...body }: OwnerInput & { id: string }) => api.put<BoardRequest>(`/api/solicitudes/${id}/responsable`, body));
export const useAddNote = () =>
  useRequestMutation(({ id, ...body }: NoteInput & { id: string }) => api.post<BoardRequest>(`/api/solicitudes/${id}/notas`, body));
export const useSetVisit = () =>
  useRequestMutation(({ id, ...body }: VisitInput & { id: string }) => api.put<BoardRequest>(`/api/solicitudes/${id}/visita`, body));
export const useCreateWork = () =>
  useRequestMutation(({ id, ...body }: WorkInput & { id: string }) => api.post<BoardRequest>(`/api/solicitudes/${id}/obra`, body));
