import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPlot } from '../../../domain/fund/land.ts';
import { api } from '../../lib/api.ts';

/** The active plots of the fund (GET /api/terrenos); the server embeds them in /terrenos. */
export const landPlotsQueryOptions = () =>
  queryOptions({ queryKey: ['terrenos', 'publicos'], queryFn: () => api.get<PublicPlot[]>('/api/terrenos'), meta: { silent: true } });

export const useLandPlots = () => useQuery(landPlotsQueryOptions());

/** A land owner's inquiry as multipart (the optional file travels beside the fields), with upload progress. */
export function sendInquiry(form: FormData, onProgress: (fraction: number) => void): Promise<{ id: string }> {
  return api.upload<{ id: string }>('/api/terrenos/contactos', form, onProgress);
}
