import { defaultShouldDehydrateQuery, dehydrate, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import type { MeResponse } from '../domain/accounts/session-user.ts';
import { BRAND } from '../domain/brand.ts';
import type { FormPostState } from '../domain/shared/form-post.ts';
import type { RenderedPage } from '../domain/shared/rendered-page.ts';
import { hasAnyRole } from '../domain/shared/roles.ts';
import { routes } from './app/router.tsx';
import { ApiError } from './lib/api.ts';
import { loadServerRenderedParts } from './lib/preloadable.ts';
import { createDrawingQueryClient } from './lib/query-client.ts';
import { SESSION_PATH, SESSION_QUERY_KEY } from './lib/session.ts';
import { isNotFound } from './shared/not-found-state.tsx';
import { isPageHandle, type PageMeta } from './shared/page-handle.ts';
import { SSR_STATE_ELEMENT_ID, type SsrState, SsrStateContext } from './shared/ssr-state.ts';

/**
 * The server renderer of the public pages (docs/decisions/008). Built by `vite build` into
 * `<web folder>-ssr/entry-server.js`; the server loads that file and hands it its data source,
 * so the web never imports the server and the server never imports the web's sources.
 */

/** Answers a public query key with the JSON the API answers; throws the API's error (with `statusCode`) otherwise. */
export type PageDataSource = (queryKey: QueryKey) => Promise<unknown>;

export interface RenderOptions {
  prefetch: PageDataSource;
  /** Reads a GET of the API as the visitor (their session cookie): present only when they sent one (ADR 146). */
  readAs?: ((path: string) => Promise<unknown>) | undefined;
  /** The site's public address (config.publicUrl): canonical, share and structured-data URLs. */
  origin: string;
  /** A form posted without JavaScript: the page is drawn with its values, messages or success (ADR 100). */
  form?: FormPostState;
  /** The visitor's browser says it is a phone: a staff screen drawn for them lays out for it (ADR 146). */
  phone?: boolean;
}

const handler = createStaticHandler(routes);

/** The page for a GET of `request.url`, or null when the address is not a server-rendered page (staff screens but the logins: the shell). */
export async function render(request: Request, { prefetch, readAs, origin, form, phone }: RenderOptions): Promise<RenderedPage | null> {
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle;
  if (!leaf || !isPageHandle(handle)) return null;

  const client = createDrawingQueryClient();
  if (handle.roles) {
    // A staff screen (ADR 146): drawn only for a session with the area's role. Anyone else gets the
    // shell, whose guard sends them to the login with the area's message, as before.
    const me = readAs ? ((await readAs(SESSION_PATH).catch(() => null)) as MeResponse | null) : null;
    if (!me?.user || !hasAnyRole(me.user.roles, handle.roles)) return null;
    client.setQueryData(SESSION_QUERY_KEY, me);
  }

  // The page's route modules are in (handler.query): now the lazy parts they draw (lib/preloadable.ts).
  await loadServerRenderedParts();

  const answers = await Promise.all(
    (handle.queries?.(leaf.params, new URL(request.url).searchParams) ?? []).map(async (query) => {
      const queryFn = async () => {
        try {
          if (query.path !== undefined) {
            if (!readAs) throw new Error(`La consulta ${query.path} se lee con la sesión de quien visita`);
            return await readAs(query.path);
          }
          return await prefetch(query.queryKey);
        } catch (error) {
          throw asApiError(error);
        }
      };
      const { path: _path, ...keyAndPage } = query;
      const options = { ...keyAndPage, queryFn, retry: false } as FetchQueryOptions;
      await ('initialPageParam' in query
        ? client.prefetchInfiniteQuery(options as Parameters<QueryClient['prefetchInfiniteQuery']>[0])
        : client.prefetchQuery(options));
      return client.getQueryState(query.queryKey)?.error;
    }),
  );
  const notFound = answers.some(isNotFound);

  // Both sides render from the same JSON: the client reads exactly what the server rendered with.
  const json = JSON.stringify({
    origin,
    ...(form ? { form } : {}),
    // Only a page drawn for one visitor may depend on their browser (a shared one is kept for all).
    ...(handle.roles && phone ? { phone } : {}),
    queries: dehydrate(client, { shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || isNotFound(q.state.error) }),
  } satisfies SsrState);
  const state = JSON.parse(json) as SsrState;
  const stream = await renderToReadableStream(
    <StrictMode>
      <SsrStateContext value={state}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </SsrStateContext>
    </StrictMode>,
    {
      onError: (error) => console.error(error),
      // The page is sent whole (allReady below): every Suspense boundary inline where it stands. With
      // React's default (12,800 bytes), a boundary past that point is sent hidden with an inline
      // script to move it in place, which the Content-Security-Policy refuses: it stayed hidden.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();

  const status = handle.status ?? (notFound ? 404 : context.statusCode);
  const meta = handle.meta({ params: leaf.params, data: client.getQueryData.bind(client) as QueryClient['getQueryData'], origin });
  if (handle.unlisted || handle.staff) meta.noindex = true;
  const url = new URL(request.url);
  return {
    status,
    head: headTags(meta, status === 200 ? `${origin}${handle.canonical ?? url.pathname}` : null, origin),
    html,
    state: `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${escapeScriptJson(json)}</script>`,
    // vite.config.ts adds `moduleId` to every route module of this build.
    modules: context.matches.flatMap((m) => (m.route as { moduleId?: string }).moduleId ?? []),
    ...(handle.roles ? { personal: true } : {}),
  };
}

/** The public and the staff addresses of the route table: the sitemap lists the first, robots.txt disallows the second. */
export async function routeIndex(): Promise<{ publicPaths: string[]; staffPaths: string[] }> {
  const publicPaths: string[] = [];
  const staffPaths: string[] = [];
  async function walk(list: RouteObject[]) {
    for (const route of list) {
      if (route.children) await walk(route.children);
      if (!route.path || route.path === '*') continue;
      const handle = route.handle ?? (typeof route.lazy === 'function' ? ((await route.lazy()) as RouteObject).handle : undefined);
      // A staff login is drawn by the server (ADR 145) but stays disallowed like its area.
      if (isPageHandle(handle) && !handle.staff) {
        if (!route.path.includes(':') && !handle.unlisted && (handle.canonical ?? route.path) === route.path) publicPaths.push(route.path);
      } else staffPaths.push(route.path.replace(/\/\*$/, ''));
    }
  }
  await walk(routes);
  return { publicPaths, staffPaths: [...new Set(staffPaths)] };
}

function asApiError(error: unknown): unknown {
  const e = error as { statusCode?: unknown; code?: unknown; message?: unknown } | null;
  if (typeof e?.statusCode !== 'number') return error;
  return new ApiError(e.statusCode, String(e.code ?? 'HTTP_ERROR'), String(e.message ?? ''));
}

function headTags(meta: PageMeta, canonical: string | null, origin: string): string {
  const title = `${meta.title} · ${BRAND.name}`;
  const image = meta.image ? new URL(meta.image, origin).href : `${origin}/og/sitio.png`;
  const imageAlt = meta.imageAlt ?? `${BRAND.firm}: valores de terrenos, valuaciones y desarrollos en Buenos Aires`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaName('description', meta.description),
    meta.noindex ? metaName('robots', 'noindex') : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    metaProperty('og:type', 'website'),
    metaProperty('og:site_name', BRAND.firm),
    metaProperty('og:locale', 'es_AR'),
    metaProperty('og:title', title),
    metaProperty('og:description', meta.description),
    canonical ? metaProperty('og:url', canonical) : '',
    metaProperty('og:image', image),
    metaProperty('og:image:type', 'image/png'),
    metaProperty('og:image:width', '1200'),
    metaProperty('og:image:height', '630'),
    metaProperty('og:image:alt', imageAlt),
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', title),
    metaName('twitter:description', meta.description),
    metaName('twitter:image', image),
    metaName('twitter:image:alt', imageAlt),
    ...(meta.structuredData ?? []).map((data) => `<script type="application/ld+json">${escapeScriptJson(JSON.stringify(data))}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

const metaName = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
const metaProperty = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a <script>: `<` escaped so no `</script>` or `<!--` can end or alter it. */
function escapeScriptJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}
