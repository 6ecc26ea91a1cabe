import { z } from 'zod';
import { BRAND } from '../brand.ts';
import { multilineText, SEARCH_MAX, TEXT_MESSAGES, text } from '../shared/text.ts';
import { NUMBER_KINDS, typedNumber } from '../shared/typed-number.ts';
import { whatsappLink } from '../shared/whatsapp.ts';
import { CODIGO_MAX, COMENTARIOS_MAX, DIAS_MAX, NUEVO_CLIENTE_MAX } from './limits.ts';
import { CLIENT_BRANCHES, NEW_CLIENT_BRANCH, REQUEST_STATES, REQUESTERS, type RequestState, SERVICE_TYPES } from './lists.ts';
import { formatVisitDate, STATE_LABELS } from './transitions.ts';

/** Every text of the requests area: the spec's (§8) verbatim, the rest in the same voice. */
export const REQUEST_MESSAGES = {
  codigoRequired: 'Ingresá el código interno',
  codigoTooLong: 'El código interno debe tener menos de 40 caracteres',
  sucursalRequired: 'Elegí la sucursal',
  nuevoClienteRequired: 'Ingresá el nombre del nuevo cliente',
  nuevoClienteTooLong: 'El nombre del cliente debe tener menos de 120 caracteres',
  tipoRequired: 'Elegí el tipo de servicio',
  diasRequired: 'Ingresá los días estimados',
  diasInvalid: 'Los días estimados deben ser un número entero mayor o igual a 1',
  diasTooMany: 'Los días estimados no pueden superar 365',
  solicitanteRequired: 'Elegí quién solicita',
  celularRequired: 'Ingresá el celular',
  celularInvalid: 'Ingresá un celular válido, por ejemplo +54 9 11 5555-0000',
  comentariosTooLong: 'Los comentarios deben tener menos de 1000 caracteres',
  // Spec §8
  sent: 'Solicitud enviada',
  sendFailed: 'Hubo un problema al enviar la solicitud',
  loadFailed: 'No se pudieron cargar las solicitudes',
  approveFailed: 'No se pudo aprobar la solicitud',
  approved: 'Solicitud aprobada',
  accessGranted: 'Acceso concedido',
  accessDenied: 'Acceso denegado',
  wrongCredentials: 'Credenciales incorrectas',
  // Beyond the spec
  usernameRequired: 'Ingresá tu usuario',
  passwordRequired: 'Ingresá tu contraseña',
  moveFailed: 'No se pudo mover la solicitud',
  notFound: 'La solicitud no existe o fue eliminada.',
} as const;

/** 409 when the request is no longer where the person saw it (someone else moved it first). */
export function alreadyMovedMessage(current: RequestState): string {
  return `Otra persona ya movió esta solicitud: ahora está ${STATE_LABELS[current].toLowerCase()}. Actualizamos el tablero.`;
}

/** 409 for a move the transitions table does not allow. */
export function invalidTransitionMessage(from: RequestState, to: RequestState): string {
  return `Una solicitud ${STATE_LABELS[from].toLowerCase()} no puede pasar a ${STATE_LABELS[to].toLowerCase()}.`;
}

const requestStateSchema = z.enum(REQUEST_STATES);

/**
 * Whole days, typed («3», «1.000» reads a thousand: too many) or sent as a JSON number (ADR 024):
 * «1.5» and «1,5» are refused as decimals, 0 and «tres» too.
 */
const diasSchema = typedNumber({
  kind: NUMBER_KINDS.whole,
  min: 1,
  max: DIAS_MAX,
  messages: { required: REQUEST_MESSAGES.diasRequired, min: REQUEST_MESSAGES.diasInvalid, max: REQUEST_MESSAGES.diasTooMany },
});

/**
 * Body of POST /api/solicitudes and the form /solicitudes-internas (spec §5). 'Nuevo cliente'
 * requires `nuevo_cliente`, whose name replaces the branch in what is stored.
 */
export const requestInputSchema = z
  .object({
    codigo_interno: text({ error: REQUEST_MESSAGES.codigoRequired }).min(1, REQUEST_MESSAGES.codigoRequired).max(CODIGO_MAX, REQUEST_MESSAGES.codigoTooLong),
    sucursal: z.enum(CLIENT_BRANCHES, { error: REQUEST_MESSAGES.sucursalRequired }),
    nuevo_cliente: text({ error: REQUEST_MESSAGES.nuevoClienteRequired }).max(NUEVO_CLIENTE_MAX, REQUEST_MESSAGES.nuevoClienteTooLong).optional(),
    tipo_servicio: z.enum(SERVICE_TYPES, { error: REQUEST_MESSAGES.tipoRequired }),
    dias_estimados: diasSchema,
    solicitante: z.enum(REQUESTERS, { error: REQUEST_MESSAGES.solicitanteRequired }),
    celular: text({ error: REQUEST_MESSAGES.celularRequired })
      .min(1, REQUEST_MESSAGES.celularRequired)
      .regex(/^\+?[\d\s()-]{6,30}$/, REQUEST_MESSAGES.celularInvalid)
      .refine((v) => v.replace(/\D/g, '').length >= 8, REQUEST_MESSAGES.celularInvalid),
    comentarios: multilineText({ error: TEXT_MESSAGES.controlCharacters }).max(COMENTARIOS_MAX, REQUEST_MESSAGES.comentariosTooLong).optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.sucursal === NEW_CLIENT_BRANCH && !value.nuevo_cliente) {
        ctx.addIssue({ code: 'custom', path: ['nuevo_cliente'], message: REQUEST_MESSAGES.nuevoClienteRequired });
      }
    },
    // Also when another field is wrong: the form shows every error at once.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
  .transform(({ nuevo_cliente, comentarios, sucursal, ...rest }) => ({
    ...rest,
    sucursal: sucursal === NEW_CLIENT_BRANCH ? (nuevo_cliente as string) : sucursal,
    comentarios: comentarios ? comentarios : null,
  }));
export type RequestInput = z.input<typeof requestInputSchema>;
export type NewRequest = z.output<typeof requestInputSchema>;

/** A request as stored (the answer of POST /api/solicitudes). */
export const requestSchema = z.object({
  id: z.string(),
  codigo_interno: z.string(),
  sucursal: z.string(),
  tipo_servicio: z.string(),
  dias_estimados: z.number().int(),
  solicitante: z.string(),
  celular: z.string(),
  comentarios: z.string().nullable(),
  estado: requestStateSchema,
  fecha_aprobacion: z.string().nullable(),
  created_at: z.string(),
});
export type ServiceRequest = z.infer<typeof requestSchema>;

/** One change of state: who moved it and when (null user: the public form created it). */
export const historyEntrySchema = z.object({
  estado_anterior: requestStateSchema.nullable(),
  estado: requestStateSchema,
  usuario: z.string().nullable(),
  fecha: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const boardRequestSchema = requestSchema.extend({ historial: z.array(historyEntrySchema) });
export type BoardRequest = z.infer<typeof boardRequestSchema>;

/** Cards per active column the board loads (more than any real day's work: the rest is counted). */
export const ACTIVE_COLUMN_LIMIT = 200;
/** Finished requests shown at first; 'Ver más' asks for FINISHED_PAGE more each time. */
export const FINISHED_PAGE = 20;
export const FINISHED_MAX = 500;

/** GET /api/solicitudes: search by código, cliente or solicitante; filter by sucursal and tipo. */
export const boardQuerySchema = z.object({
  q: text().max(SEARCH_MAX, TEXT_MESSAGES.searchTooLong).optional(),
  /** A branch of the list; 'Nuevo cliente' means every client outside it. */
  sucursal: z.enum(CLIENT_BRANCHES, { error: REQUEST_MESSAGES.sucursalRequired }).optional(),
  tipo_servicio: z.enum(SERVICE_TYPES, { error: REQUEST_MESSAGES.tipoRequired }).optional(),
  finalizadas: z.coerce.number().int().min(1).max(FINISHED_MAX).default(FINISHED_PAGE),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;
export type BoardFilter = z.output<typeof boardQuerySchema>;

export const boardColumnSchema = z.object({
  estado: requestStateSchema,
  /** Requests in this column matching the filter (the cards may be fewer). */
  total: z.number().int(),
  /** Of those, pending for more than 48 h (0 outside 'pendiente'). */
  demoradas: z.number().int(),
  items: z.array(boardRequestSchema),
});
export const boardSchema = z.object({ columnas: z.array(boardColumnSchema) });
export type BoardColumn = z.infer<typeof boardColumnSchema>;
export type Board = z.infer<typeof boardSchema>;

export const requestIdParamsSchema = z.object({ id: z.uuid(REQUEST_MESSAGES.notFound) });

/** /crm-login: Usuario and Contraseña, both required (the server checks them and the role). */
export const crmLoginSchema = z.object({
  username: text().min(1, REQUEST_MESSAGES.usernameRequired),
  password: z.string().min(1, REQUEST_MESSAGES.passwordRequired),
});

/** POST /api/solicitudes/:id/transiciones: the state the person saw (`desde`) and the one asked for. */
export const transitionInputSchema = z.object({
  desde: requestStateSchema,
  hacia: requestStateSchema,
});
export type TransitionInput = z.infer<typeof transitionInputSchema>;

/** The message to the firm's WhatsApp after a request is saved (spec §7). */
export function requestWhatsappText(
  request: Pick<ServiceRequest, 'codigo_interno' | 'sucursal' | 'tipo_servicio' | 'dias_estimados' | 'solicitante' | 'celular' | 'comentarios'>,
): string {
  return [
    'Nueva solicitud interna',
    `Código: ${request.codigo_interno}`,
    `Cliente: ${request.sucursal}`,
    `Servicio: ${request.tipo_servicio}`,
    `Días estimados: ${request.dias_estimados}`,
    `Solicitante: ${request.solicitante}`,
    `Celular: ${request.celular}`,
    `Detalle: ${request.comentarios?.trim() || 'Sin comentarios'}`,
  ].join('\n');
}

/** The message to the requester on approval, proposing the visit 7 days ahead (spec §7, §9). */
export function approvalWhatsappText(request: Pick<ServiceRequest, 'codigo_interno' | 'sucursal' | 'tipo_servicio' | 'solicitante'>, approvedAt: Date): string {
  return (
    `Hola ${request.solicitante}, te escribimos de ${BRAND.firm}. ` +
    `Aprobamos la solicitud ${request.codigo_interno} (${request.tipo_servicio} en ${request.sucursal}). ` +
    `Te proponemos hacer la visita el ${formatVisitDate(approvedAt)}. ¿Te queda bien?`
  );
}

/** The chat to the firm's number (setting `whatsapp_empresa`) carrying a saved request. */
export function requestWhatsappLink(companyPhone: string, request: Parameters<typeof requestWhatsappText>[0]): string {
  return whatsappLink(companyPhone, requestWhatsappText(request));
}

/** The chat to the requester's phone, written as people write it in Argentina, proposing the visit. */
export function approvalWhatsappLink(request: Parameters<typeof approvalWhatsappText>[0] & Pick<ServiceRequest, 'celular'>, approvedAt: Date): string {
  return whatsappLink(request.celular, approvalWhatsappText(request, approvedAt));
}
