import { z } from 'zod';
import { BRAND } from '../brand.ts';
import { isCallablePhone } from '../shared/phone.ts';
import { SEARCH_MAX } from '../shared/search-limits.ts';
import { multilineText, TEXT_MESSAGES, text } from '../shared/text.ts';
import { NUMBER_KINDS, typedNumber } from '../shared/typed-number.ts';
import { whatsappLink } from '../shared/whatsapp.ts';
import { ASSIGNABLE_PEOPLE } from '../tasks/lists.ts';
import { CODIGO_MAX, COMENTARIOS_MAX, DIAS_MAX, MOTIVO_MAX, NOTA_MAX, NUEVO_CLIENTE_MAX } from './limits.ts';
import { CLIENT_BRANCHES, NEW_CLIENT_BRANCH, REQUEST_STATES, REQUESTERS, type RequestState, SERVICE_TYPES } from './lists.ts';
import { formatVisitDay, needsReason, STATE_LABELS } from './transitions.ts';

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
  celularInvalid: 'Ingresá un celular válido, con código de área: por ejemplo +54 9 11 5555-0000',
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
  motivoRequired: 'Escribí el motivo',
  motivoTooLong: 'El motivo debe tener menos de 500 caracteres',
  notaRequired: 'Escribí la nota',
  notaTooLong: 'La nota debe tener menos de 1000 caracteres',
  fechaVisitaInvalid: 'Elegí una fecha de visita válida',
  responsableInvalid: 'Elegí una persona con acceso al CRM',
  visitaOnlyApproved: 'La fecha de visita se guarda en solicitudes aprobadas o en ejecución.',
  undoExpired: 'Ya pasaron los 10 minutos para deshacer ese movimiento.',
  undoMovedSince: 'Otra persona movió esta solicitud después: ya no se puede deshacer ese movimiento. Actualizamos el tablero.',
  undoNothing: 'Esta solicitud no tiene un movimiento para deshacer.',
  undoHasProject: 'Esta solicitud ya tiene una obra creada: no se puede deshacer la aprobación.',
  obraNeedsApproval: 'Solo una solicitud aprobada o en ejecución puede convertirse en obra.',
  obraExists: 'Esta solicitud ya tiene su obra.',
  obraNeedsVisit: 'Guardá primero la fecha de visita.',
  obraResponsableRequired: 'Elegí quién hace la visita',
  obraCreated: 'Obra creada',
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
      .refine(isCallablePhone, REQUEST_MESSAGES.celularInvalid),
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
  /** The visit proposed on approval (yyyy-MM-dd, editable; ADR 127). */
  fecha_visita: z.string().nullable(),
  /** Why it was rejected or cancelled (null otherwise). */
  motivo: z.string().nullable(),
  /** The CRM account that follows it up. */
  responsable: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  /** The project (obra) of the tasks area created from it (ADR 128). */
  proyecto: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  created_at: z.string(),
});
export type ServiceRequest = z.infer<typeof requestSchema>;

/**
 * One entry of a request's activity, newest first: a change of state (who moved it, the reason
 * when it closed it; null user: the public form created it) or a note (who called, what was agreed).
 */
export const activityEntrySchema = z.object({
  id: z.string(),
  tipo: z.enum(['movimiento', 'nota']),
  estado_anterior: requestStateSchema.nullable(),
  estado: requestStateSchema.nullable(),
  /** The reason of a rejection or cancellation, or the note's text. */
  texto: z.string().nullable(),
  /** An undo: this move took back the one before it. */
  deshecho: z.boolean(),
  usuario: z.string().nullable(),
  fecha: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** The last move, while it may be undone (ADR 126): its id is what POST …/deshacer names. */
export const lastMoveSchema = z.object({
  id: z.string(),
  estado_anterior: requestStateSchema,
  estado: requestStateSchema,
  usuario: z.string().nullable(),
  fecha: z.string(),
});

/** Activity entries a card carries; the rest is paged from GET /api/solicitudes/:id/actividad. */
export const CARD_ACTIVITY_LIMIT = 5;

export const boardRequestSchema = requestSchema.extend({
  actividad: z.array(activityEntrySchema),
  actividad_total: z.number().int(),
  ultimo_movimiento: lastMoveSchema.nullable(),
});
export type BoardRequest = z.infer<typeof boardRequestSchema>;

/** Cards per column the board loads at first; 'Ver más' asks for BOARD_PAGE more each time, in place. */
export const BOARD_PAGE = 20;
export const COLUMN_MAX = 500;
export const BOARD_ORDERS = ['antiguas', 'recientes'] as const;
export type BoardOrder = (typeof BOARD_ORDERS)[number];
/** `responsable=sin`: requests nobody follows up. */
export const NO_OWNER = 'sin';

const columnLimit = z.coerce.number().int().min(1).max(COLUMN_MAX).default(BOARD_PAGE);

/**
 * GET /api/solicitudes: search by código, cliente or solicitante; filter by sucursal, tipo, owner,
 * or only the pending ones past 48 h (`demoradas=1`); oldest first by default (ADR 125); each
 * column's length is its own parameter, so 'Ver más' grows one column without touching the others.
 */
export const boardQuerySchema = z.object({
  q: text().max(SEARCH_MAX, TEXT_MESSAGES.searchTooLong).optional(),
  /** A branch of the list; 'Nuevo cliente' means every client outside it. */
  sucursal: z.enum(CLIENT_BRANCHES, { error: REQUEST_MESSAGES.sucursalRequired }).optional(),
  tipo_servicio: z.enum(SERVICE_TYPES, { error: REQUEST_MESSAGES.tipoRequired }).optional(),
  responsable: z.union([z.literal(NO_OWNER), z.uuid()], { error: REQUEST_MESSAGES.responsableInvalid }).optional(),
  demoradas: z.enum(['1']).optional(),
  /** One request by id: the link from its project in the tasks area (ADR 128). */
  solicitud: z.uuid(REQUEST_MESSAGES.notFound).optional(),
  orden: z.enum(BOARD_ORDERS).default('antiguas'),
  pendiente: columnLimit,
  aprobada: columnLimit,
  en_ejecucion: columnLimit,
  finalizada: columnLimit,
  rechazada: columnLimit,
  cancelada: columnLimit,
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

const isoDaySchema = z
  .string({ error: REQUEST_MESSAGES.fechaVisitaInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, REQUEST_MESSAGES.fechaVisitaInvalid)
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 2000 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, REQUEST_MESSAGES.fechaVisitaInvalid);

const motivoSchema = multilineText({ error: REQUEST_MESSAGES.motivoRequired })
  .min(1, REQUEST_MESSAGES.motivoRequired)
  .max(MOTIVO_MAX, REQUEST_MESSAGES.motivoTooLong);

/**
 * POST /api/solicitudes/:id/transiciones: the state the person saw (`desde`) and the one asked for;
 * `motivo` required into rechazada and cancelada; `fecha_visita` optional on approval (7 days ahead otherwise).
 */
export const transitionInputSchema = z
  .object({
    desde: requestStateSchema,
    hacia: requestStateSchema,
    motivo: motivoSchema.optional(),
    fecha_visita: isoDaySchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (needsReason(value.hacia) && !value.motivo) ctx.addIssue({ code: 'custom', path: ['motivo'], message: REQUEST_MESSAGES.motivoRequired });
  });
export type TransitionInput = z.input<typeof transitionInputSchema>;

/** POST /api/solicitudes/:id/deshacer: the move the person saw as the last one. */
export const undoInputSchema = z.object({ movimiento_id: z.uuid(REQUEST_MESSAGES.undoNothing) });
export type UndoInput = z.infer<typeof undoInputSchema>;

/** POST /api/solicitudes/:id/notas. */
export const noteInputSchema = z.object({
  texto: multilineText({ error: REQUEST_MESSAGES.notaRequired }).min(1, REQUEST_MESSAGES.notaRequired).max(NOTA_MAX, REQUEST_MESSAGES.notaTooLong),
});
export type NoteInput = z.infer<typeof noteInputSchema>;

/** PUT /api/solicitudes/:id/responsable: a CRM account, or null to leave it without one. */
export const ownerInputSchema = z.object({ responsable_id: z.uuid(REQUEST_MESSAGES.responsableInvalid).nullable() });
export type OwnerInput = z.infer<typeof ownerInputSchema>;

/** PUT /api/solicitudes/:id/visita. */
export const visitInputSchema = z.object({ fecha_visita: isoDaySchema });
export type VisitInput = z.infer<typeof visitInputSchema>;

/** POST /api/solicitudes/:id/obra: who of the tasks team makes the visit (ADR 128). */
export const workInputSchema = z.object({
  responsable_nombre: z.enum(ASSIGNABLE_PEOPLE, { error: REQUEST_MESSAGES.obraResponsableRequired }),
});
export type WorkInput = z.infer<typeof workInputSchema>;

/** GET /api/solicitudes/responsables: the CRM accounts a request may be given to. */
export const ownerSchema = z.object({ id: z.string(), nombre: z.string() });
export const ownersSchema = z.array(ownerSchema);
export type Owner = z.infer<typeof ownerSchema>;

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

/** The message to the requester on approval, proposing the stored visit day (spec §7, §9; ADR 127). */
export function approvalWhatsappText(
  request: Pick<ServiceRequest, 'codigo_interno' | 'sucursal' | 'tipo_servicio' | 'solicitante'>,
  visitDay: string,
  today: Date = new Date(),
): string {
  return (
    `Hola ${request.solicitante}, te escribimos de ${BRAND.firm}. ` +
    `Aprobamos la solicitud ${request.codigo_interno} (${request.tipo_servicio} en ${request.sucursal}). ` +
    `Te proponemos hacer la visita el ${formatVisitDay(visitDay, today)}. ¿Te queda bien?`
  );
}

/** The chat to the firm's number (setting `whatsapp_empresa`) carrying a saved request. */
export function requestWhatsappLink(companyPhone: string, request: Parameters<typeof requestWhatsappText>[0]): string {
  return whatsappLink(companyPhone, requestWhatsappText(request));
}

/** The chat to the requester's phone, written as people write it in Argentina, proposing the visit. */
export function approvalWhatsappLink(
  request: Parameters<typeof approvalWhatsappText>[0] & Pick<ServiceRequest, 'celular'>,
  visitDay: string,
  today?: Date,
): string {
  return whatsappLink(request.celular, approvalWhatsappText(request, visitDay, today));
}

/** The project (obra) a request becomes: its name carries the código and the client (ADR 128). */
export function workName(request: Pick<ServiceRequest, 'codigo_interno' | 'sucursal'>): string {
  return `${request.codigo_interno} · ${request.sucursal}`;
}
