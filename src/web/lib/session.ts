import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../domain/shared/roles.ts';
import { hasAnyRole } from '../../domain/shared/roles.ts';
import { ApiError, api } from './api.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  username: string | null;
  roles: Role[];
}

interface MeResponse {
  user: SessionUser | null;
  google: boolean;
  demo_accounts: boolean;
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: ['session'], queryFn: () => api.get<MeResponse>('/api/me'), staleTime: 60_000, meta: { silent: true } });

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

/** The message every area's login shows for a wrong user, a wrong password or a missing role. */
export const INVALID_CREDENTIALS_MESSAGE = 'Usuario o contraseña incorrectos';

/**
 * Signs in and checks that the account holds one of the area's roles. An account without
 * them is signed out again and treated as a failed login (DESIGN.md §4). The server checks
 * roles on every route regardless; this only keeps the screens honest.
 */
export async function signInToArea(credentials: Credentials, roles: readonly Role[]): Promise<SessionUser> {
  const path = 'email' in credentials ? '/api/auth/sign-in/email' : '/api/auth/sign-in/username';
  await api.post(path, { ...credentials, rememberMe: true });
  const me = await api.get<MeResponse>('/api/me');
  if (!me.user || !hasAnyRole(me.user.roles, roles)) {
    await signOut();
    throw new ApiError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  return me.user;
}

export async function signOut(): Promise<void> {
  await api.post('/api/auth/sign-out', {});
}

/** Refreshes the cached session after sign-in or sign-out. */
export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['session'] });
}
