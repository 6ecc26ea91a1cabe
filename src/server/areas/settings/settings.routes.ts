import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicSettingsSchema } from '../../../domain/settings/public-settings.ts';
import { configuracionAdminSchema, settingKeyParamsSchema, settingWriteBodySchema, settingWrittenSchema } from '../../../domain/settings/settings-admin.ts';
import { auditActor } from '../../platform/audit-port.ts';
import type { SettingsService } from './settings.service.ts';

/** System settings: the public ones for everyone, every key for admins (/admin/configuracion). */
export async function settingsRoutes(app: FastifyInstance, { service }: { service: SettingsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/configuracion/publica',
    {
      config: { access: 'public' },
      schema: {
        tags: ['configuración'],
        summary: 'Datos de contacto, texto legal y ajuste de mercado vigentes',
        response: { 200: publicSettingsSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const settings = await service.readPublic();
      // Kept by browsers but revalidated on every read: a saved change shows at once,
      // an unchanged one costs a 304 with no body.
      const etag = `"${createHash('sha1').update(JSON.stringify(settings)).digest('base64url')}"`;
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return settings;
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
    async (request) => service.write(request.params.clave, request.body.valor, await auditActor(request)),
  );
}

/** If-None-Match may list several tags and weak ones (W/"…", as a compressing proxy writes them). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
