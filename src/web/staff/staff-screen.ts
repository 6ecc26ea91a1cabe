import type { Role } from '../../domain/shared/roles.ts';
import type { PageHandle, PageQuery } from '../shared/page-handle.ts';

/**
 * The `handle` of a staff screen the server draws with its first data (ADR 146): for a session
 * holding one of `roles`, with the answers of `queries` (each read through the API as the visitor).
 * Kept out of search results like every staff page.
 */
export function staffScreen(roles: readonly Role[], title: string, queries: (search: URLSearchParams) => PageQuery[]): PageHandle {
  return {
    staff: true,
    roles,
    queries: (_params, search) => queries(search),
    meta: () => ({ title, description: `${title}: área del personal.` }),
  };
}
