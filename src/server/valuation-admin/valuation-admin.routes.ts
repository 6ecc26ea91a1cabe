import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SETTING_KEYS } from '../../domain/settings/settings.ts';
import { paginatedSchema, paginationQuerySchema } from '../../domain/shared/pagination.ts';
import type { Role } from '../../domain/shared/roles.ts';
import { searchText } from '../../domain/shared/text.ts';
import { consultasCsvFileName } from '../../domain/valuation-admin/csv.ts';
import {
  barrioAdminSchema,
  barrioHistorialItemSchema,
  comentarioAdminSchema,
  configuracionAdminSchema,
  consultasPageSchema,
  contactoValuacionSchema,
  localidadAdminSchema,
  usuarioAdminSchema,
} from '../../domain/valuation-admin/responses.ts';
import {
  barrioCreateSchema,
  barrioUpdateSchema,
  comentariosFilterSchema,
  comentarioUpdateSchema,
  consultasFilterSchema,
  localidadCreateSchema,
  localidadUpdateSchema,
  usuarioActiveSchema,
  usuarioCreateSchema,
  usuarioPasswordSchema,
  usuarioRolesSchema,
} from '../../domain/valuation-admin/schemas.ts';
import { type AccountSummary, createUserService } from '../auth/users.ts';
import { createUsuariosService, createValuationAdminService } from './valuation-admin.service.ts';

/** Only administrators reach any of these (DESIGN.md §4). */
const ADMIN_ONLY: readonly Role[] = ['admin'];
const idParams = z.object({ id: z.string().uuid('Identificador inválido') });
const searchQuery = z.object({ q: searchText() });

const usuarioOut = (a: AccountSummary) => ({
  id: a.id,
  username: a.username,
  name: a.name,
  email: a.email,
  roles: a.roles,
  activo: a.active,
  created_at: a.createdAt.toISOString(),
});

/** /api/admin/*: the valuation admin (consultas, localidades, barrios, configuración, contactos, comentarios, usuarios). */
export async function valuationAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createValuationAdminService(app.db);
  const usuarios = createUsuariosService(createUserService(app.auth, app.db));
  const config = { access: ADMIN_ONLY };

  // Consultas
  r.get(
    '/api/admin/consultas',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Consultas filtradas (más nuevas primero) con sus estadísticas',
        querystring: consultasFilterSchema.extend(paginationQuerySchema.shape),
        response: { 200: consultasPageSchema },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      return service.consultasPage(filter, { page, page_size });
    },
  );

  r.get(
    '/api/admin/consultas/csv',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Exporta a CSV (UTF-8 con BOM) las consultas filtradas',
        querystring: consultasFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      // Filters are validated by the schema and the first rows read before the 200 goes out; a
      // failure after that destroys the connection (Fastify does on a stream error), so the
      // browser reports a failed download rather than saving a file that silently ends short.
      const csv = await service.consultasCsv(request.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${consultasCsvFileName(new Date())}"`)
        .header('cache-control', 'no-store');
      return reply.send(csv);
    },
  );

  // Localidades
  r.get(
    '/api/admin/localidades',
    { config, schema: { tags: ['admin'], summary: 'Todas las localidades por nombre', response: { 200: z.array(localidadAdminSchema) } } },
    () => service.listLocalidades(),
  );
  r.post(
    '/api/admin/localidades',
    { config, schema: { tags: ['admin'], summary: 'Crea una localidad', body: localidadCreateSchema, response: { 201: localidadAdminSchema } } },
    async (request, reply) => reply.status(201).send(await service.createLocalidad(request.body.nombre)),
  );
  r.patch(
    '/api/admin/localidades/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Renombra o activa/desactiva una localidad',
        params: idParams,
        body: localidadUpdateSchema,
        response: { 200: localidadAdminSchema },
      },
    },
    (request) => service.updateLocalidad(request.params.id, request.body),
  );

  // Barrios
  r.get(
    '/api/admin/barrios',
    { config, schema: { tags: ['admin'], summary: 'Todos los barrios con su localidad', response: { 200: z.array(barrioAdminSchema) } } },
    () => service.listBarrios(),
  );
  r.post(
    '/api/admin/barrios',
    { config, schema: { tags: ['admin'], summary: 'Crea un barrio', body: barrioCreateSchema, response: { 201: barrioAdminSchema } } },
    async (request, reply) => reply.status(201).send(await service.createBarrio(request.body)),
  );
  r.patch(
    '/api/admin/barrios/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Activa/desactiva un barrio o cambia su valor (queda en el historial)',
        params: idParams,
        body: barrioUpdateSchema,
        response: { 200: barrioAdminSchema },
      },
    },
    (request) => service.updateBarrio(request.params.id, request.body),
  );
  r.get(
    '/api/admin/barrios/:id/historial',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Valores que tuvo un barrio, el más reciente primero',
        params: idParams,
        response: { 200: z.array(barrioHistorialItemSchema) },
      },
    },
    (request) => service.barrioHistorial(request.params.id),
  );

  // Configuración
  r.get(
    '/api/admin/configuracion',
    { config, schema: { tags: ['admin'], summary: 'Todas las claves de configuración', response: { 200: configuracionAdminSchema } } },
    () => service.readConfiguracion(),
  );
  r.put(
    '/api/admin/configuracion/:clave',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Guarda una clave de configuración',
        params: z.object({ clave: z.enum(SETTING_KEYS, { error: 'Clave de configuración desconocida' }) }),
        body: z.object({ valor: z.string({ error: 'El valor es obligatorio' }) }),
        response: { 200: z.object({ clave: z.enum(SETTING_KEYS), valor: z.string() }) },
      },
    },
    (request) => service.writeConfiguracion(request.params.clave, request.body.valor),
  );

  // Contactos (leads of the valuation site)
  r.get(
    '/api/admin/contactos',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Contactos del sitio de valuación, más nuevos primero',
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(contactoValuacionSchema) },
      },
    },
    (request) => service.contactosPage(request.query),
  );

  // Comentarios (moderation)
  r.get(
    '/api/admin/comentarios',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Comentarios de barrios (visibles y ocultos), más nuevos primero',
        querystring: comentariosFilterSchema.extend(paginationQuerySchema.shape),
        response: { 200: paginatedSchema(comentarioAdminSchema) },
      },
    },
    (request) => {
      const { page, page_size, ...filter } = request.query;
      return service.comentariosPage(filter, { page, page_size });
    },
  );
  r.patch(
    '/api/admin/comentarios/:id',
    { config, schema: { tags: ['admin'], summary: 'Oculta o vuelve a mostrar un comentario', params: idParams, body: comentarioUpdateSchema } },
    async (request, reply) => {
      await service.setComentarioActive(request.params.id, request.body.activo);
      return reply.status(204).send();
    },
  );

  // Usuarios
  r.get(
    '/api/admin/usuarios',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Cuentas del personal y usuarios',
        querystring: searchQuery.extend(paginationQuerySchema.shape),
        response: { 200: paginatedSchema(usuarioAdminSchema) },
      },
    },
    async (request) => {
      const { q, ...pagination } = request.query;
      const result = await usuarios.listPage(pagination, q);
      return { items: result.items.map(usuarioOut), total: result.total, ...pagination };
    },
  );
  r.post(
    '/api/admin/usuarios',
    { config, schema: { tags: ['admin'], summary: 'Crea una cuenta', body: usuarioCreateSchema, response: { 201: usuarioAdminSchema } } },
    async (request, reply) => reply.status(201).send(usuarioOut(await usuarios.create(request.body))),
  );
  r.put(
    '/api/admin/usuarios/:id/roles',
    {
      config,
      schema: { tags: ['admin'], summary: 'Cambia los roles de una cuenta', params: idParams, body: usuarioRolesSchema, response: { 200: usuarioAdminSchema } },
    },
    async (request) => usuarioOut(await usuarios.setRoles(await request.requireUser(), request.params.id, request.body.roles, request.ip)),
  );
  r.put(
    '/api/admin/usuarios/:id/password',
    { config, schema: { tags: ['admin'], summary: 'Restablece la contraseña (cierra sus sesiones)', params: idParams, body: usuarioPasswordSchema } },
    async (request, reply) => {
      await usuarios.setPassword(await request.requireUser(), request.params.id, request.body.password, request.ip);
      return reply.status(204).send();
    },
  );
  r.patch(
    '/api/admin/usuarios/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Desactiva o reactiva una cuenta',
        params: idParams,
        body: usuarioActiveSchema,
        response: { 200: usuarioAdminSchema },
      },
    },
    async (request) => usuarioOut(await usuarios.setActive(await request.requireUser(), request.params.id, request.body.activo, request.ip)),
  );
}
