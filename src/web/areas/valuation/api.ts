import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ClosingCostsData } from '../../../domain/valuation/closing-costs.ts';
import type { ValueHistory } from '../../../domain/valuation/history.ts';
import type { LocationQuality } from '../../../domain/valuation/options.ts';
import type { ValueRange } from '../../../domain/valuation/range.ts';
import { type Barrio, CONTACT_MESSAGES, type Consulta, type Localidad, type Precio } from '../../../domain/valuation/valuation.ts';
import { api, toQuery } from '../../lib/api.ts';

/** Spec §8: a failed locality, barrio or price list is only logged; the screens say it inline. */
export const localidadesQueryOptions = () =>
  queryOptions({ queryKey: ['valuation', 'localidades'], queryFn: () => api.get<Localidad[]>('/api/localidades'), meta: { silent: true } });

export const barriosQueryOptions = (localidadId: string) =>
  queryOptions({
    queryKey: ['valuation', 'barrios', localidadId],
    queryFn: () => api.get<Barrio[]>(`/api/barrios${toQuery({ localidad_id: localidadId })}`),
    enabled: localidadId !== '',
    meta: { silent: true },
  });

export const preciosQueryOptions = () =>
  queryOptions({ queryKey: ['valuation', 'precios'], queryFn: () => api.get<Precio[]>('/api/precios'), meta: { silent: true } });

/** The result page draws its own not-found and error states. */
export const consultaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['valuation', 'consulta', id],
    queryFn: () => api.get<Consulta>(`/api/consultas/${encodeURIComponent(id)}`),
    // A 404 the server embedded in the page is final: no second request for it on mount.
    retryOnMount: false,
    meta: { silent: true },
  });

/** The range beside the market value, and the barrio's value in the 12 months before the consulta (same 404s). */
export const consultaRangeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['valuation', 'consulta', id, 'rango'],
    queryFn: () => api.get<ValueRange>(`/api/consultas/${encodeURIComponent(id)}/rango`),
    retryOnMount: false,
    meta: { silent: true },
  });
export const consultaHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['valuation', 'consulta', id, 'historial'],
    queryFn: () => api.get<ValueHistory>(`/api/consultas/${encodeURIComponent(id)}/historial`),
    retryOnMount: false,
    meta: { silent: true },
  });

/** «Costo total para cerrar» (ADR 144): the jurisdiction's items and the last rates; the page computes with them. */
export const consultaClosingCostsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['valuation', 'consulta', id, 'costos-cierre'],
    queryFn: () => api.get<ClosingCostsData>(`/api/consultas/${encodeURIComponent(id)}/costos-cierre`),
    retryOnMount: false,
    meta: { silent: true },
  });

/** The report's address: a real link (it downloads without JavaScript too). */
export const reportPdfUrl = (id: string) => `/api/consultas/${encodeURIComponent(id)}/informe.pdf`;

export const useLocalidades = () => useQuery(localidadesQueryOptions());
export const useBarrios = (localidadId: string) => useQuery(barriosQueryOptions(localidadId));
export const usePrecios = () => useQuery(preciosQueryOptions());
export const useConsulta = (id: string) => useQuery(consultaQueryOptions(id));
export const useConsultaRange = (id: string) => useQuery(consultaRangeQueryOptions(id));
export const useConsultaHistory = (id: string) => useQuery(consultaHistoryQueryOptions(id));
export const useConsultaClosingCosts = (id: string) => useQuery(consultaClosingCostsQueryOptions(id));

export interface ConsultaRequest {
  localidad_id: string;
  barrio_id: string;
  m2_vendibles: number;
  ubicacion_calidad: LocationQuality;
}

/** The calculator shows its own toasts (spec §8 picks the title by the kind of error). */
export function useCreateConsulta() {
  return useMutation({
    mutationFn: (body: ConsultaRequest) => api.post<Consulta>('/api/consultas', { ...body, origen: 'web' }),
    meta: { silent: true },
  });
}

export interface ContactoRequest {
  nombre: string;
  email: string;
  telefono: string;
  comentario?: string | undefined;
}

export function useCreateContacto() {
  return useMutation({
    mutationFn: (body: ContactoRequest) => api.post<{ id: string }>('/api/contactos-valuacion', { ...body }),
    meta: { errorTitle: CONTACT_MESSAGES.errorTitle, errorMessage: CONTACT_MESSAGES.error },
  });
}

/** «Recibilo por e-mail» (docs/decisions/094): the server stores the address with the consent and queues the mail. */
export const sendReportByMail = (id: string, body: { email: string; consentimiento: true }) =>
  api.post<{ enviado: true }>(`/api/consultas/${encodeURIComponent(id)}/informe-por-email`, body);
