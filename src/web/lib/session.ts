import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, SessionUser } from '../../domain/accounts/session-user.ts';
import { INVALID_CREDENTIALS_MESSAGE } from '../../domain/accounts/sign-in-messages.ts';
import { ERROR_CODES } from '../../domain/shared/api-error.ts';
import type { Role } from '../../domain/shared/roles.ts';
import { hasAnyRole } from '../../domain/shared/roles.ts';
import { ApiError, api } from './api.ts';

export const SESSION_QUERY_KEY = ['session'] as const;
export const SESSION_PATH = '/api/me';

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: () => api.get<MeResponse>(SESSION_PATH), staleTime: 60_000, meta: { silent: true } });

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return {
    user: query.data?.user ?? null,
    googleEnabled: query.data?.google ?? false,
    demoAccounts: query.data?.demo_accounts ?? false,
    isLoading: query.isLoading,
  };
}

export type Credentials = { username: string; password: string } | { email: string; password: string };

/**
 * Signs in and checks that the account holds one of the area's roles. An account without
 * them is signed out again and refused like a wrong password (code INVALID_CREDENTIALS), so each
 * area shows its own failure message (DESIGN.md §4). The server checks roles on every route
 * regardless; this only keeps the screens honest.
 */
export async function signInToArea(credentials: Credentials, roles: readonly Role[]): Promise<SessionUser> {
  const path = 'email' in credentials ? '/api/auth/sign-in/email' : '/api/auth/sign-in/username';
  await api.post(path, { ...credentials, rememberMe: true });
  const me = await api.get<MeResponse>(SESSION_PATH);
  if (!me.user || !hasAnyRole(me.user.roles, roles)) {
    await signOut();
    throw new ApiError(401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
  }
  return me.user;
}

export async function signOut(): Promise<void> {
  await api.post('/api/auth/sign-out', {});
}

/** Refreshes the cached session after sign-in or sign-out. */
export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
