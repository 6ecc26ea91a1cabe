import { useQuery } from '@tanstack/react-query';
import type { DemoAccount } from '../../domain/accounts/session-user.ts';
import { api } from '../lib/api.ts';

/**
 * The demo accounts a login screen names (DESIGN.md §4): asked only when /api/me says they exist
 * (the route is a 404 otherwise). Here rather than in an area's api module, which would bring the
 * area's schemas (and zod) into the login's first visit (ADR 145).
 */
export const useDemoAccounts = <T = DemoAccount[]>(enabled: boolean, select?: (accounts: DemoAccount[]) => T) =>
  useQuery({
    enabled,
    queryKey: ['demo', 'cuentas'],
    queryFn: () => api.get<DemoAccount[]>('/api/demo/cuentas'),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
    ...(select ? { select } : {}),
  });
