import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  boardQuerySchema,
  boardRequestSchema,
  boardSchema,
  requestIdParamsSchema,
  requestInputSchema,
  requestSchema,
  transitionInputSchema,
} from '../../../domain/requests/request.ts';
import { CREATE_RATE_LIMIT, type RequestsService } from './requests.service.ts';

const CRM = ['crm'] as const;
const tags = ['solicitudes'];

/** Internal service requests (spec §7): the public form's create; the CRM board reads and moves. */
export async function requestsRoutes(app: FastifyInstance, { requests }: { requests: RequestsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/solicitudes',
    {
      config: { access: 'public', rateLimit: CREATE_RATE_LIMIT },
      schema: {
        tags,
        summary: "Crea una solicitud de servicio (queda 'pendiente')",
        description: "Con sucursal 'Nuevo cliente', `nuevo_cliente` es obligatorio y reemplaza a la sucursal.",
        body: requestInputSchema,
        response: { 201: requestSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await requests.create(request.body)),
  );

  r.get(
    '/api/solicitudes',
    {
      config: { access: CRM },
      schema: {
        tags,
        summary: 'Tablero: las cuatro columnas por estado, más nuevas primero, con totales y demoradas (> 48 h pendientes)',
        querystring: boardQuerySchema,
        response: { 200: boardSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return requests.board(request.query);
    },
  );

  r.post(
    '/api/solicitudes/:id/transiciones',
    {
      config: { access: CRM },
      schema: {
        tags,
        summary: 'Mueve una solicitud: pendiente → aprobada → en_ejecucion → finalizada',
        description: '`desde` es el estado que vio quien la mueve: si ya no está ahí (otra persona la movió), 409.',
        params: requestIdParamsSchema,
        body: transitionInputSchema,
        response: { 200: boardRequestSchema },
      },
    },
    async (request) => requests.move(request.params.id, request.body, await request.requireUser(), request.ip),
  );
}
