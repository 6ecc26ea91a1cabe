import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarouselAdminItem, CarouselChange } from '../../../domain/carousel/carousel.schemas.ts';
import { CAROUSEL_MESSAGES } from '../../../domain/carousel/carousel.ts';
import type { Role } from '../../../domain/shared/roles.ts';
import { api, apiRead } from '../../lib/api.ts';
import { CAROUSEL_QUERY_KEY } from '../../shared/carousel/carousel-api.ts';

/** Who may manage the carousels (admin always may). */
export const CAROUSEL_ADMIN_ROLES = ['contenido'] as const satisfies readonly Role[];

/** Every image of both carousels, by type then orden. */
export const carouselAdminRead = () => apiRead<CarouselAdminItem[]>([...CAROUSEL_QUERY_KEY, 'admin'], '/api/carrusel/admin');
export const carouselAdminQueryOptions = () =>
  queryOptions({
    ...carouselAdminRead(),
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
