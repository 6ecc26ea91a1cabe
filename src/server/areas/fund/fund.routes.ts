import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inquiryIdParamsSchema,
  inquirySchema,
  LAND_MESSAGES,
  offerContactSchema,
  plotIdParamsSchema,
  plotInputSchema,
  plotPatchSchema,
  plotSchema,
  publicPlotSchema,
} from '../../../domain/fund/land.ts';
import {
  landOfferSchema,
  offerParametersUpdateSchema,
  offerParametersViewSchema,
  offerRequestSchema,
  offerZonesResponseSchema,
} from '../../../domain/fund/offer.ts';
import { leadFilterSchema, leadListQuerySchema } from '../../../domain/leads/pipeline.ts';
import { paginatedSchema } from '../../../domain/shared/pagination.ts';
import { sendAttachment } from '../../platform/attachment.ts';
import { auditActor } from '../../platform/audit-port.ts';
import { sendCsvDownload } from '../../platform/csv-download.ts';
import { type FundService, INQUIRY_RATE_LIMIT, OFFER_RATE_LIMIT } from './fund.service.ts';

const FUND = ['fondo'] as const;
const TAGS = ['fondo'];

/** The land fund: /terrenos (public plots, land owners' inquiries) and the fund admin /parcela-admin. */
export async function fundRoutes(app: FastifyInstance, { service }: { service: FundService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/terrenos',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: 'Terrenos activos del fondo, por orden (sin datos internos)', response: { 200: z.array(publicPlotSchema) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, no-cache');
      return service.listPublic();
    },
  );

  r.post(
    '/api/terrenos/contactos',
    {
      config: { access: 'public', rateLimit: INQUIRY_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: 'Consulta de un propietario de terreno, con su prefactibilidad opcional',
        description:
          'multipart/form-data con `nombre`, `email`, `telefono`, `ubicacion_terreno`, `m2_vendibles_estimados` (opcional), `tiene_prefactibilidad` (true/false) y un archivo opcional `archivo`: PDF, JPG, PNG o WebP (se reconoce por su contenido), hasta 10 MB. El archivo es privado: solo lo descargan el fondo y los administradores.',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const { fields, file } = await app.uploads.oneFileForm(request, {
        fileField: 'archivo',
        wrongField: LAND_MESSAGES.oneFileOnly,
        tooLarge: LAND_MESSAGES.fileTooLarge,
      });
      return reply.status(201).send(await service.createInquiry(fields, file, app.uploads.forRequest(request, 'archivo')));
    },
  );

  // ——— «¿Cuánto te ofrecemos por tu terreno?» (ADR 143) ———

  r.get(
    '/api/oferta/zonas',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Tabla de zonas (m² vendibles por m² de lote) y la zona de «No sé» de cada barrio, sin precios',
        response: { 200: offerZonesResponseSchema },
      },
    },
    async (_request, reply) => {
      // The firm edits it a few times a year: a minute of cache is no harm.
      reply.header('cache-control', 'public, max-age=60');
      return service.offerZones();
    },
  );

  r.post(
    '/api/terrenos/oferta',
    {
      config: { access: 'public', rateLimit: OFFER_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: 'Oferta indicativa por un terreno: contado, permuta y mixto, con sus supuestos',
        description:
          'Barrio activo, superficie del lote en m² (`lote_m2`, o `frente_m` × `fondo_m`) y los m² vendibles (`m2_vendibles`) o una zona de GET /api/oferta/zonas (`zona`, o `no-se` para la del barrio). Los números se aceptan escritos a la argentina («1.250», «8,66»).',
        body: offerRequestSchema,
        response: { 200: landOfferSchema },
      },
    },
    (request) => service.offer(request.body),
  );

  r.post(
    '/api/terrenos/oferta/contacto',
    {
      config: { access: 'public', rateLimit: INQUIRY_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: '«Quiero que me contacten»: guarda el contacto en Contactos del fondo con la oferta recalculada en el servidor',
        body: offerContactSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createOfferContact(request.body)),
  );

  r.get(
    '/api/fondo/oferta/parametros',
    {
      config: { access: FUND },
      schema: {
        tags: TAGS,
        summary: 'Parámetros de la oferta por terrenos, su último cambio y los barrios activos',
        response: { 200: offerParametersViewSchema },
      },
    },
    () => service.offerParameters(),
  );

  r.put(
    '/api/fondo/oferta/parametros',
    {
      config: { access: FUND },
      schema: {
        tags: TAGS,
        summary: 'Guarda los parámetros de la oferta con la versión leída (409 PARAMETERS_CHANGED si alguien los cambió), auditado',
        body: offerParametersUpdateSchema,
        response: { 200: offerParametersViewSchema },
      },
    },
    async (request) => service.saveOfferParameters(request.body, await auditActor(request)),
  );

  r.get(
    '/api/fondo/terrenos',
    {
      config: { access: FUND },
      schema: { tags: TAGS, summary: 'Todos los terrenos del fondo, por orden', response: { 200: z.array(plotSchema) } },
    },
    () => service.listForAdmin(),
  );

  r.post(
    '/api/fondo/terrenos',
    {
      config: { access: FUND },
      schema: {
        tags: TAGS,
        summary: 'Nuevo terreno, al final (orden = cantidad + 1)',
        body: plotInputSchema,
        response: { 201: plotSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createPlot(request.body, await auditActor(request))),
  );

  r.put(
    '/api/fondo/terrenos/:id',
    {
      config: { access: FUND },
      schema: { tags: TAGS, summary: 'Edita un terreno', params: plotIdParamsSchema, body: plotInputSchema, response: { 200: plotSchema } },
    },
    async (request) => service.updatePlot(request.params.id, request.body, await auditActor(request)),
  );

  r.patch(
    '/api/fondo/terrenos/:id',
    {
      config: { access: FUND },
      schema: {
        tags: TAGS,
        summary: 'Mueve un terreno (orden 1 = primero) o lo muestra/oculta en /terrenos',
        params: plotIdParamsSchema,
        body: plotPatchSchema,
        response: { 200: plotSchema },
      },
    },
    async (request) => service.patchPlot(request.params.id, request.body, await auditActor(request)),
  );

  r.delete(
    '/api/fondo/terrenos/:id',
    {
      config: { access: FUND },
      schema: { tags: TAGS, summary: 'Elimina un terreno y los archivos de su imagen', params: plotIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.deletePlot(request.params.id, await auditActor(request));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/fondo/terrenos/:id/imagen',
    {
      config: { access: FUND, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Reemplaza la imagen de un terreno',
        description:
          'multipart/form-data con un archivo `imagen` (JPG, PNG o WebP, hasta 10 MB y 24 megapíxeles), reconvertido a WebP en varios anchos, sin metadatos. La imagen anterior se borra.',
        consumes: ['multipart/form-data'],
        params: plotIdParamsSchema,
        response: { 200: plotSchema },
      },
    },
    async (request) => {
      const { file } = await app.uploads.oneFileForm(request, {
        fileField: 'imagen',
        wrongField: 'Subí una sola imagen por vez',
        tooLarge: 'La imagen debe pesar 10 MB o menos',
      });
      return service.setPlotImage(request.params.id, file, app.uploads.forRequest(request, 'imagen'));
    },
  );

  r.delete(
    '/api/fondo/terrenos/:id/imagen',
    {
      config: { access: FUND },
      schema: {
        tags: TAGS,
        summary: 'Quita la imagen de un terreno y borra sus archivos',
        params: plotIdParamsSchema,
        response: { 200: plotSchema },
      },
    },
    (request) => service.removePlotImage(request.params.id),
  );

  r.get(
    '/api/fondo/contactos',
    {
      config: { access: FUND },
      schema: {
        tags: TAGS,
        summary: 'Consultas de propietarios, las más recientes primero, filtradas por estado, responsable o seguimiento vencido',
        querystring: leadListQuerySchema,
        response: { 200: paginatedSchema(inquirySchema) },
      },
    },
    (request) => service.pageInquiries(request.query),
  );

  r.get(
    '/api/fondo/contactos/csv',
    {
      config: { access: FUND },
      schema: {
        tags: TAGS,
        summary: 'Exporta a CSV (UTF-8 con BOM) las consultas de propietarios filtradas',
        querystring: leadFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsvDownload(reply, await service.inquiriesCsv(request.query, await auditActor(request))),
  );

  r.get(
    '/api/fondo/contactos/:id/prefactibilidad',
    {
      config: { access: FUND },
      schema: {
        tags: TAGS,
        summary: 'Descarga el archivo de prefactibilidad de una consulta (adjunto, nunca se muestra en el navegador)',
        params: inquiryIdParamsSchema,
        produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
      },
    },
    async (request, reply) => {
      return sendAttachment(reply, await service.readPrefeasibility(request.params.id, await auditActor(request)));
    },
  );
}
