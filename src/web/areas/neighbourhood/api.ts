import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BarrioPage } from '../../../domain/neighbourhood/barrio-page.ts';
import type { BarrioValue } from '../../../domain/neighbourhood/barrio-values.ts';
import type { CommentBody, LikeResult, PublicComment } from '../../../domain/neighbourhood/comments.ts';
import type { ContentLogEntry } from '../../../domain/neighbourhood/content-log.ts';
import type { ValueHistory } from '../../../domain/valuation/history.ts';
import { ApiError, api, toQuery } from '../../lib/api.ts';
import { toast } from '../../ui/toast.tsx';

export const barrioValuesQueryOptions = () =>
  queryOptions({
    queryKey: ['valores-barrios'],
    queryFn: () => api.get<BarrioValue[]>('/api/valores-barrios'),
    meta: { errorMessage: 'No se pudieron cargar los datos' },
  });
export const useBarrioValues = () => useQuery(barrioValuesQueryOptions());

/** /barrios/:slug's own data (GET /api/valores-barrios/:slug; 404 for an unknown or inactive barrio). */
export const barrioPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['barrio', 'pagina', slug],
    queryFn: () => api.get<BarrioPage>(`/api/valores-barrios/${encodeURIComponent(slug)}`),
    // A 404 the server embedded in the page is final: no second request for it on mount.
    retryOnMount: false,
    // The page says it (not found, or the error with 'Reintentar').
    meta: { silent: true },
  });

/** Each barrio's value over the last 12 months (GET /api/barrios/historial, rendered with the page). */
export const barrioHistoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['valuation', 'historial-barrios'],
    queryFn: () => api.get<{ barrio_id: string; historial: ValueHistory }[]>('/api/barrios/historial'),
    // The pages say it themselves, once, with 'Reintentar'.
    meta: { silent: true },
  });

export const commentsQueryOptions = (barrio: string) =>
  queryOptions({
    queryKey: ['comentarios', barrio],
    queryFn: () => api.get<PublicComment[]>(`/api/comentarios${toQuery({ barrio })}`),
    // Likes change often; a reopened dialog shows fresh counts.
    staleTime: 0,
    meta: { errorMessage: 'No se pudieron cargar los comentarios' },
  });
export const useComments = (barrio: string | null) => useQuery({ ...commentsQueryOptions(barrio ?? ''), enabled: barrio !== null });

export const contentLogQueryOptions = () =>
  queryOptions({
    queryKey: ['bitacora'],
    queryFn: () => api.get<ContentLogEntry[]>('/api/bitacora'),
    staleTime: 0,
    meta: { errorMessage: 'No se pudo cargar la bitácora' },
  });
export const useContentLog = (enabled: boolean) => useQuery({ ...contentLogQueryOptions(), enabled });

export function usePostComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody) => api.post<PublicComment>('/api/comentarios', body),
    onSuccess: (comment) => {
      toast.success('¡Comentario enviado!', 'Gracias por tu aporte a la comunidad');
      client.invalidateQueries({ queryKey: ['comentarios', comment.barrio_nombre] });
      client.invalidateQueries({ queryKey: ['bitacora'] });
      // The barrio pages list the latest comments and the suggestions' range.
      client.invalidateQueries({ queryKey: ['barrio'] });
    },
    // A rate limit says when to try again; anything else reads as the spec's message.
    onError: (error) => toast.error('Error', error instanceof ApiError && error.status === 429 ? error.message : 'No se pudo enviar el comentario'),
    meta: { silent: true },
  });
}

export function useToggleLike(barrio: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      like ? api.post<LikeResult>(`/api/comentarios/${id}/like`) : api.delete<LikeResult>(`/api/comentarios/${id}/like`),
    onSuccess: (result) => {
      client.setQueryData<PublicComment[]>(commentsQueryOptions(barrio).queryKey, (list) =>
        list?.map((c) => (c.id === result.id ? { ...c, total_likes: result.total_likes, liked: result.liked } : c)),
      );
    },
    // A refusal (no visitor cookie, the per-address cap, a rate limit) says why; anything else reads as the spec's message.
    onError: (error) =>
      toast.error('Error', error instanceof ApiError && (error.status === 403 || error.status === 429) ? error.message : 'No se pudo procesar el like'),
    meta: { silent: true },
  });
}
