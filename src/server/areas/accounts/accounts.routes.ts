import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPageSchema, auditQuerySchema } from '../../../domain/accounts/audit.ts';
import { usuarioActiveSchema, usuarioAdminSchema, usuarioCreateSchema, usuarioPasswordSchema, usuarioRolesSchema } from '../../../domain/accounts/users.ts';
import { uuidIdParamsSchema } from '../../../domain/shared/id-params.ts';
import { paginatedSchema, paginationQuerySchema } from '../../../domain/shared/pagination.ts';
import type { Role } from '../../../domain/shared/roles.ts';
import { searchText } from '../../../domain/shared/text.ts';
import type { AuditService } from './audit.service.ts';
import type { UsersService } from './users.service.ts';

/** Only administrators reach any of these (DESIGN.md §4). */
const ADMIN_ONLY: readonly Role[] = ['admin'];
const tags = ['admin'];

/** /api/admin/usuarios and /api/admin/auditoria: staff accounts and their audit trail, for admins. */
export async function accountsRoutes(app: FastifyInstance, { users, audit }: { users: UsersService; audit: AuditService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ADMIN_ONLY };

  r.get(
    '/api/admin/auditoria',
    {
      config,
      schema: {
        tags,
        summary:
          'Auditoría: ingresos, salidas, cuentas creadas y modificadas, archivos rechazados y acciones del personal (publicar, borrar, exportar, configurar…); filtros por cuenta, acción y fechas de Buenos Aires (lo más nuevo primero)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    (request) => audit.page(request.query),
  );

  r.get(
    '/api/admin/usuarios',
    {
      config,
      schema: {
        tags,
        summary: 'Cuentas del personal y usuarios',
        querystring: z.object({ q: searchText() }).extend(paginationQuerySchema.shape),
        response: { 200: paginatedSchema(usuarioAdminSchema) },
      },
    },
    (request) => users.adminPage(request.query),
  );
  r.post(
    '/api/admin/usuarios',
    { config, schema: { tags, summary: 'Crea una cuenta', body: usuarioCreateSchema, response: { 201: usuarioAdminSchema } } },
    async (request, reply) => reply.status(201).send(await users.adminCreate(await request.requireUser(), request.body, request.ip)),
  );
  r.put(
    '/api/admin/usuarios/:id/roles',
    {
      config,
      schema: { tags, summary: 'Cambia los roles de una cuenta', params: uuidIdParamsSchema, body: usuarioRolesSchema, response: { 200: usuarioAdminSchema } },
    },
    async (request) => users.adminSetRoles(await request.requireUser(), request.params.id, request.body.roles, request.ip),
  );
  r.put(
    '/api/admin/usuarios/:id/password',
    { config, schema: { tags, summary: 'Restablece la contraseña (cierra sus sesiones)', params: uuidIdParamsSchema, body: usuarioPasswordSchema } },
    async (request, reply) => {
      await users.adminSetPassword(await request.requireUser(), request.params.id, request.body.password, request.ip);
      return reply.status(204).send();
    },
  );
  r.patch(
    '/api/admin/usuarios/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Desactiva o reactiva una cuenta',
        params: uuidIdParamsSchema,
        body: usuarioActiveSchema,
        response: { 200: usuarioAdminSchema },
      },
    },
    async (request) => users.adminSetActive(await request.requireUser(), request.params.id, request.body.activo, request.ip),
  );
  r.post(
    '/api/admin/usuarios/:id/desbloquear',
    {
      config,
      schema: {
        tags,
        summary: 'Desbloquea una cuenta bloqueada por intentos fallidos de inicio de sesión (queda en la auditoría)',
        params: uuidIdParamsSchema,
        response: { 200: usuarioAdminSchema },
      },
    },
    async (request) => users.adminUnlock(await request.requireUser(), request.params.id, request.ip),
  );
}
