import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Property } from '../../../domain/properties/properties.schemas.ts';
import type { Page } from '../../../domain/shared/pagination.ts';
import { api, toQuery } from '../../lib/api.ts';

export const MARKETPLACE_PAGE_SIZE = 24;

/** Published listings, page by page (the marketplace of `/` and `/propiedades`). */
export const publishedPropertiesQueryOptions = () =>
  infiniteQueryOptions({
    // The page size is in the key so the server fills the same first page (docs/decisions/008).
    queryKey: ['propiedades', 'publicadas', { page_size: MARKETPLACE_PAGE_SIZE }],
    queryFn: ({ pageParam }) => api.get<Page<Property>>(`/api/propiedades${toQuery({ page: pageParam, page_size: MARKETPLACE_PAGE_SIZE })}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    meta: { errorMessage: 'No se pudieron cargar las propiedades' },
  });

export function usePublishedProperties() {
  return useInfiniteQuery(publishedPropertiesQueryOptions());
}
