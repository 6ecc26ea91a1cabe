import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoriesInputSchema,
  categoriesSchema,
  movementIdParamsSchema,
  movementInputSchema,
  movementSchema,
  openingBalancesResponseSchema,
  openingBalancesSchema,
  projectBudgetInputSchema,
  projectBudgetSchema,
  projectBudgetsQuerySchema,
  projectBudgetsSchema,
  voidMovementSchema,
} from '../../../domain/tasks/cash.ts';
import { CASH_MESSAGES } from '../../../domain/tasks/messages.ts';
import { projectIdParamsSchema } from '../../../domain/tasks/task.ts';
import { sendAttachment } from '../../platform/attachment.ts';
import { auditActor } from '../../platform/audit-port.ts';
import type { TasksCashService } from './cash.service.ts';

const CASH = ['tareas_admin'] as const;
const tags = ['tareas'];

/** The cash log's corrections and books (ADR 121): edit, void, receipts, opening balances, categories, project budgets. */
export async function cashRoutes(app: FastifyInstance, { cash }: { cash: TasksCashService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/tareas/movimientos/:id',
    {
      config: { access: CASH },
      schema: {
        tags,
        summary: 'Edita un movimiento (queda en la auditoría el antes y el después)',
        params: movementIdParamsSchema,
        body: movementInputSchema,
        response: { 200: movementSchema },
      },
    },
    async (request) => cash.update(request.params.id, request.body, await auditActor(request)),
  );

  r.post(
    '/api/tareas/movimientos/:id/anular',
    {
      config: { access: CASH },
      schema: {
        tags,
        summary: 'Anula un movimiento con un motivo: queda tachado y fuera de todo total; nunca se borra',
        params: movementIdParamsSchema,
        body: voidMovementSchema,
        response: { 200: movementSchema },
      },
    },
    async (request) => cash.void(request.params.id, request.body.motivo, await auditActor(request)),
  );

  r.post(
    '/api/tareas/movimientos/:id/comprobante',
    {
      config: { access: CASH, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Adjunta (o reemplaza) el comprobante de un movimiento',
        description:
          'multipart/form-data con un archivo `comprobante`: PDF, JPG, PNG o WebP (se reconoce por su contenido), hasta 10 MB, revisado como toda subida. Privado: solo lo descarga el equipo de caja.',
        consumes: ['multipart/form-data'],
        params: movementIdParamsSchema,
        response: { 200: movementSchema },
      },
    },
    async (request) => {
      const { file } = await app.uploads.oneFileForm(request, {
        fileField: 'comprobante',
        wrongField: CASH_MESSAGES.receiptOneOnly,
        tooLarge: CASH_MESSAGES.receiptTooLarge,
      });
      return cash.attachReceipt(request.params.id, file?.data, app.uploads.forRequest(request, 'comprobante'), await auditActor(request));
    },
  );

  r.delete(
    '/api/tareas/movimientos/:id/comprobante',
    {
      config: { access: CASH },
      schema: { tags, summary: 'Quita el comprobante de un movimiento', params: movementIdParamsSchema, response: { 200: movementSchema } },
    },
    async (request) => cash.removeReceipt(request.params.id, await auditActor(request)),
  );

  r.get(
    '/api/tareas/movimientos/:id/comprobante',
    {
      config: { access: CASH },
      schema: {
        tags,
        summary: 'Descarga el comprobante de un movimiento (adjunto, nunca se muestra en el navegador)',
        params: movementIdParamsSchema,
        produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
      },
    },
    async (request, reply) => sendAttachment(reply, await cash.readReceipt(request.params.id)),
  );

  r.get(
    '/api/tareas/caja/saldos-iniciales',
    { config: { access: CASH }, schema: { tags, summary: 'Saldo inicial de la caja por moneda', response: { 200: openingBalancesResponseSchema } } },
    () => cash.openingBalances(),
  );
  r.put(
    '/api/tareas/caja/saldos-iniciales',
    {
      config: { access: CASH },
      schema: { tags, summary: 'Fija el saldo inicial por moneda', body: openingBalancesSchema, response: { 200: openingBalancesResponseSchema } },
    },
    async (request) => cash.setOpeningBalances(request.body, await auditActor(request)),
  );

  r.get(
    '/api/tareas/movimientos/categorias',
    { config: { access: CASH }, schema: { tags, summary: 'Categorías de movimiento vigentes, en orden', response: { 200: categoriesSchema } } },
    () => cash.categories(),
  );
  r.put(
    '/api/tareas/movimientos/categorias',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Reemplaza la lista de categorías (las quitadas quedan en los movimientos que las usan)',
        body: categoriesInputSchema,
        response: { 200: categoriesSchema },
      },
    },
    async (request) => cash.setCategories(request.body.categorias, await auditActor(request)),
  );

  r.get(
    '/api/tareas/movimientos/presupuestos',
    {
      config: { access: CASH },
      schema: {
        tags,
        summary: 'Presupuesto en USD de cada obra y lo gastado a la fecha',
        querystring: projectBudgetsQuerySchema,
        response: { 200: projectBudgetsSchema },
      },
    },
    (request) => cash.budgets(request.query.ids),
  );
  r.put(
    '/api/tareas/proyectos/:id/presupuesto',
    {
      config: { access: CASH },
      schema: {
        tags,
        summary: 'Fija (o quita) el presupuesto en USD de una obra',
        params: projectIdParamsSchema,
        body: projectBudgetInputSchema,
        response: { 200: projectBudgetSchema },
      },
    },
    async (request) => cash.setBudget(request.params.id, request.body.presupuesto_usd, await auditActor(request)),
  );
}
