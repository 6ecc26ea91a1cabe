import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarouselAdminItem, CarouselChange } from '../../../domain/carousel/carousel.schemas.ts';
import { CAROUSEL_MESSAGES } from '../../../domain/carousel/carousel.ts';
import { api } from '../../lib/api.ts';
import { CAROUSEL_QUERY_KEY } from '../../shared/carousel/carousel-api.ts';

/** Every image of both carousels, by type then orden. */
export const carouselAdminQueryOptions = () =>
  queryOptions({
    queryKey: [...CAROUSEL_QUERY_KEY, 'admin'],
    queryFn: () => api.get<CarouselAdminItem[]>('/api/carrusel/admin'),
    staleTime: 0,
    meta: { errorMessage: CAROUSEL_MESSAGES.loadFailed },
  });

export function useCarouselAdmin() {
  return useQuery(carouselAdminQueryOptions());
}

/** Changes refresh the admin list and the public carousels (same key prefix). */
function useInvalidateCarousels() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CAROUSEL_QUERY_KEY });
}

export function useAddCarouselImage() {
  const invalidate = useInvalidateCarousels();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress?: (fraction: number) => void }) =>
      api.upload<CarouselAdminItem>('/api/carrusel', form, onProgress),
    onSuccess: invalidate,
    // Title: the spec's text; description: the server's reason (not an image, too large…).
    meta: { errorTitle: CAROUSEL_MESSAGES.uploadFailed },
  });
}

export function useUpdateCarouselImage() {
  const invalidate = useInvalidateCarousels();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: CarouselChange }) => api.patch<CarouselAdminItem>(`/api/carrusel/${id}`, change),
    onSettled: invalidate,
  });
}

export function useDeleteCarouselImage() {
  const invalidate = useInvalidateCarousels();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/carrusel/${id}`),
    onSettled: invalidate,
    meta: { errorMessage: CAROUSEL_MESSAGES.deleteFailed },
  });
}
