import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** The shape of every paginated list (DESIGN.md §8). */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

/** One page of a paginated list, as the API answers it and the web reads it. */
export type Page<T> = z.infer<ReturnType<typeof paginatedSchema<z.ZodType<T>>>>;

export function pageOffset({ page, page_size }: PaginationQuery): number {
  return (page - 1) * page_size;
}
