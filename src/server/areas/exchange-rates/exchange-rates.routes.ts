import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exchangeRatesSchema, manualRateInputSchema, refreshResultSchema } from '../../../domain/exchange-rates/rates.ts';
import { auditActor } from '../../platform/audit-port.ts';
import type { ExchangeRatesService } from './exchange-rates.service.ts';

const tags = ['cotizaciones'];

/** The stored exchange rates (ADR 120): the cash roles read them; admins type one by hand or ask the sources now. */
export async function exchangeRatesRoutes(app: FastifyInstance, { rates }: { rates: ExchangeRatesService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/cotizaciones',
    {
      config: { access: ['tareas_admin'] },
      schema: { tags, summary: 'La última cotización guardada de cada tipo, con su antigüedad', response: { 200: exchangeRatesSchema } },
    },
    () => rates.latest(),
  );

  r.post(
    '/api/admin/cotizaciones',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Carga una cotización a mano (cuando la fuente no responde)',
        body: manualRateInputSchema,
        response: { 201: exchangeRatesSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await rates.addManual(request.body, await auditActor(request))),
  );

  r.post(
    '/api/admin/cotizaciones/actualizar',
    {
      config: { access: ['admin'], rateLimit: { max: 6, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Lee ahora las fuentes configuradas (espera como mucho 5 s por fuente)', response: { 200: refreshResultSchema } },
    },
    () => rates.refresh(),
  );
}
