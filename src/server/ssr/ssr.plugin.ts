import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { barrioPath, barrioSlug } from '../../domain/neighbourhood/barrio-names.ts';
import { BARRIO_PAGE_MESSAGES } from '../../domain/neighbourhood/barrio-page-rules.ts';
import type { ApiErrorBody } from '../../domain/shared/api-error.ts';
import { type FormPostState, PAGE_QUERY_PARAMS } from '../../domain/shared/form-post.ts';
import { PRICE_CACHE_SECONDS } from '../areas/valuation/valuation.service.ts';
import type { Services } from '../compose.ts';
import { NotFound } from '../platform/errors.ts';
import { IMMUTABLE } from '../platform/plugins/cache-control.ts';
import type { PublicData } from '../platform/public-data.ts';
import { registerFormPosts } from './form-posts.ts';
import { barrioCardSvg, createCardCache, resultCardSvg, siteCardSvg, svgToPng } from './og-image.ts';
import { createPageCache, type PreparedPage, preparePage, sendPage } from './page-cache.ts';
import { createPageData } from './page-data.ts';
import { loadRenderer, readTemplate } from './renderer.ts';
import { robotsTxt, sitemapXml } from './seo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page navigation: the server-rendered public page, or the client-rendered shell (staff areas). */
    renderPage(request: FastifyRequest, reply: FastifyReply, posted?: PostedForm): Promise<FastifyReply>;
  }
}

/** A form posted without JavaScript (ADR 100): its page is drawn for this answer only, with this status. */
export interface PostedForm {
  form: FormPostState;
  status: number;
}

/** Rendered pages kept at once (the public pages are a dozen; unknown addresses are never kept). */
const MAX_CACHED_PAGES = 100;

/**
 * Public pages rendered on the server (docs/decisions/008): the renderer built from
 * src/web/entry-server.tsx, fed by the same services as the API; robots.txt, sitemap.xml and the
 * share cards. static.ts calls `app.renderPage` for every page navigation it does not serve a file for.
 */
/**
 * GET `path` of the API as the visitor of `request` (their cookies and address): the same route,
 * session check, role check and response schema a browser's fetch meets. The answer's JSON, or an
 * error carrying the API's status and code.
 */
async function readApiAs(app: FastifyInstance, request: FastifyRequest, path: string): Promise<unknown> {
  if (!path.startsWith('/api/')) throw new Error(`${path} no es una dirección de la API`);
  const answer = await app.inject({
    method: 'GET',
    url: path,
    remoteAddress: request.ip,
    headers: {
      accept: 'application/json',
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    },
  });
  const body: unknown = answer.body ? JSON.parse(answer.body) : undefined;
  if (answer.statusCode >= 200 && answer.statusCode < 300) return body;
  const error = (body as ApiErrorBody | undefined)?.error;
  throw Object.assign(new Error(error?.message ?? `GET ${path}: ${answer.statusCode}`), { statusCode: answer.statusCode, code: error?.code });
}

export async function registerSsr(app: FastifyInstance, services: Services): Promise<void> {
  const { webDir, publicUrl } = app.config;
  const template = readTemplate(webDir);
  const renderer = template ? await loadRenderer(webDir, app.log) : null;
  const pageData = createPageData(services);
  const pages = createPageCache(PRICE_CACHE_SECONDS * 1000, MAX_CACHED_PAGES);
  // Only the pages that read what changed are drawn again (ADR 091): a valuation, a sign-in or a
  // kanban move changes no public data and leaves every kept page in place.
  pageData.onChange(pages.drop);

  app.decorate('renderPage', async (request: FastifyRequest, reply: FastifyReply, posted?: PostedForm) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!template) return reply.status(404).send('');
    let page: PreparedPage | null = null;
    if (renderer) {
      // A visitor with a session may be asking for their staff screen (ADR 146).
      const readAs = getSessionCookie(new Headers({ cookie: request.headers.cookie ?? '' })) ? (path: string) => readApiAs(app, request, path) : undefined;
      /** Draws the page; `as` the visitor (their staff screen) or for everyone (null for a staff screen). */
      const render = async (as?: typeof readAs) => {
        // A page made only of data every visitor shares is rendered once and kept like that data,
        // with its whole HTML and its compressed bodies (page-cache.ts).
        let shared = !as;
        const reads = new Set<PublicData>();
        const rendered = await renderer.render(new Request(new URL(request.url, publicUrl)), {
          prefetch: (key) => {
            shared &&= pageData.isShared(key);
            for (const what of pageData.readsOf(key)) reads.add(what);
            return pageData.read(key);
          },
          readAs: as,
          phone: /\bMobile\b/.test(request.headers['user-agent'] ?? ''),
          origin: publicUrl,
          ...(posted ? { form: posted.form } : {}),
        });
        if (rendered?.personal) reply.header('cache-control', 'private, no-store');
        if (rendered && posted) return preparePage(posted.status, await template.fill(rendered), false);
        return rendered && preparePage(rendered.status, await template.fill(rendered), shared && rendered.status === 200, reads);
      };
      try {
        // Public pages read no other query string: /?fbclid=… is the same page as /. A posted form's
        // answer is drawn for its visitor alone and never kept.
        const [path = '/', query = ''] = request.url.split('?');
        // A page asked with a parameter it reads (the data-centre's typed power) is drawn for it alone.
        const params = new URLSearchParams(query);
        const readsQuery = Object.values(PAGE_QUERY_PARAMS).some((name) => params.has(name));
        page = posted || readsQuery ? await render() : await pages.get(path, () => render());
        // Not a page for everyone: the visitor's staff screen, drawn for them alone with what the API
        // answers them, outside the page cache (whose visitors share a render in progress). A public
        // page is served from the cache to them too: a cookie does not buy a render.
        if (!page && readAs) page = await render(readAs);
      } catch (error) {
        // The client can still draw the page from the shell: log and fall back rather than fail the visit.
        request.log.error({ err: error }, 'No se pudo dibujar la página en el servidor');
      }
    }
    if (!page) return reply.send(template.shell);
    return sendPage(request, reply, page);
  });

  await registerFormPosts(app, services);

  let index: Promise<{ publicPaths: string[]; staffPaths: string[] }> | undefined;
  const routeIndex = () => {
    index ??= renderer ? renderer.routeIndex() : Promise.resolve({ publicPaths: ['/'], staffPaths: [] });
    return index;
  };
  // Every active barrio's page (ADR 107): the route table has one pattern, the barrios table the addresses.
  const barrioPaths = async () => (await services.neighbourhood.barrioValues()).map((b) => barrioPath(barrioSlug(b.nombre)));
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl, (await routeIndex()).staffPaths)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(publicUrl, [...(await routeIndex()).publicPaths, ...(await barrioPaths())])),
  );

  // Share cards (og:image). A valuation never changes, so neither does its card.
  const cards = createCardCache();
  app.get('/og/sitio.png', async (_request, reply) =>
    reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await cards('sitio', () => svgToPng(siteCardSvg()))),
  );
  // A barrio's card names its value in the address (…/palermo-690.png): a new value is a new card.
  app.get('/og/barrio/:file', { schema: { params: z.object({ file: z.string().max(120) }) } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^([a-z0-9-]+)-(\d+(?:\.\d+)?)\.png$/.exec(file);
    const barrio = match && (await services.neighbourhood.barrioValues()).find((b) => barrioSlug(b.nombre) === match[1]);
    if (!barrio || String(barrio.valor_incidencia_usd_m2) !== match?.[2]) throw NotFound(BARRIO_PAGE_MESSAGES.notFound);
    return reply
      .type('image/png')
      .header('cache-control', IMMUTABLE)
      .send(await cards(`barrio:${file}`, () => svgToPng(barrioCardSvg(barrio))));
  });
  app.get('/og/resultado/:file', { schema: { params: z.object({ file: z.string().max(80) }) } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const id = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
    const consulta = await services.valuation.getConsulta(id);
    return reply
      .type('image/png')
      .header('cache-control', IMMUTABLE)
      .send(await cards(consulta.id, () => svgToPng(resultCardSvg(consulta))));
  });
}
