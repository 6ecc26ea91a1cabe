import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditPage } from '../../../domain/accounts/audit.ts';
import type { UsuarioAdmin, UsuarioCreate, usuarioActiveSchema, usuarioPasswordSchema, usuarioRolesSchema } from '../../../domain/accounts/users.ts';
import type { ExchangeRates } from '../../../domain/exchange-rates/rates.ts';
import type { LeadFilter } from '../../../domain/leads/pipeline.ts';
import type { MailList, MailState } from '../../../domain/mail/correos.ts';
import type { ComentarioAdmin, ComentariosFilter, comentarioUpdateSchema } from '../../../domain/neighbourhood/moderation.ts';
import type { PersonalDataResult, PersonQuery } from '../../../domain/personal-data/person.ts';
import type { SettingKey } from '../../../domain/settings/settings.ts';
import type { ConfiguracionAdmin, settingWriteBodySchema, settingWrittenSchema } from '../../../domain/settings/settings-admin.ts';
import type { Page } from '../../../domain/shared/pagination.ts';
import type { Role } from '../../../domain/shared/roles.ts';
import type { ClosingCostsAdmin } from '../../../domain/valuation/closing-costs.schemas.ts';
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
import { api, apiRead, toQuery } from '../../lib/api.ts';
import { createLeadPipelineApi } from '../../staff/lead-pipeline/api.ts';

export const PAGE_SIZE = 20;

/** Who may use the admin area (the layout's guard and each screen the server draws, ADR 146). */
export const ADMIN_ROLES = ['admin'] as const satisfies readonly Role[];
/** After each page's title in the browser tab (the server writes the same, ADR 146). */
export const ADMIN_TAB_TITLE_SUFFIX = ' · Administración';

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
  costosCierre: [...ADMIN_QUERY_KEY, 'costos-cierre'] as const,
  cotizaciones: [...ADMIN_QUERY_KEY, 'cotizaciones'] as const,
  categoriasCaja: [...ADMIN_QUERY_KEY, 'categorias-caja'] as const,
};

type WithId<T> = T & { id: string };

// Consultas ------------------------------------------------------------------------------

export const consultasRead = (filter: ConsultasFilter, page: number) =>
  apiRead<ConsultasPage>([...keys.consultas, filter, page], `/api/admin/consultas${toQuery({ ...filter, page, page_size: PAGE_SIZE })}`);
export const useConsultas = (filter: ConsultasFilter, page: number) =>
  useQuery({
    ...consultasRead(filter, page),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });
/** Consultas per day, week or month of the same filter (the last 30 days when it names none). */
export const consultasTrendRead = (filter: ConsultasFilter) =>
  apiRead<ConsultasTrend>([...keys.consultas, 'tendencia', filter], `/api/admin/consultas/tendencia${toQuery({ ...filter })}`);
export const useConsultasTrend = (filter: ConsultasFilter) =>
  useQuery({
    ...consultasTrendRead(filter),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { silent: true }, // the section says it, with Reintentar
  });
/** The export is a plain link: the browser streams the file to disk, nothing is held in memory. */
export const consultasCsvUrl = (filter: ConsultasFilter) => `/api/admin/consultas/csv${toQuery({ ...filter })}`;

// Localidades ----------------------------------------------------------------------------

export const localidadesRead = () => apiRead<LocalidadAdmin[]>(keys.localidades, '/api/admin/localidades');
export const useLocalidades = () => useQuery({ ...localidadesRead(), meta: { errorMessage: 'No se pudieron cargar las localidades' } });

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

export const barriosRead = () => apiRead<BarrioAdmin[]>(keys.barrios, '/api/admin/barrios');
export const useBarrios = () =>
  useQuery({
    ...barriosRead(),
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });

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

export const configuracionRead = () => apiRead<ConfiguracionAdmin>(keys.configuracion, '/api/admin/configuracion');
export const useConfiguracion = () =>
  useQuery({
    ...configuracionRead(),
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });

/** «Costos de escritura» (ADR 144), saved whole with the version read. */
export const closingCostsRead = () => apiRead<ClosingCostsAdmin>(keys.costosCierre, '/api/admin/costos-cierre');
/** The stored exchange rates (ADR 120), the last one of each type. */
export const exchangeRatesRead = () => apiRead<ExchangeRates>(keys.cotizaciones, '/api/cotizaciones');
/** The cash log's categories (ADR 121). */
export const cashCategoriesRead = () => apiRead<{ categorias: string[] }>(keys.categoriasCaja, '/api/tareas/movimientos/categorias');

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

export const contactosRead = (filter: LeadFilter, page: number) =>
  apiRead<Page<ContactoValuacion>>(contactosPipeline.listKey(filter, page), `/api/admin/contactos${toQuery({ ...filter, page, page_size: PAGE_SIZE })}`);
export const useContactos = (filter: LeadFilter, page: number) =>
  useQuery({
    ...contactosRead(filter, page),
    placeholderData: keepPreviousData,
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });

/** «Barrios pedidos» (ADR 141): where people asked to be valued and the firm does not value yet. */
export const missingZonesRead = () => apiRead<MissingZones>([...keys.contactos, 'barrios-pedidos'], '/api/admin/contactos/barrios-pedidos');
export const useMissingZones = () =>
  useQuery({
    ...missingZonesRead(),
    meta: { silent: true }, // a side panel: the list's own error state speaks for the page
  });

// Comentarios ----------------------------------------------------------------------------

export const comentariosRead = (filter: ComentariosFilter, page: number) =>
  apiRead<Page<ComentarioAdmin>>([...keys.comentarios, filter, page], `/api/admin/comentarios${toQuery({ ...filter, page, page_size: PAGE_SIZE })}`);
export const useComentarios = (filter: ComentariosFilter, page: number) =>
  useQuery({
    ...comentariosRead(filter, page),
    placeholderData: keepPreviousData,
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });

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

export const usuariosRead = (q: string, page: number) =>
  apiRead<Page<UsuarioAdmin>>([...keys.usuarios, q, page], `/api/admin/usuarios${toQuery({ q, page, page_size: PAGE_SIZE })}`);
export const useUsuarios = (q: string, page: number) =>
  useQuery({
    ...usuariosRead(q, page),
    placeholderData: keepPreviousData,
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });

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
export const auditoriaRead = (filter: AuditFilter, page: number) =>
  apiRead<AuditPage>([...keys.auditoria, filter, page], `/api/admin/auditoria${toQuery({ ...filter, page, page_size: AUDIT_PAGE_SIZE })}`);
export const useAuditoria = (filter: AuditFilter, page: number, enabled: boolean) =>
  useQuery({
    ...auditoriaRead(filter, page),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // The section shows its own error with a retry button.
    meta: { silent: true },
  });

// Correos (the outbox, ADR 087) -----------------------------------------------------------

export const correosRead = (estado: MailState | undefined, page: number) =>
  apiRead<MailList>([...keys.correos, estado ?? 'todos', page], `/api/admin/correos${toQuery({ estado, page, page_size: PAGE_SIZE })}`);
export const useCorreos = (estado: MailState | undefined, page: number) =>
  useQuery({
    ...correosRead(estado, page),
    placeholderData: keepPreviousData,
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });

export function useRetryCorreo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<void>(`/api/admin/correos/${id}/reintentar`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.correos }),
  });
}
