import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '../../domain/settings/public-settings.ts';
import { configuracionAdminSchema, settingKeyParamsSchema, settingWriteBodySchema, settingWrittenSchema } from '../../domain/settings/settings-admin.ts';
import { createSettingsService } from './settings.service.ts';

/** System settings: the public ones for everyone, every key for admins (/admin/configuracion). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createSettingsService({ db: app.db });

  r.get(
    '/api/configuracion/publica',
    {
      config: { access: 'public' },
      schema: { tags: ['configuración'], summary: 'Datos de contacto, texto legal y ajuste de mercado vigentes', response: { 200: publicSettingsSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.readPublic();
    },
  );

  r.get(
    '/api/admin/configuracion',
    { config: { access: ['admin'] }, schema: { tags: ['admin'], summary: 'Todas las claves de configuración', response: { 200: configuracionAdminSchema } } },
    () => service.readAll(),
  );
  r.put(
    '/api/admin/configuracion/:clave',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Guarda una clave de configuración',
        params: settingKeyParamsSchema,
        body: settingWriteBodySchema,
        response: { 200: settingWrittenSchema },
      },
    },
    (request) => service.write(request.params.clave, request.body.valor),
  );
}
