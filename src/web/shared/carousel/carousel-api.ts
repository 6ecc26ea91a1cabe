import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarouselItem } from '../../../domain/carousel/carousel.schemas.ts';
import type { CarouselType } from '../../../domain/carousel/carousel.ts';
import { api } from '../../lib/api.ts';

/** Every carousel query starts with this key: the carousel admin invalidates it after each change. */
export const CAROUSEL_QUERY_KEY = ['carrusel'] as const;

/** Active images of one carousel, by orden. A failure is logged by the section and shows the empty state (spec §4). */
export const carouselQueryOptions = (tipo: CarouselType) =>
  queryOptions({
    queryKey: [...CAROUSEL_QUERY_KEY, 'publico', tipo],
    queryFn: () => api.get<CarouselItem[]>(`/api/carrusel?tipo=${tipo}`),
    meta: { silent: true },
  });

export function useCarousel(tipo: CarouselType) {
  return useQuery(carouselQueryOptions(tipo));
}
