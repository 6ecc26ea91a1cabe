import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditPage } from '../../../domain/accounts/audit.ts';
import type { UsuarioAdmin, UsuarioCreate, usuarioActiveSchema, usuarioPasswordSchema, usuarioRolesSchema } from '../../../domain/accounts/users.ts';
import type { LeadFilter } from '../../../domain/leads/pipeline.ts';
import type { MailList, MailState } from '../../../domain/mail/correos.ts';
import type { ComentarioAdmin, ComentariosFilter, comentarioUpdateSchema } from '../../../domain/neighbourhood/moderation.ts';
import type { PersonalDataResult, PersonQuery } from '../../../domain/personal-data/person.ts';
import type { SettingKey } from '../../../domain/settings/settings.ts';
import type { ConfiguracionAdmin, settingWriteBodySchema, settingWrittenSchema } from '../../../domain/settings/settings-admin.ts';
import type { Page } from '../../../domain/shared/pagination.ts';
import type { BarrioBulkPreview } from '../../../domain/valuation-admin/barrio-bulk.ts';
import type {
  BarrioAdmin,
  BarrioHistorialItem,
  ConsultasPage,
  ConsultasTrend,
  ContactoValuacion,
  LocalidadAdmin,
  MissingZones,
} from '../../../domain/valuation-admin/responses.ts';
import type { BarrioCreate, BarrioUpdate, ConsultasFilter, LocalidadCreate, LocalidadUpdate } from '../../../domain/valuation-admin/schemas.ts';
import { api, toQuery } from '../../lib/api.ts';
import { createLeadPipelineApi } from '../../staff/lead-pipeline/api.ts';

export const PAGE_SIZE = 20;

/** Every query of the admin area starts with it; signing out drops them all. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

const keys = {
  consultas: [...ADMIN_QUERY_KEY, 'consultas'] as const,
  localidades: [...ADMIN_QUERY_KEY, 'localidades'] as const,
  barrios: [...ADMIN_QUERY_KEY, 'barrios'] as const,
  configuracion: [...ADMIN_QUERY_KEY, 'configuracion'] as const,
  contactos: [...ADMIN_QUERY_KEY, 'contactos'] as const,
  comentarios: [...ADMIN_QUERY_KEY, 'comentarios'] as const,
  usuarios: [...ADMIN_QUERY_KEY, 'usuarios'] as const,
  auditoria: [...ADMIN_QUERY_KEY, 'auditoria'] as const,
  correos: [...ADMIN_QUERY_KEY, 'correos'] as const,
};

type WithId<T> = T & { id: string };

// Consultas ------------------------------------------------------------------------------

export const consultasQueryOptions = (filter: ConsultasFilter, page: number) =>
  queryOptions({
    queryKey: [...keys.consultas, filter, page],
    queryFn: () => api.get<ConsultasPage>(`/api/admin/consultas${toQuery({ ...filter, page, page_size: PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });
export const useConsultas = (filter: ConsultasFilter, page: number) => useQuery(consultasQueryOptions(filter, page));
/** Consultas per day, week or month of the same filter (the last 30 days when it names none). */
export const useConsultasTrend = (filter: ConsultasFilter) =>
  useQuery({
    queryKey: [...keys.consultas, 'tendencia', filter],
    queryFn: () => api.get<ConsultasTrend>(`/api/admin/consultas/tendencia${toQuery({ ...filter })}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { silent: true }, // the section says it, with Reintentar
  });
/** The export is a plain link: the browser streams the file to disk, nothing is held in memory. */
export const consultasCsvUrl = (filter: ConsultasFilter) => `/api/admin/consultas/csv${toQuery({ ...filter })}`;

// Localidades ----------------------------------------------------------------------------

export const localidadesQueryOptions = () =>
  queryOptions({
    queryKey: keys.localidades,
    queryFn: () => api.get<LocalidadAdmin[]>('/api/admin/localidades'),
    meta: { errorMessage: 'No se pudieron cargar las localidades' },
  });
export const useLocalidades = () => useQuery(localidadesQueryOptions());

export function useCreateLocalidad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LocalidadCreate) => api.post<LocalidadAdmin>('/api/admin/localidades', input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.localidades }),
  });
}

export function useUpdateLocalidad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: WithId<LocalidadUpdate>) => api.patch<LocalidadAdmin>(`/api/admin/localidades/${id}`, patch),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keys.localidades }), client.invalidateQueries({ queryKey: keys.barrios })]),
  });
}

// Barrios --------------------------------------------------------------------------------

export const barriosQueryOptions = () =>
  queryOptions({
    queryKey: keys.barrios,
    queryFn: () => api.get<BarrioAdmin[]>('/api/admin/barrios'),
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });
export const useBarrios = () => useQuery(barriosQueryOptions());

export const barrioHistorialQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...keys.barrios, id, 'historial'],
    queryFn: () => api.get<BarrioHistorialItem[]>(`/api/admin/barrios/${id}/historial`),
    meta: { errorMessage: 'No se pudieron cargar los datos' },
  });
export const useBarrioHistorial = (id: string) => useQuery(barrioHistorialQueryOptions(id));

export function useCreateBarrio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BarrioCreate) => api.post<BarrioAdmin>('/api/admin/barrios', input),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keys.barrios }), client.invalidateQueries({ queryKey: keys.localidades })]),
  });
}

export function useUpdateBarrio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: WithId<BarrioUpdate>) => api.patch<BarrioAdmin>(`/api/admin/barrios/${id}`, patch),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.barrios }),
  });
}

/** What a pasted table of values would change (ADR 138): nothing is saved. */
export function usePreviewBarrioValues() {
  return useMutation({
    mutationFn: (texto: string) => api.post<BarrioBulkPreview>('/api/admin/barrios/valores/vista-previa', { texto }),
    meta: { errorTitle: 'No se pudo leer la tabla' },
  });
}

/** Applies the table all or nothing; the list and each barrio's history are read again. */
export function useApplyBarrioValues() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (texto: string) => api.post<BarrioBulkPreview>('/api/admin/barrios/valores', { texto }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.barrios }),
    meta: { errorTitle: 'No se aplicaron los valores' },
  });
}

// Configuración --------------------------------------------------------------------------

export const configuracionQueryOptions = () =>
  queryOptions({
    queryKey: keys.configuracion,
    queryFn: () => api.get<ConfiguracionAdmin>('/api/admin/configuracion'),
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });
export const useConfiguracion = () => useQuery(configuracionQueryOptions());

export function useSaveSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ clave, ...body }: z.infer<typeof settingWriteBodySchema> & { clave: SettingKey }) =>
      api.put<z.infer<typeof settingWrittenSchema>>(`/api/admin/configuracion/${clave}`, body),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: keys.configuracion }), client.invalidateQueries({ queryKey: ['configuracion', 'publica'] })]),
  });
}

// Contactos ------------------------------------------------------------------------------

/** The pipeline of the valuation site's leads (ADR 140): owners, changes, notes, activity, history, CSV. */
export const contactosPipeline = createLeadPipelineApi({ path: '/api/admin/contactos', key: keys.contactos });

export const contactosQueryOptions = (filter: LeadFilter, page: number) =>
  queryOptions({
    queryKey: contactosPipeline.listKey(filter, page),
    queryFn: () => api.get<Page<ContactoValuacion>>(`/api/admin/contactos${toQuery({ ...filter, page, page_size: PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });
export const useContactos = (filter: LeadFilter, page: number) => useQuery(contactosQueryOptions(filter, page));

/** «Barrios pedidos» (ADR 141): where people asked to be valued and the firm does not value yet. */
export const useMissingZones = () =>
  useQuery({
    queryKey: [...keys.contactos, 'barrios-pedidos'],
    queryFn: () => api.get<MissingZones>('/api/admin/contactos/barrios-pedidos'),
    meta: { silent: true }, // a side panel: the list's own error state speaks for the page
  });

// Comentarios ----------------------------------------------------------------------------

export const comentariosQueryOptions = (filter: ComentariosFilter, page: number) =>
  queryOptions({
    queryKey: [...keys.comentarios, filter, page],
    queryFn: () => api.get<Page<ComentarioAdmin>>(`/api/admin/comentarios${toQuery({ ...filter, page, page_size: PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });
export const useComentarios = (filter: ComentariosFilter, page: number) => useQuery(comentariosQueryOptions(filter, page));

export function useSetComentarioActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: WithId<z.infer<typeof comentarioUpdateSchema>>) => api.patch<void>(`/api/admin/comentarios/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.comentarios }),
  });
}

// Datos personales (ADR 139) --------------------------------------------------------------

/** What erasing a person would touch; POST so their e-mail and phone stay out of every URL. */
export const usePersonalDataPreview = () =>
  useMutation({ mutationFn: (person: PersonQuery) => api.post<PersonalDataResult>('/api/admin/datos-personales/vista-previa', person) });

export function useErasePersonalData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (person: PersonQuery) => api.post<PersonalDataResult>('/api/admin/datos-personales/eliminar', { ...person, confirmar: true }),
    // Contacts, comments, mail, audit and the fund's inquiries all may have changed: every list is read again.
    onSuccess: () => client.invalidateQueries(),
  });
}

// Usuarios -------------------------------------------------------------------------------

export const usuariosQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [...keys.usuarios, q, page],
    queryFn: () => api.get<Page<UsuarioAdmin>>(`/api/admin/usuarios${toQuery({ q, page, page_size: PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });
export const useUsuarios = (q: string, page: number) => useQuery(usuariosQueryOptions(q, page));

function useUsuarioMutation<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  // Every account change lands in the audit trail too.
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keys.usuarios }), client.invalidateQueries({ queryKey: keys.auditoria })]),
  });
}
export const useCreateUsuario = () => useUsuarioMutation((input: UsuarioCreate) => api.post<UsuarioAdmin>('/api/admin/usuarios', input));
export const useSetUsuarioRoles = () =>
  useUsuarioMutation(({ id, ...body }: WithId<z.infer<typeof usuarioRolesSchema>>) => api.put<UsuarioAdmin>(`/api/admin/usuarios/${id}/roles`, body));
export const useResetUsuarioPassword = () =>
  useUsuarioMutation(({ id, ...body }: WithId<z.infer<typeof usuarioPasswordSchema>>) => api.put<void>(`/api/admin/usuarios/${id}/password`, body));
export const useUnlockUsuario = () => useUsuarioMutation((id: string) => api.post<UsuarioAdmin>(`/api/admin/usuarios/${id}/desbloquear`));
export const useSetUsuarioActive = () =>
  useUsuarioMutation(({ id, ...body }: WithId<z.infer<typeof usuarioActiveSchema>>) => api.patch<UsuarioAdmin>(`/api/admin/usuarios/${id}`, body));

// Auditoría ------------------------------------------------------------------------------

/** The trail's filters as the URL and the API spell them (blank = any). */
export interface AuditFilter {
  usuario?: string | undefined;
  accion?: AuditAction | undefined;
  desde?: string | undefined;
  hasta?: string | undefined;
}

/**
 * The audit trail, newest first; `usuario` is a username or e-mail (exact, any case), `desde` and
 * `hasta` Buenos Aires days. Not fetched while `enabled` is false (a range the form shows as wrong).
 */
export const auditoriaQueryOptions = (filter: AuditFilter, page: number, enabled = true) =>
  queryOptions({
    queryKey: [...keys.auditoria, filter, page],
    queryFn: () => api.get<AuditPage>(`/api/admin/auditoria${toQuery({ ...filter, page, page_size: AUDIT_PAGE_SIZE })}`),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // The section shows its own error with a retry button.
    meta: { silent: true },
  });
export const useAuditoria = (filter: AuditFilter, page: number, enabled: boolean) => useQuery(auditoriaQueryOptions(filter, page, enabled));

// Correos (the outbox, ADR 087) -----------------------------------------------------------

export const correosQueryOptions = (estado: MailState | undefined, page: number) =>
  queryOptions({
    queryKey: [...keys.correos, estado ?? 'todos', page],
    queryFn: () => api.get<MailList>(`/api/admin/correos${toQuery({ estado, page, page_size: PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });
export const useCorreos = (estado: MailState | undefined, page: number) => useQuery(correosQueryOptions(estado, page));

export function useRetryCorreo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<void>(`/api/admin/correos/${id}/reintentar`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.correos }),
  });
}
