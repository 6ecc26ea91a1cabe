import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { Role } from '../../domain/shared/roles.ts';

/** What the server writes in a page's <head>: title, description, share card, structured data. */
export interface PageMeta {
  /** Without the brand: the head reads "<title> · Parcela". */
  title: string;
  description: string;
  /** Root-relative or absolute address of a 1200×630 share image. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  /** JSON-LD objects (schema.org), written as application/ld+json by the server only: set it under `import.meta.env.SSR` so browsers never download it. */
  structuredData?: object[] | undefined;
  /** Kept out of search results (the 404 page). */
  noindex?: boolean | undefined;
}

/** A query the server fills before rendering: TanStack query options (or infinite query options). */
export interface PageQuery {
  queryKey: QueryKey;
  initialPageParam?: unknown;
  /**
   * A staff screen's query: the API address whose answer it holds. The server reads it through
   * its own route, as the visitor (their session, their roles), so a staff page needs no second
   * table of what each key means (ADR 146).
   */
  path?: string;
}

export interface PageContext {
  params: Params;
  /** Data the server embedded for this page (undefined when missing). */
  data: QueryClient['getQueryData'];
  /** The public address of the site (config.publicUrl), for absolute URLs. */
  origin: string;
}

/**
 * The `handle` of a route rendered on the server (docs/decisions/008). Routes without one (staff
 * areas but their logins) get the client-rendered shell. A query that answers 404 makes the page answer 404.
 */
export interface PageHandle {
  /** The queries it is drawn with, from the route's parameters and the address's query string (a staff screen's filters). */
  queries?: (params: Params, search: URLSearchParams) => PageQuery[];
  meta: (page: PageContext) => PageMeta;
  /** A fixed status (the not-found page). */
  status?: number;
  /** An internal page (a form for the firm's clients' staff): rendered, but not in the sitemap nor in search results. */
  unlisted?: boolean;
  /**
   * A staff screen drawn by the server (a staff login, ADR 145): noindex and out of the sitemap like
   * `unlisted`, and still disallowed in robots.txt with the rest of the staff areas.
   */
  staff?: boolean;
  /**
   * A staff screen drawn with its first data (ADR 146): only for a session holding one of these
   * roles; anyone else gets the shell, whose guard sends them to the area's login as before.
   */
  roles?: readonly Role[];
  /** The one address of a page reached by several routes (/tareas and /tareas-parcela): its canonical; the others stay out of the sitemap. */
  canonical?: string;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).meta === 'function';
}
