import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Inquiry, LAND_MESSAGES, type Plot, type PlotFields, type PlotPatch } from '../../../domain/fund/land.ts';
import type { OfferParametersUpdate, OfferParametersView } from '../../../domain/fund/offer.ts';
import type { LeadFilter } from '../../../domain/leads/pipeline.ts';
import type { Page } from '../../../domain/shared/pagination.ts';
import type { Role } from '../../../domain/shared/roles.ts';
import { api, apiRead, toQuery } from '../../lib/api.ts';
import { createLeadPipelineApi } from '../../staff/lead-pipeline/api.ts';
import { toast } from '../../ui/toast.tsx';

/** Who may use the fund admin (admin always may). */
export const FUND_ROLES = ['fondo'] as const satisfies readonly Role[];

/** Everything of the fund admin sits under this key (dropped on sign-out). */
export const FUND_QUERY_KEY = ['fondo'] as const;
const PLOTS_KEY = [...FUND_QUERY_KEY, 'terrenos'] as const;

/** Spec §8: a failed land or inquiry list is only logged; the tab shows it with 'Reintentar'. */
export const fundPlotsRead = () => apiRead<Plot[]>(PLOTS_KEY, '/api/fondo/terrenos');
export const fundPlotsQueryOptions = () => queryOptions({ ...fundPlotsRead(), staleTime: 0, meta: { silent: true } });

/** The pipeline of the land owners' inquiries (ADR 140): owners, changes, notes, activity, history, CSV. */
const INQUIRIES_KEY = [...FUND_QUERY_KEY, 'contactos'] as const;
const INQUIRIES_PATH = '/api/fondo/contactos';
export const inquiriesPipeline = createLeadPipelineApi({ path: INQUIRIES_PATH, key: INQUIRIES_KEY });

export const fundInquiriesRead = (filter: LeadFilter, page: number, pageSize: number) =>
  apiRead<Page<Inquiry>>(inquiriesPipeline.listKey(filter, page, pageSize), `${INQUIRIES_PATH}${toQuery({ ...filter, page, page_size: pageSize })}`);
export const fundInquiriesQueryOptions = (filter: LeadFilter, page: number, pageSize: number) =>
  queryOptions({
    ...fundInquiriesRead(filter, page, pageSize),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useFundPlots = () => useQuery(fundPlotsQueryOptions());
export const useFundInquiries = (filter: LeadFilter, page: number, pageSize: number) => useQuery(fundInquiriesQueryOptions(filter, page, pageSize));

/** Address of an inquiry's private pre-feasibility file (an attachment: it downloads, never opens). */
export const prefeasibilityUrl = (id: string) => `${INQUIRIES_PATH}/${encodeURIComponent(id)}/prefactibilidad`;

/** The public /terrenos shows the same plots: its cached list goes too. */
function useInvalidatePlots() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: PLOTS_KEY }), client.invalidateQueries({ queryKey: ['terrenos'] })]);
}

/**
 * Create or edit a plot, then its new image when one was chosen. Toasts: the spec's 'Guardado
 * exitosamente' / 'Error al guardar' (with the server's reason).
 */
export function useSavePlot() {
  const invalidate = useInvalidatePlots();
  return useMutation({
    mutationFn: async ({ id, fields, image }: { id?: string | undefined; fields: PlotFields; image?: File | undefined }) => {
      const plot = id ? await api.put<Plot>(`/api/fondo/terrenos/${id}`, fields) : await api.post<Plot>('/api/fondo/terrenos', fields);
      if (!image) return plot;
      const form = new FormData();
      form.append('imagen', image, image.name);
      return api.upload<Plot>(`/api/fondo/terrenos/${plot.id}/imagen`, form);
    },
    onSuccess: () => toast.success(LAND_MESSAGES.saved),
    onSettled: invalidate,
    meta: { errorTitle: LAND_MESSAGES.saveFailed },
  });
}

export function useRemovePlotImage() {
  const invalidate = useInvalidatePlots();
  return useMutation({
    mutationFn: (id: string) => api.delete<Plot>(`/api/fondo/terrenos/${id}/imagen`),
    onSuccess: () => toast.success(LAND_MESSAGES.saved),
    onSettled: invalidate,
    meta: { errorTitle: LAND_MESSAGES.saveFailed },
  });
}

/** Moves (orden, 1 = first) or shows/hides a plot on /terrenos. */
export function usePatchPlot() {
  const invalidate = useInvalidatePlots();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: PlotPatch }) => api.patch<Plot>(`/api/fondo/terrenos/${id}`, change),
    onSettled: invalidate,
    meta: { errorTitle: LAND_MESSAGES.saveFailed },
  });
}

export function useDeletePlot() {
  const invalidate = useInvalidatePlots();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/fondo/terrenos/${id}`),
    onSuccess: () => toast.success(LAND_MESSAGES.deleted),
    onSettled: invalidate,
    meta: { errorTitle: LAND_MESSAGES.deleteFailed },
  });
}

const OFFER_KEY = [...FUND_QUERY_KEY, 'oferta', 'parametros'] as const;

/** The offer's parameters (ADR 143) with their last change and the active barrios; the tab shows its own error. */
export const offerParametersRead = () => apiRead<OfferParametersView>(OFFER_KEY, '/api/fondo/oferta/parametros');
export const offerParametersQueryOptions = () => queryOptions({ ...offerParametersRead(), staleTime: 0, meta: { silent: true } });

export const useOfferParameters = () => useQuery(offerParametersQueryOptions());

/**
 * Saves the whole document with the version it was read at. The tab says what went wrong (a
 * field's message under it, a 409 as «Alguien cambió…» and a reload); the public zone table
 * cached by the offer form and the calculator goes too.
 */
export function useSaveOfferParameters() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferParametersUpdate) => api.put<OfferParametersView>('/api/fondo/oferta/parametros', { ...body }),
    onSuccess: (view) => {
      client.setQueryData(OFFER_KEY, view);
      toast.success(LAND_MESSAGES.saved);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['oferta', 'zonas'] }),
    meta: { silent: true },
  });
}
