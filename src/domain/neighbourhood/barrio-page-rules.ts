// Apart from the page's schemas (barrio-page.ts) so the page draws without zod.

export const BARRIO_PAGE_MESSAGES = { notFound: 'No encontramos ese barrio' } as const;

/** What a barrio page lists at most of each (the rest is one link away). */
export const BARRIO_PAGE_LIMITS = { comentarios: 10, propiedades: 6 } as const;
