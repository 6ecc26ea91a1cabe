import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHOTO_MESSAGES } from '../../../domain/tasks/messages.ts';
import { photoIdParamsSchema, photoParamsSchema, photoShareSchema, taskPhotosSchema } from '../../../domain/tasks/photos.ts';
import { taskIdParamsSchema } from '../../../domain/tasks/task.ts';
import type { PhotoDownload, TaskPhotosService } from './photos.service.ts';

const ADMIN = ['tareas_admin'] as const;
const CLIENT = ['tareas_cliente'] as const;
const tags = ['tareas'];

/** Private pictures: never cached by a shared cache, never sniffed, never run as a page. */
function sendPhoto(reply: FastifyReply, file: PhotoDownload) {
  return reply
    .header('content-type', 'image/webp')
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

/** Site photos of tasks (ADR 117): staff upload, list, share; each side reads through its own route. */
export async function taskPhotosRoutes(app: FastifyInstance, { photos }: { photos: TaskPhotosService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tareas/:id/fotos',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Fotos de obra de una tarea (las más nuevas primero)', params: taskIdParamsSchema, response: { 200: taskPhotosSchema } },
    },
    (request) => photos.list(request.params.id),
  );

  r.post(
    '/api/tareas/:id/fotos',
    {
      config: { access: ADMIN, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Agrega una foto de obra (privada)',
        description:
          'multipart/form-data con un archivo `foto` (JPG, PNG o WebP, hasta 10 MB): revisada como toda subida y guardada como WebP de hasta 1600 px, sin metadatos, fuera del almacenamiento público.',
        consumes: ['multipart/form-data'],
        params: taskIdParamsSchema,
        response: { 201: taskPhotosSchema },
      },
    },
    async (request, reply) => {
      const { file } = await app.uploads.oneFileForm(request, { fileField: 'foto', wrongField: PHOTO_MESSAGES.oneOnly, tooLarge: PHOTO_MESSAGES.tooLarge });
      const user = await request.requireUser();
      const list = await photos.add(request.params.id, file?.data, app.uploads.forRequest(request, 'foto'), user.name || user.username || 'Equipo');
      return reply.status(201).send(list);
    },
  );

  r.patch(
    '/api/tareas/:id/fotos/:foto_id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Marca si el cliente ve la foto («Compartir con el cliente»)',
        params: photoParamsSchema,
        body: photoShareSchema,
        response: { 200: taskPhotosSchema },
      },
    },
    (request) => photos.share(request.params.id, request.params.foto_id, request.body.compartida),
  );

  r.get(
    '/api/tareas/fotos/:foto_id',
    { config: { access: ADMIN }, schema: { tags, summary: 'La foto (equipo de tareas)', params: photoIdParamsSchema, produces: ['image/webp'] } },
    async (request, reply) => sendPhoto(reply, await photos.read(request.params.foto_id)),
  );

  r.get(
    '/api/tareas/cliente/fotos/:foto_id',
    {
      config: { access: CLIENT },
      schema: { tags, summary: 'Una foto compartida de una obra del cliente (otra cosa: 404)', params: photoIdParamsSchema, produces: ['image/webp'] },
    },
    async (request, reply) => sendPhoto(reply, await photos.readForClient((await request.requireUser()).id, request.params.foto_id)),
  );
}
