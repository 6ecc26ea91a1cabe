import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingBodySchema, managedPropertySchema, propertySchema, publicationBodySchema } from '../../../domain/properties/properties.schemas.ts';
import { PROPERTY_LIMITS, PROPERTY_MESSAGES } from '../../../domain/properties/properties.ts';
import { paginatedSchema, paginationQuerySchema } from '../../../domain/shared/pagination.ts';
import { Invalid } from '../../platform/errors.ts';
import type { PropertiesService } from './properties.service.ts';

const tags = ['propiedades'];
const idParams = z.object({ id: z.uuid({ error: PROPERTY_MESSAGES.noEncontrada }) });
const imageParams = idParams.extend({
  indice: z.coerce
    .number()
    .int()
    .min(0)
    .max(PROPERTY_LIMITS.imagenes - 1),
});
const signedIn = 'signed-in' as const;
const adminOnly = ['admin'] as const;

/**
 * The image files of a multipart request, one at a time as they arrive (never all in memory): at
 * most PROPERTY_LIMITS.imagenes per request (one more answers 413), each ≤ 10 MB (413), under the
 * daily upload quota (429). Text fields are ignored.
 */
async function* imageFiles(app: FastifyInstance, request: FastifyRequest): AsyncGenerator<Buffer, void, undefined> {
  const rules = { fileField: 'imagenes', wrongField: PROPERTY_MESSAGES.sinImagen, maxFiles: PROPERTY_LIMITS.imagenes };
  for await (const part of app.uploads.parts(request, rules)) if (part.type === 'file') yield part.data;
}

/** The property marketplace (public) and the property platform (signed-in users, admins). */
export async function propertiesRoutes(app: FastifyInstance, { service }: { service: PropertiesService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/propiedades',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Propiedades publicadas, de mayor a menor orden de publicación (paginado)',
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(propertySchema) },
      },
    },
    (request) => service.listPublished(request.query),
  );

  r.get(
    '/api/propiedades/mias',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Propiedades de la cuenta (publicadas o no)',
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(managedPropertySchema) },
      },
    },
    async (request) => service.listOwn(await request.requireUser(), request.query),
  );

  r.get(
    '/api/propiedades/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Una propiedad publicada', params: idParams, response: { 200: propertySchema } },
    },
    (request) => service.getPublished(request.params.id),
  );

  r.post(
    '/api/propiedades',
    {
      config: { access: signedIn, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Carga una propiedad propia (queda sin publicar; la cuenta debe tener su e-mail confirmado, si no 403 EMAIL_UNVERIFIED)',
        body: listingBodySchema,
        response: { 201: managedPropertySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(await request.requireUser(), request.body)),
  );

  r.put(
    '/api/propiedades/:id',
    {
      config: { access: signedIn, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Edita una propiedad propia (un cambio del dueño la despublica hasta que un admin la vuelva a publicar)',
        params: idParams,
        body: listingBodySchema,
        response: { 200: managedPropertySchema },
      },
    },
    async (request) => service.update(await request.requireUser(), request.params.id, request.body),
  );

  r.delete(
    '/api/propiedades/:id',
    {
      config: { access: signedIn, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Elimina una propiedad propia y sus imágenes', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.remove(await request.requireUser(), request.params.id, request.ip);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/propiedades/:id/imagenes',
    {
      config: { access: signedIn, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: `Sube imágenes (multipart, campo "imagenes"; hasta ${PROPERTY_LIMITS.imagenes} por propiedad, JPG, PNG o WebP de hasta 10 MB y 24 megapíxeles cada una; se reconvierten a WebP)`,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: managedPropertySchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      if (!request.isMultipart()) throw Invalid(PROPERTY_MESSAGES.sinImagen, { field: 'imagenes' });
      return service.addImages(user, request.params.id, imageFiles(app, request), app.uploads.forRequest(request, 'imagenes'));
    },
  );

  r.delete(
    '/api/propiedades/:id/imagenes/:indice',
    {
      config: { access: signedIn, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Quita una imagen (por su posición)', params: imageParams, response: { 200: managedPropertySchema } },
    },
    async (request) => service.removeImage(await request.requireUser(), request.params.id, request.params.indice),
  );

  r.get(
    '/api/admin/propiedades',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Todas las propiedades, para publicar y ordenar',
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(managedPropertySchema) },
      },
    },
    async (request) => service.listAll(await request.requireUser(), request.query),
  );

  r.patch(
    '/api/admin/propiedades/:id/publicacion',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Publica, despublica u ordena una propiedad',
        params: idParams,
        body: publicationBodySchema,
        response: { 200: managedPropertySchema },
      },
    },
    async (request) => service.publish(await request.requireUser(), request.params.id, request.body, request.ip),
  );
}
