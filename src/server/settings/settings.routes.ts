import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '../../domain/settings/public-settings.ts';
import { marketAdjustmentPercent } from '../../domain/settings/settings.ts';
import { readSettings } from './settings.repo.ts';

/** Public settings. The admin side (/admin/configuracion) adds its routes in its own area. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/configuracion/publica',
    {
      config: { access: 'public' },
      schema: { tags: ['configuración'], summary: 'Datos de contacto, texto legal y ajuste de mercado vigentes', response: { 200: publicSettingsSchema } },
    },
    async (_request, reply) => {
      const s = await readSettings(app.db);
      reply.header('cache-control', 'public, max-age=60');
      return {
        porcentaje_ajuste_mercado: marketAdjustmentPercent(s.porcentaje_ajuste_mercado),
        texto_legal: s.texto_legal,
        whatsapp_empresa: s.whatsapp_empresa,
        email_contacto: s.email_contacto,
        telefono_contacto: s.telefono_contacto,
        url_portfolio: s.url_portfolio,
      };
    },
  );
}
