import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Board, BoardQuery, BoardRequest, TransitionInput } from '../../../domain/requests/request.ts';
import { api, toQuery } from '../../lib/api.ts';

export const BOARD_QUERY_KEY = ['solicitudes', 'tablero'] as const;

/** Both CRM users see the same board: it refreshes every 30 s and when the tab regains focus (ADR 060). */
export const BOARD_REFRESH_MS = 30_000;

export const boardQueryOptions = (filter: BoardQuery) =>
  queryOptions({
    queryKey: [...BOARD_QUERY_KEY, filter],
    queryFn: () =>
      api.get<Board>(
        `/api/solicitudes${toQuery({ q: filter.q, sucursal: filter.sucursal, tipo_servicio: filter.tipo_servicio, finalizadas: filter.finalizadas as number | undefined })}`,
      ),
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

export function useMoveRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TransitionInput & { id: string }) => api.post<BoardRequest>(`/api/solicitudes/${id}/transiciones`, body),
    // Moved or refused (someone else moved it first), the board is read again.
    onSettled: () => client.invalidateQueries({ queryKey: BOARD_QUERY_KEY }),
    meta: { silent: true },
  });
}
