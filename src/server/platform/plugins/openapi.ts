import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND } from '../../../domain/brand.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import { hasAnyRole } from '../../../domain/shared/roles.ts';
import { NotFound } from '../errors.ts';

/** Every error answer (ApiErrorBody in src/domain/shared/api-error.ts), documented once per route as its `default` response. */
const API_ERROR_RESPONSE = {
  description:
    'Error: `code` estable (la web decide por él), `message` en español listo para mostrar, `field` = campo inválido (ruta con puntos) en errores de validación',
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.values(ERROR_CODES) },
        message: { type: 'string' },
        field: { type: 'string', description: 'Ruta del primer campo inválido, p. ej. `valor_incidencia_usd_m2` o `imagenes.0`' },
      },
    },
  },
} as const;

/**
 * In production (NODE_ENV=production or an https PUBLIC_URL) the API's map is for signed-in
 * admins only: anyone else gets the same 404 as an unknown address.
 */
function docsGuard(app: FastifyInstance): onRequestAsyncHookHandler | undefined {
  if (app.config.env !== 'production' && !app.config.secure) return undefined;
  return async (request) => {
    const user = await request.sessionUser();
    if (!user || !hasAnyRole(user.roles, ['admin'])) throw NotFound();
  };
}

/** OpenAPI generated from the zod route schemas: /api/openapi.json and the browsable /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const guard = docsGuard(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `API de ${BRAND.name}`,
        version: '1.0.0',
        description: 'Cada ruta protegida indica en x-roles quién puede llamarla (admin siempre puede).',
      },
      components: { securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } } },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const schema = out.schema as { response?: Record<string, unknown>; hide?: boolean } | undefined;
      if (!schema || schema.hide) return out;
      return { ...out, schema: { ...schema, response: { ...schema.response, default: API_ERROR_RESPONSE } } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, ...(guard ? { uiHooks: { onRequest: guard } } : {}) });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true }, ...(guard ? { onRequest: guard } : {}) }, async () => app.swagger());
}
