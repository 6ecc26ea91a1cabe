import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadActivityEntry, LeadFilter, LeadNote, LeadPipeline, LeadUpdate } from '../../../domain/leads/pipeline.ts';
import type { PersonHistory } from '../../../domain/personal-data/person.ts';
import type { Page } from '../../../domain/shared/pagination.ts';
import { api, apiRead, toQuery } from '../../lib/api.ts';

/** Activity lines per «Ver más». */
const ACTIVITY_PAGE_SIZE = 10;

/**
 * The queries and changes of one lead list's pipeline (ADR 140). Both lists share the same
 * endpoints under their own path: each area builds its set once in its api.ts
 * (`createLeadPipelineApi({ path: '/api/admin/contactos', key: [...] })`) and hands it to the
 * staff kit's filter bar and dialog.
 */
export function createLeadPipelineApi({ path, key }: { path: string; key: readonly string[] }) {
  const listKey = [...key, 'lista'] as const;
  const leadKey = (id: string) => [...key, 'contacto', id] as const;
  const activityKey = (id: string) => [...leadKey(id), 'actividad'] as const;
  const leadPath = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const ownersRead = () => apiRead<Array<{ id: string; nombre: string }>>([...key, 'responsables'], `${path}/responsables`);

  return {
    /** The area's list query key: every filtered page sits under it, so one invalidation reads them all again. */
    listKey: (filter: LeadFilter, ...page: number[]) => [...listKey, filter, ...page] as const,

    /** The export is a plain link with the list's filters: the browser streams the file to disk. */
    csvUrl: (filter: LeadFilter) => `${path}/csv${toQuery({ ...filter })}`,

    /** The accounts a lead may be given to (the owner filter and the dialog's select); the screen's handle draws it (ADR 146). */
    ownersRead,
    useOwners: () =>
      useQuery({
        ...ownersRead(),
        staleTime: 5 * 60_000,
        meta: { errorMessage: 'No se pudieron cargar los responsables' },
      }),

    /** State, owner and follow-up in one PATCH: the list and the lead's activity are read again, done or refused (a 409 means it moved). */
    useUpdate: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ id, body }: { id: string; body: LeadUpdate }) => api.patch<LeadPipeline>(`${leadPath(id)}/seguimiento`, body),
        onSettled: (_data, _error, { id }) =>
          Promise.all([client.invalidateQueries({ queryKey: listKey }), client.invalidateQueries({ queryKey: activityKey(id) })]),
        // The dialog shows the message itself, beside the fields.
        meta: { silent: true },
      });
    },

    useAddNote: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ id, body }: { id: string; body: LeadNote }) => api.post<Page<LeadActivityEntry>>(`${leadPath(id)}/notas`, body),
        onSuccess: (_data, { id }) => client.invalidateQueries({ queryKey: activityKey(id) }),
        meta: { silent: true },
      });
    },

    /** A lead's activity, newest first; «Ver más» adds the next page below the ones shown. */
    useActivity: (id: string) =>
      useInfiniteQuery({
        queryKey: activityKey(id),
        queryFn: ({ pageParam }) => api.get<Page<LeadActivityEntry>>(`${leadPath(id)}/actividad${toQuery({ page: pageParam, page_size: ACTIVITY_PAGE_SIZE })}`),
        initialPageParam: 1,
        getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
        staleTime: 0,
        meta: { silent: true },
      }),

    /** Everything the firm holds of the lead's person, by e-mail or phone. */
    useHistory: (id: string) =>
      useQuery({
        queryKey: [...leadKey(id), 'historial'],
        queryFn: () => api.get<PersonHistory>(`${leadPath(id)}/historial`),
        staleTime: 0,
        meta: { silent: true },
      }),
  };
}

export type LeadPipelineApi = ReturnType<typeof createLeadPipelineApi>;
