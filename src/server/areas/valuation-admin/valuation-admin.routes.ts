import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leadFilterSchema, leadListQuerySchema } from '../../../domain/leads/pipeline.ts';
import { uuidIdParamsSchema } from '../../../domain/shared/id-params.ts';
import { paginatedSchema } from '../../../domain/shared/pagination.ts';
import type { Role } from '../../../domain/shared/roles.ts';
import { closingCostsAdminSchema, closingCostsWriteSchema } from '../../../domain/valuation/closing-costs.schemas.ts';
import { barrioBulkInputSchema, barrioBulkPreviewSchema } from '../../../domain/valuation-admin/barrio-bulk.ts';
import {
  barrioAdminSchema,
  barrioHistorialItemSchema,
  consultasPageSchema,
  consultasTrendSchema,
  contactoValuacionSchema,
  localidadAdminSchema,
  missingZonesSchema,
} from '../../../domain/valuation-admin/responses.ts';
import {
  barrioCreateSchema,
  barrioUpdateSchema,
  consultasFilterSchema,
  consultasPageQuerySchema,
  localidadCreateSchema,
  localidadUpdateSchema,
} from '../../../domain/valuation-admin/schemas.ts';
import { auditActor } from '../../platform/audit-port.ts';
import { sendCsvDownload } from '../../platform/csv-download.ts';
import type { ValuationAdminService } from './valuation-admin.service.ts';

/** Only administrators reach any of these (DESIGN.md §4). */
const ADMIN_ONLY: readonly Role[] = ['admin'];

/** /api/admin/*: the valuation admin (consultas, localidades, barrios, contactos). Usuarios, comentarios and configuración live in their own areas. */
export async function valuationAdminRoutes(app: FastifyInstance, { service }: { service: ValuationAdminService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ADMIN_ONLY };

  // Consultas
  r.get(
    '/api/admin/consultas',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Consultas filtradas (más nuevas primero) con sus estadísticas',
        querystring: consultasPageQuerySchema,
        response: { 200: consultasPageSchema },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      return service.consultasPage(filter, { page, page_size });
    },
  );

  r.get(
    '/api/admin/consultas/tendencia',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Cuántas consultas hubo por día, semana o mes en el período filtrado (los últimos 30 días si no se indica)',
        querystring: consultasFilterSchema,
        response: { 200: consultasTrendSchema },
      },
    },
    (request) => service.consultasTrend(request.query),
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
    async (request, reply) => sendCsvDownload(reply, await service.consultasCsv(request.query, await auditActor(request))),
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
        params: uuidIdParamsSchema,
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
        params: uuidIdParamsSchema,
        body: barrioUpdateSchema,
        response: { 200: barrioAdminSchema },
      },
    },
    async (request) => service.updateBarrio(request.params.id, request.body, await auditActor(request)),
  );
  r.post(
    '/api/admin/barrios/valores/vista-previa',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Lee una tabla pegada de valores (Barrio;Valor o Localidad;Barrio;Valor por línea) y dice qué cambiaría, sin guardar',
        body: barrioBulkInputSchema,
        response: { 200: barrioBulkPreviewSchema },
      },
    },
    (request) => service.previewBarrioValues(request.body.texto),
  );
  r.post(
    '/api/admin/barrios/valores',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Aplica una tabla de valores: todo o nada; cada cambio queda en el historial del barrio',
        body: barrioBulkInputSchema,
        response: { 200: barrioBulkPreviewSchema },
      },
    },
    async (request) => service.applyBarrioValues(request.body.texto, await auditActor(request)),
  );
  r.get(
    '/api/admin/barrios/:id/historial',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Valores que tuvo un barrio, el más reciente primero',
        params: uuidIdParamsSchema,
        response: { 200: z.array(barrioHistorialItemSchema) },
      },
    },
    (request) => service.barrioHistorial(request.params.id),
  );

  // Contactos (leads of the valuation site)
  r.get(
    '/api/admin/contactos',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Contactos del sitio de valuación, más nuevos primero, filtrados por estado, responsable o seguimiento vencido',
        querystring: leadListQuerySchema,
        response: { 200: paginatedSchema(contactoValuacionSchema) },
      },
    },
    (request) => service.contactosPage(request.query),
  );
  r.get(
    '/api/admin/contactos/barrios-pedidos',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Dónde pidieron valuar sin encontrar su barrio («¿No está tu barrio?»), los lugares más pedidos primero',
        response: { 200: missingZonesSchema },
      },
    },
    () => service.missingZones(),
  );
  r.get(
    '/api/admin/contactos/csv',
    {
      config,
      schema: { tags: ['admin'], summary: 'Exporta a CSV (UTF-8 con BOM) los contactos filtrados', querystring: leadFilterSchema, produces: ['text/csv'] },
    },
    async (request, reply) => sendCsvDownload(reply, await service.contactosCsv(request.query, await auditActor(request))),
  );

  // Costos de escritura (ADR 144): the table the result page's «Costo total para cerrar» reads.
  r.get(
    '/api/admin/costos-cierre',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Tabla de costos de escritura por jurisdicción (alícuotas, umbral de exención, fuente y fecha) y su último cambio',
        response: { 200: closingCostsAdminSchema },
      },
    },
    () => service.closingCosts(),
  );
  r.put(
    '/api/admin/costos-cierre',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Reemplaza la tabla de costos de escritura si nadie la cambió desde la versión leída (409 PARAMETERS_CHANGED si no)',
        body: closingCostsWriteSchema,
        response: { 200: closingCostsAdminSchema },
      },
    },
    async (request) => service.saveClosingCosts(request.body, await auditActor(request)),
  );
}
