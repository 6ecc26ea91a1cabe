import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailPreferences, MailPreferencesUpdate } from '../../../domain/mail/preferences.ts';
import { api } from '../../lib/api.ts';

const keys = { mail: ['cuenta', 'correo'] as const };

export const mailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: keys.mail,
    queryFn: () => api.get<MailPreferences>('/api/cuenta/correo'),
    meta: { silent: true }, // the page's error state says it, with Reintentar
  });
export const useMailPreferences = (enabled: boolean) => useQuery({ ...mailPreferencesQueryOptions(), enabled });

export function useSaveMailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: MailPreferencesUpdate) => api.put<MailPreferences>('/api/cuenta/correo', changes),
    onSuccess: (saved) => client.setQueryData(keys.mail, saved),
  });
}
