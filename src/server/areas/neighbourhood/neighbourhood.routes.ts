import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { barrioPageSchema, barrioSlugParamsSchema } from '../../../domain/neighbourhood/barrio-page.ts';
import { barrioValueSchema } from '../../../domain/neighbourhood/barrio-values.ts';
import { commentBodySchema, commentsQuerySchema, LIKE_LIMITS, likeResultSchema, publicCommentSchema } from '../../../domain/neighbourhood/comments.ts';
import { contentLogEntrySchema } from '../../../domain/neighbourhood/content-log.ts';
import { comentarioAdminSchema, comentariosFilterSchema, comentarioUpdateSchema, MODERATION_MESSAGES } from '../../../domain/neighbourhood/moderation.ts';
import { uuidIdParamsSchema } from '../../../domain/shared/id-params.ts';
import { paginatedSchema, paginationQuerySchema } from '../../../domain/shared/pagination.ts';
import { auditActor } from '../../platform/audit-port.ts';
import { clientKey } from '../../platform/plugins/client-key.ts';
import type { NeighbourhoodService } from './neighbourhood.service.ts';
import { addressKey, ensureVisitorId, readVisitorId } from './visitor-cookie.ts';

const idParams = z.object({ id: z.uuid({ error: MODERATION_MESSAGES.commentNotFound }) });
const tags = ['barrios'];

/** The neighbourhood public home (values per barrio, comments, likes, content log) and comment moderation for admins. */
export async function neighbourhoodRoutes(app: FastifyInstance, { service }: { service: NeighbourhoodService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/valores-barrios',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Barrios activos con su valor de incidencia (USD/m²) y la fecha del último cambio',
        response: { 200: z.array(barrioValueSchema) },
      },
    },
    () => service.barrioValues(),
  );

  r.get(
    '/api/valores-barrios/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'La página de un barrio activo por el slug de su nombre (sin tildes): valor, rango de las sugerencias de los vecinos de los últimos 12 meses, últimos comentarios, propiedades publicadas y terrenos del fondo',
        params: barrioSlugParamsSchema,
        response: { 200: barrioPageSchema },
      },
    },
    (request) => service.barrioPage(request.params.slug),
  );

  r.get(
    '/api/comentarios',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Comentarios activos de un barrio, del más nuevo al más viejo (hasta 100); `liked` dice si este visitante les dio me gusta. Entrega la cookie de visitante que pide el me gusta',
        querystring: commentsQuerySchema,
        response: { 200: z.array(publicCommentSchema) },
      },
    },
    // The read issues the signed visitor cookie a like needs (see visitor-cookie.ts).
    (request, reply) => service.commentsOf(request.query.barrio, ensureVisitorId(request, reply, app.config)),
  );

  r.post(
    '/api/comentarios',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Publica un comentario (y opcionalmente una sugerencia de precio)',
        body: commentBodySchema,
        response: { 201: publicCommentSchema },
      },
    },
    async (request, reply) => {
      const comment = await service.postComment(request.body);
      return reply.status(201).send(comment);
    },
  );

  const likeRoute = (method: 'POST' | 'DELETE', liked: boolean) =>
    r.route({
      method,
      url: '/api/comentarios/:id/like',
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: liked
          ? `Me gusta (uno por visitante, hasta ${LIKE_LIMITS.porDireccion} por dirección; repetirlo no suma). Pide la cookie de visitante que entrega GET /api/comentarios`
          : 'Quita el me gusta de este visitante',
        params: idParams,
        response: { 200: likeResultSchema },
      },
      handler: (request) =>
        service.setLike(
          request.params.id,
          { id: readVisitorId(request, app.config.authSecret), direccion: addressKey(clientKey(request.ip), app.config.authSecret) },
          liked,
        ),
    });
  likeRoute('POST', true);
  likeRoute('DELETE', false);

  r.get(
    '/api/bitacora',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Bitácora: las últimas 50 interacciones activas (comentarios y sugerencias de precio)',
        response: { 200: z.array(contentLogEntrySchema) },
      },
    },
    () => service.contentLog(),
  );

  // Moderation
  r.get(
    '/api/admin/comentarios',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Comentarios de barrios (visibles y ocultos), más nuevos primero',
        querystring: comentariosFilterSchema.extend(paginationQuerySchema.shape),
        response: { 200: paginatedSchema(comentarioAdminSchema) },
      },
    },
    (request) => {
      const { page, page_size, ...filter } = request.query;
      return service.moderationPage(filter, { page, page_size });
    },
  );
  r.patch(
    '/api/admin/comentarios/:id',
    {
      config: { access: ['admin'] },
      schema: { tags: ['admin'], summary: 'Oculta o vuelve a mostrar un comentario', params: uuidIdParamsSchema, body: comentarioUpdateSchema },
    },
    async (request, reply) => {
      await service.setCommentActive(request.params.id, request.body.activo, await auditActor(request));
      return reply.status(204).send();
    },
  );
}
