import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../domain/shared/api-error.ts';
import { barrioHistorySchema, valueHistorySchema } from '../../domain/valuation/history.schemas.ts';
import { valueRangeSchema } from '../../domain/valuation/range.schemas.ts';
import {
  barrioSchema,
  consultaInputSchema,
  consultaSchema,
  contactoInputSchema,
  localidadSchema,
  precioSchema,
} from '../../domain/valuation/valuation.schemas.ts';
import { VALUATION_MESSAGES } from '../../domain/valuation/valuation.ts';
import { createValuationService, PRICE_CACHE_SECONDS } from './valuation.service.ts';
/** Per client address and minute: a person compares a handful of barrios, a script many more. */
export const CONSULTA_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
/** Per client address and minute: a person downloads a report a few times; drawing one costs ~5 ms of CPU (20 at p90 on this 2-core machine). */
export const REPORT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const tags = ['valuación'];
const precioListSchema = z.array(precioSchema);

/** The valuation site's public API (DESIGN.md §8). */
export async function valuationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createValuationService({ db: app.db, alerts: { publicUrl: app.config.publicUrl } });
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
      schema: { tags, summary: 'Una consulta, para la página de resultado', params: z.object({ id: z.string() }), response: { 200: consultaSchema } },
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
        params: z.object({ id: z.string() }),
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
        params: z.object({ id: z.string() }),
        response: { 200: valueHistorySchema },
      },
    },
    (request) => service.consultaHistory(request.params.id),
  );

  r.get(
    '/api/consultas/:id/informe.pdf',
    {
      config: { access: 'public', rateLimit: REPORT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Informe de la consulta en PDF (A4): valores, rango, historial del barrio, nota legal, contacto y código QR',
        params: z.object({ id: z.string() }),
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
}
