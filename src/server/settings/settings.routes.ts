import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '../../domain/settings/public-settings.ts';
import { readPublicSettings } from './settings.service.ts';

/** Public settings. The admin side (/admin/configuracion) adds its routes in its own area. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/configuracion/publica',
    {
      config: { access: 'public' },
      schema: { tags: ['configuración'], summary: 'Datos de contacto, texto legal y ajuste de mercado vigentes', response: { 200: publicSettingsSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return readPublicSettings(app.db);
    },
  );
}
