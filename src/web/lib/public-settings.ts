import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../domain/settings/public-settings.ts';
import { api } from './api.ts';

/** Contact data, legal text and the adjustment in use: read by several public areas. */
export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['configuracion', 'publica'], queryFn: () => api.get<PublicSettings>('/api/configuracion/publica'), meta: { silent: true } });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
