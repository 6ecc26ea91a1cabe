import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BRAND } from '../../../domain/brand.ts';
import { mailPreferencesSchema, mailPreferencesUpdateSchema, unsubscribedSchema, unsubscribeQuerySchema } from '../../../domain/mail/preferences.ts';
import { AppError } from '../errors.ts';
import type { MailPreferencesService } from './preferences.ts';
import { UNSUBSCRIBE_PATH } from './preferences.ts';

/** Per client address: mail providers post one-click unsubscribes from a few servers of theirs. */
export const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * «Mi cuenta» › correo for every signed-in account (its own choices only), and the one-click
 * unsubscribe of every mail (ADR 093, RFC 8058): POST turns the link's kind off without a session;
 * GET only shows what the link would turn off and a button that posts — link scanners and
 * previews follow GETs, and must not unsubscribe anyone.
 */
export async function mailPreferencesRoutes(app: FastifyInstance, { service }: { service: MailPreferencesService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { access: 'signed-in' } as const;
  const tags = ['cuenta'];

  r.get(
    '/api/cuenta/correo',
    { config: signedIn, schema: { tags, summary: 'Tu dirección y qué correos recibís, por tipo', response: { 200: mailPreferencesSchema } } },
    async (request) => service.read(await request.requireUser()),
  );
  r.put(
    '/api/cuenta/correo',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Cambia qué correos recibís (los tipos que mandes)',
        body: mailPreferencesUpdateSchema,
        response: { 200: mailPreferencesSchema },
      },
    },
    async (request) => service.update(await request.requireUser(), request.body),
  );

  await app.register(async (scope) => {
    // RFC 8058 §3.1: the provider posts `List-Unsubscribe=One-Click` form-encoded; the body says
    // nothing the token does not, so it is read as a short string and otherwise ignored.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    const s = scope.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'public', rateLimit: UNSUBSCRIBE_RATE_LIMIT } as const;

    s.get(
      UNSUBSCRIBE_PATH,
      {
        config,
        schema: { tags, summary: 'Página que confirma la baja de un tipo de correo (no da de baja: eso lo hace el POST)', querystring: unsubscribeQuerySchema },
      },
      async (request, reply) => {
        try {
          const { label } = await service.describe(request.query.t);
          return page(reply, 200, 'Dejar de recibir correos', [
            `<p>Vas a dejar de recibir: <strong>${escapeHtml(label)}</strong>.</p>`,
            `<form method="post" action="${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(request.query.t)}">`,
            '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
            '<button type="submit">Confirmar la baja</button>',
            '</form>',
            '<p><a href="/cuenta">Elegir en «Mi cuenta» qué correos recibís</a></p>',
          ]);
        } catch (error) {
          return refusal(reply, error);
        }
      },
    );
    s.post(
      UNSUBSCRIBE_PATH,
      {
        config,
        schema: {
          tags,
          summary: 'Baja en un clic (RFC 8058): el tipo del enlace pasa a «no», sin sesión',
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribedSchema },
        },
      },
      async (request, reply) => {
        if (!wantsHtml(request)) return service.unsubscribe(request.query.t);
        try {
          const done = await service.unsubscribe(request.query.t);
          return page(reply, 200, 'Listo', [
            `<p>Ya no vas a recibir: <strong>${escapeHtml(done.etiqueta)}</strong>.</p>`,
            '<p><a href="/cuenta">Cambiarlo en «Mi cuenta»</a></p>',
          ]);
        } catch (error) {
          return refusal(reply, error);
        }
      },
    );
  });
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** A refused link as a page (someone clicked it); anything else goes to the error handler. */
function refusal(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  return page(reply, error.statusCode, 'No pudimos darte de baja', [`<p>${escapeHtml(error.message)}</p>`, '<p><a href="/cuenta">Ir a «Mi cuenta»</a></p>']);
}

/** A small page with no scripts nor styles of its own (the CSP allows nothing inline to run). */
function page(reply: FastifyReply, status: number, title: string, body: string[]) {
  const html = [
    '<!doctype html>',
    '<html lang="es-AR">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} · ${escapeHtml(BRAND.firm)}</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>`,
    ...body,
    '</main></body></html>',
  ].join('\n');
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
