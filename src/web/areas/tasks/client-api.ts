import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ClientAccount, ClientPanel, ClientProject, LinkInput } from '../../../domain/tasks/client.ts';
import { CLIENT_MESSAGES } from '../../../domain/tasks/messages.ts';
import { ApiError, api, apiRead, toQuery } from '../../lib/api.ts';
import { toast } from '../../ui/toast.tsx';
import { TASKS_QUERY_KEY } from './api.ts';

/** The client panel's data (dropped on the client's sign-out). */
export const CLIENT_QUERY_KEY = ['tareas-cliente'] as const;

const MY_PROJECTS_KEY = [...CLIENT_QUERY_KEY, 'proyectos'] as const;

/** The client's active projects: the panel's first read, drawn by the server with the page (ADR 146). */
export const myProjectsRead = () => apiRead<ClientProject[]>(MY_PROJECTS_KEY, '/api/tareas/cliente/proyectos');

export const useMyProjects = () =>
  useQuery({
    ...myProjectsRead(),
    staleTime: 0,
    meta: { silent: true },
  });

/**
 * One project's panel. A 404 means it was unlinked or paused since the list was read: the list is
 * read again, so the project leaves the selector instead of failing on every 'Reintentar'.
 */
export function useClientPanel(projectId: string, page: number, pageSize: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...CLIENT_QUERY_KEY, 'panel', projectId, page, pageSize],
    queryFn: () => api.get<ClientPanel>(`/api/tareas/cliente/proyectos/${projectId}${toQuery({ page, page_size: pageSize })}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const gone = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (gone) void client.invalidateQueries({ queryKey: MY_PROJECTS_KEY });
  }, [gone, client]);
  return query;
}

// The admin's side: under the dashboard's key, so its sign-out drops it too.
const ACCOUNTS_KEY = [...TASKS_QUERY_KEY, 'cuentas-cliente'] as const;
const linkedKey = (projectId: string) => [...TASKS_QUERY_KEY, 'clientes', projectId] as const;

export const useClientAccounts = () =>
  useQuery({ queryKey: ACCOUNTS_KEY, queryFn: () => api.get<ClientAccount[]>('/api/tareas/cuentas-cliente'), staleTime: 0, meta: { silent: true } });

export const useLinkedClients = (projectId: string) =>
  useQuery({
    queryKey: linkedKey(projectId),
    queryFn: () => api.get<ClientAccount[]>(`/api/tareas/proyectos/${projectId}/clientes`),
    staleTime: 0,
    meta: { silent: true },
  });

/** Links an account to a project; the answer is the project's linked accounts. */
export function useLinkClient(project: { id: string; nombre: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkInput & { nombre: string }) =>
      api.post<ClientAccount[]>(`/api/tareas/proyectos/${project.id}/clientes`, { user_id: input.user_id } satisfies LinkInput),
    onSuccess: (linked, input) => {
      client.setQueryData(linkedKey(project.id), linked);
      toast.success(CLIENT_MESSAGES.linked, `${input.nombre} ya ve «${project.nombre}» en su panel.`);
    },
    meta: { errorTitle: CLIENT_MESSAGES.linkFailed },
  });
}

export function useUnlinkClient(project: { id: string; nombre: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (account: ClientAccount) => api.delete<ClientAccount[]>(`/api/tareas/proyectos/${project.id}/clientes/${account.id}`),
    onSuccess: (linked, account) => {
      client.setQueryData(linkedKey(project.id), linked);
      toast.success(CLIENT_MESSAGES.unlinked, `${account.nombre} ya no ve «${project.nombre}».`);
    },
    meta: { errorTitle: CLIENT_MESSAGES.unlinkFailed },
  });
}
