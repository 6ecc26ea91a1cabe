import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import { closingCostsDataSchema } from '../../../domain/valuation/closing-costs.schemas.ts';
import { barrioHistorySchema, valueHistorySchema } from '../../../domain/valuation/history.schemas.ts';
import { valueRangeSchema } from '../../../domain/valuation/range.schemas.ts';
import { reportMailInputSchema } from '../../../domain/valuation/report-mail.schemas.ts';
import { parseReportMailStatus, type ReportMailStatus } from '../../../domain/valuation/report-mail.ts';
import {
  barrioSchema,
  consultaInputSchema,
  consultaSchema,
  contactoInputSchema,
  localidadSchema,
  precioSchema,
} from '../../../domain/valuation/valuation.schemas.ts';
import { VALUATION_MESSAGES } from '../../../domain/valuation/valuation.ts';
import { AppError, fieldPath } from '../../platform/errors.ts';
import { PRICE_CACHE_SECONDS, type ValuationService } from './valuation.service.ts';
/** Per client address and minute: a person compares a handful of barrios, a script many more. */
export const CONSULTA_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
/** Per client address and minute: a person downloads a report a few times; drawing one costs ~5 ms of CPU (20 at p90 on this 2-core machine). */
export const REPORT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** Per client address and 10 minutes: a visitor mails the report to themselves and maybe a partner (the service also limits per consulta and recipient). */
export const REPORT_MAIL_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
/** A form of two fields: a few hundred bytes. */
const FORM_BODY_LIMIT = 4096;

const tags = ['valuación'];
const precioListSchema = z.array(precioSchema);
/** Any text: an id that names no consulta, malformed or not, answers the service's 404 (findConsulta), not a 400. */
const consultaIdParams = z.object({ id: z.string() });

/** The valuation site's public API (DESIGN.md §8). */
export async function valuationRoutes(app: FastifyInstance, { service }: { service: ValuationService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicCache = `public, max-age=${PRICE_CACHE_SECONDS}`;
  const serialized = new WeakMap<object, string>();

  r.get(
    '/api/localidades',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Localidades activas, por nombre', response: { 200: z.array(localidadSchema) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', publicCache);
      return service.listLocalidades();
    },
  );

  r.get(
    '/api/barrios',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Barrios activos de una localidad, por nombre',
        querystring: z.object({ localidad_id: z.uuid('Elegí una localidad válida') }),
        response: { 200: z.array(barrioSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', publicCache);
      return service.listBarrios(request.query.localidad_id);
    },
  );

  r.get(
    '/api/precios',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Tabla de precios públicos: barrios activos por localidad y barrio', response: { 200: precioListSchema } },
    },
    async (_request, reply) => {
      const rows = await service.precios();
      let json = serialized.get(rows);
      if (json === undefined) {
        json = JSON.stringify(precioListSchema.parse(rows));
        serialized.set(rows, json);
      }
      // Already validated and serialized once per cache period: Fastify sends a JSON string as is.
      return reply
        .header('cache-control', publicCache)
        .type('application/json; charset=utf-8')
        .send(json as never);
    },
  );

  r.post(
    '/api/consultas',
    {
      config: {
        access: 'public',
        rateLimit: CONSULTA_RATE_LIMIT,
        // The web shows 'Campos incompletos' for a missing field, and reloads the lists for an option gone.
        validationCodes: {
          [VALUATION_MESSAGES.incomplete]: ERROR_CODES.valuationIncomplete,
          [VALUATION_MESSAGES.localityUnavailable]: ERROR_CODES.valuationOptionUnavailable,
          [VALUATION_MESSAGES.barrioUnavailable]: ERROR_CODES.valuationOptionUnavailable,
        },
      },
      schema: {
        tags,
        summary: 'Valúa un terreno en el servidor y guarda la consulta',
        description:
          'Los valores se calculan con el valor de incidencia del barrio y el ajuste de mercado vigente; los valores que envíe el cliente se ignoran.',
        body: consultaInputSchema,
        response: { 201: consultaSchema },
      },
    },
    async (request, reply) => {
      const consulta = await service.createConsulta(request.body);
      return reply.status(201).send(consulta);
    },
  );

  r.get(
    '/api/consultas/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Una consulta, para la página de resultado', params: consultaIdParams, response: { 200: consultaSchema } },
    },
    (request) => service.getConsulta(request.params.id),
  );

  r.get(
    '/api/consultas/:id/rango',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Rango orientativo del valor de mercado de una consulta (calidad de la ubicación y sugerencias de la comunidad)',
        params: consultaIdParams,
        response: { 200: valueRangeSchema },
      },
    },
    (request) => service.consultaRange(request.params.id),
  );

  r.get(
    '/api/consultas/:id/historial',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Valor de incidencia del barrio de una consulta en los 12 meses previos a ella (fecha y valor)',
        params: consultaIdParams,
        response: { 200: valueHistorySchema },
      },
    },
    (request) => service.consultaHistory(request.params.id),
  );

  r.get(
    '/api/consultas/:id/costos-cierre',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Costo total para cerrar: los conceptos de escritura de la jurisdicción de la consulta y las últimas cotizaciones (ADR 144)',
        description:
          'La página calcula con ellos (también al marcar «vivienda única»). Si las cotizaciones no se pueden leer, `cotizaciones` es null; la tabla nunca falla (sus valores por defecto).',
        params: consultaIdParams,
        response: { 200: closingCostsDataSchema },
      },
    },
    (request) => service.consultaClosingCosts(request.params.id),
  );

  r.get(
    '/api/consultas/:id/informe.pdf',
    {
      config: { access: 'public', rateLimit: REPORT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Informe de la consulta en PDF (A4): valores, rango, historial del barrio, nota legal, contacto y código QR',
        params: consultaIdParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await service.report(request.params.id, app.config.publicUrl);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, max-age=300')
        .send(pdf);
    },
  );

  r.get(
    '/api/barrios/historial',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Valor de incidencia de cada barrio activo en los últimos 12 meses (fecha y valor) y su variación',
        response: { 200: z.array(barrioHistorySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', publicCache);
      return service.barrioHistories();
    },
  );

  r.post(
    '/api/contactos-valuacion',
    {
      config: { access: 'public', rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags,
        summary: "Guarda el pedido de contacto de 'Hablar con un analista'",
        body: contactoInputSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createContacto(request.body)),
  );

  r.post(
    '/api/consultas/:id/informe-por-email',
    {
      config: { access: 'public', rateLimit: REPORT_MAIL_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Envía el informe de la consulta (PDF adjunto y enlace) al e-mail del visitante, con su consentimiento',
        description:
          'Guarda el e-mail como contacto de la consulta con la versión y la fecha del consentimiento, y encola el correo en la misma transacción. Límites: por dirección de cliente, por consulta (3 por hora) y por destinatario (5 por día).',
        params: consultaIdParams,
        body: reportMailInputSchema,
        response: { 202: z.object({ enviado: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await service.sendReportByMail(request.params.id, request.body);
      return reply.status(202).send({ enviado: true });
    },
  );

  // The same, for the result page's form without JavaScript (ADR 008): a urlencoded POST answered
  // with a redirect back to the page with a status — never the address — in the query. Its own
  // scope, so only this route parses urlencoded bodies and its errors become redirects too.
  await app.register(async (form) => {
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const back = (id: string, status: ReportMailStatus) => `/resultado/${encodeURIComponent(id)}?informe=${status}#recibir-por-email`;
    form.setErrorHandler((error, request, reply) => {
      const id = (request.params as { id?: string }).id ?? '';
      const status = (error as { statusCode?: number }).statusCode;
      if (status === undefined || status >= 500) request.log.error({ err: error }, 'Informe por e-mail (formulario) falló');
      const perRecipient = error instanceof AppError && error.field === 'email';
      return reply.redirect(back(id, status === 429 ? (perRecipient ? 'limite-email' : 'limite') : 'error'), 303);
    });
    form.withTypeProvider<ZodTypeProvider>().post(
      '/resultado/:id/informe',
      {
        config: { access: 'public', rateLimit: REPORT_MAIL_RATE_LIMIT },
        schema: {
          tags,
          summary: 'Formulario sin JavaScript de «Recibilo por e-mail»: redirige (303) a la página con ?informe=<estado>',
          params: consultaIdParams,
          consumes: ['application/x-www-form-urlencoded'],
        },
      },
      async (request, reply) => {
        const fields = (request.body ?? {}) as Record<string, unknown>;
        const parsed = reportMailInputSchema.safeParse({ email: fields.email ?? '', consentimiento: fields.consentimiento === 'si' || undefined });
        if (!parsed.success) {
          const field = fieldPath(parsed.error.issues[0]?.path);
          return reply.redirect(back(request.params.id, parseReportMailStatus(field) ?? 'email'), 303);
        }
        await service.sendReportByMail(request.params.id, parsed.data);
        return reply.redirect(back(request.params.id, 'enviado'), 303);
      },
    );
  });
}
