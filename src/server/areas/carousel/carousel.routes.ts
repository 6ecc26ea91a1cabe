import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  carouselAdminItemSchema,
  carouselIdParamsSchema,
  carouselItemSchema,
  carouselListQuerySchema,
  carouselUpdateSchema,
} from '../../../domain/carousel/carousel.schemas.ts';
import { CAROUSEL_MESSAGES } from '../../../domain/carousel/carousel.ts';
import { auditActor } from '../../platform/audit-port.ts';
import type { CarouselService } from './carousel.service.ts';

const STAFF = ['contenido'] as const;
const TAGS = ['carrusel'];

/** Carousel images: the public list per type, and the staff routes of /parcela/admin. */
export async function carouselRoutes(app: FastifyInstance, { service }: { service: CarouselService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/carrusel',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Imágenes activas de un carrusel, por orden',
        querystring: carouselListQuerySchema,
        response: { 200: z.array(carouselItemSchema), 304: z.null() },
      },
    },
    async (request, reply) => {
      const items = await service.listPublic(request.query.tipo);
      // Cacheable but always revalidated: staff changes show at once, unchanged lists answer 304.
      const etag = `"${createHash('sha1').update(JSON.stringify(items)).digest('base64url')}"`;
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return items;
    },
  );

  r.get(
    '/api/carrusel/admin',
    {
      config: { access: STAFF },
      schema: { tags: TAGS, summary: 'Todas las imágenes de los carruseles, por tipo y orden', response: { 200: z.array(carouselAdminItemSchema) } },
    },
    () => service.listForAdmin(),
  );

  r.post(
    '/api/carrusel',
    {
      config: { access: STAFF, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Agrega una imagen al final de su carrusel',
        description:
          'multipart/form-data con los campos `titulo`, `descripcion` (opcional), `tipo` (propiedades | trabajos) y un archivo `imagen` (JPG, PNG o WebP, hasta 10 MB y 24 megapíxeles). La imagen se reconvierte a WebP en varios anchos, sin metadatos.',
        consumes: ['multipart/form-data'],
        response: { 201: carouselAdminItemSchema },
      },
    },
    async (request, reply) => {
      const { fields, file } = await app.uploads.oneFileForm(request, { fileField: 'imagen', wrongField: CAROUSEL_MESSAGES.oneImageOnly });
      const data = file?.data;
      const item = await service.addImage(fields, data, app.uploads.forRequest(request, 'imagen'), await auditActor(request));
      return reply.status(201).send(item);
    },
  );

  r.patch(
    '/api/carrusel/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: TAGS,
        summary: 'Mueve una imagen dentro de su carrusel (orden 0 = primera) o la activa/desactiva',
        params: carouselIdParamsSchema,
        body: carouselUpdateSchema,
        response: { 200: carouselAdminItemSchema },
      },
    },
    async (request) => service.updateItem(request.params.id, request.body, await auditActor(request)),
  );

  r.delete(
    '/api/carrusel/:id',
    {
      config: { access: STAFF },
      schema: { tags: TAGS, summary: 'Elimina una imagen y sus archivos', params: carouselIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.removeItem(request.params.id, await auditActor(request));
      return reply.status(204).send(null);
    },
  );
}
