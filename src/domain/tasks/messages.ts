import { INVALID_CREDENTIALS_MESSAGE } from '../accounts/sign-in-messages.ts';
import { SEARCH_MAX } from '../shared/search-limits.ts';

// No zod here: the public pages show these texts before the form's schema loads, and the
// dashboard's screens (with the limits the texts name) before any dialog's (ADR 146). The schemas
// of cash.ts, search.ts, checklist.ts, client.ts, photos.ts and recurrence.ts use them from here.

/** Every text of the tasks area: the spec's (§8) verbatim, the rest in the same voice. */
export const TASK_MESSAGES = {
  tituloRequired: 'Ingresá el título de la tarea',
  tituloTooLong: 'El título debe tener menos de 200 caracteres',
  responsableRequired: 'Elegí el responsable',
  creadaPorRequired: 'Ingresá quién crea la tarea',
  creadaPorTooLong: 'El nombre debe tener menos de 100 caracteres',
  prioridadRequired: 'Elegí la prioridad',
  urgenciaRequired: 'Elegí la urgencia',
  fechaLimiteRequired: 'Ingresá la fecha límite',
  fechaInvalid: 'Ingresá una fecha válida',
  descripcionTooLong: 'La descripción debe tener menos de 2000 caracteres',
  proyectoInvalid: 'Elegí un proyecto de la lista',
  proyectoInactive: 'Ese proyecto no está activo: elegí otro o ninguno',
  estadoRequired: 'Elegí el estado',
  comentarioRequired: 'Escribí el comentario',
  comentarioTooLong: 'El comentario debe tener menos de 1000 caracteres',
  nombreProyectoRequired: 'Ingresá el nombre del proyecto',
  nombreProyectoTooLong: 'El nombre debe tener menos de 120 caracteres',
  estadoProyectoRequired: 'Elegí el estado del proyecto',
  taskNotFound: 'La tarea no existe o fue eliminada.',
  markedDone: 'Tarea marcada como Hecha',
  undo: 'Deshacer',
  moreFailed: 'No se pudieron cargar más tareas',
  pageInvalid: 'La página tiene que ser un número entero desde 1.',
  projectNotFound: 'El proyecto no existe o fue eliminado.',
  anchorMoved: 'La tarjeta de referencia ya no está en esa columna. Actualizamos el tablero.',
  usernameRequired: 'Ingresá tu usuario',
  passwordRequired: 'Ingresá tu contraseña',
  // Spec §8
  loginSuccess: 'Acceso exitoso',
  loginFailed: `Error de acceso: ${INVALID_CREDENTIALS_MESSAGE}`,
  accessDenied: 'Acceso denegado',
  adminRequired: 'Iniciá sesión como administrador',
  updated: 'Tarea actualizada',
  created: 'Tarea registrada correctamente',
  createFailed: 'Error al crear tarea',
  saved: 'Guardado exitosamente',
  saveFailed: 'Error al guardar',
  // Beyond the spec
  updateFailed: 'No se pudo actualizar la tarea',
  loadFailed: 'No se pudieron cargar las tareas',
} as const;

// The cash log (cash.ts)

/** Movements per page of the Movimientos tab (spec §9: the latest 100). */
export const MOVEMENTS_PAGE_SIZE = 100;

export const CASH_MESSAGES = {
  // Spec §8
  ingresoSaved: 'Ingreso registrado',
  egresoSaved: 'Egreso registrado',
  savedDescription: 'El movimiento se registró correctamente',
  saveFailed: 'Error al registrar movimiento',
  // Beyond the spec, same voice
  tipoRequired: 'Elegí si es un ingreso o un egreso',
  montoRequired: 'Ingresá el monto',
  montoPositive: 'El monto debe ser mayor a 0',
  montoTooHigh: 'El monto es demasiado alto',
  monedaRequired: 'Elegí la moneda',
  quienRequired: 'Elegí quién',
  conceptoRequired: 'Ingresá el concepto',
  conceptoTooLong: 'El concepto admite como máximo 200 caracteres',
  fechaRequired: 'Ingresá la fecha',
  fechaInvalid: 'Ingresá una fecha válida',
  horaRequired: 'Ingresá la hora',
  horaInvalid: 'Ingresá una hora válida (HH:mm)',
  obraInvalid: 'Elegí una obra de la lista',
  sucursalInvalid: 'Elegí una sucursal de la lista',
  mesInvalid: 'Elegí un mes válido',
  loadFailed: 'No se pudieron cargar los movimientos',
  notFound: 'El movimiento no existe',
  categoriaInvalid: 'Elegí una categoría de la lista',
  cotizacionOnlyArs: 'La cotización es solo para movimientos en pesos',
  cotizacionIncomplete: 'Completá el tipo, el valor y la fecha de la cotización',
  cotizacionPositive: 'La cotización debe ser mayor a 0',
  cotizacionTooHigh: 'La cotización es demasiado alta',
  motivoRequired: 'Escribí el motivo de la anulación',
  motivoTooLong: 'El motivo admite como máximo 200 caracteres',
  alreadyVoided: 'El movimiento ya está anulado: no se puede editar ni anular otra vez',
  saldoInvalid: 'El saldo inicial debe ser un número (puede ser negativo)',
  categoriasRequired: 'Dejá al menos una categoría',
  categoriaTooLong: 'Cada categoría admite como máximo 40 caracteres',
  categoriasRepeated: 'Hay categorías repetidas',
  presupuestoInvalid: 'El presupuesto debe ser mayor a 0',
  edited: 'Movimiento actualizado',
  voided: 'Movimiento anulado',
  receiptRequired: 'Elegí el archivo del comprobante: PDF, JPG, PNG o WebP',
  receiptRejected: 'El comprobante debe ser un PDF o una foto JPG, PNG o WebP',
  receiptTooLarge: 'El comprobante debe pesar 10 MB o menos',
  receiptOneOnly: 'Adjuntá un solo archivo por vez',
  receiptNotFound: 'Este movimiento no tiene comprobante',
  receiptAttached: 'Comprobante adjuntado',
  receiptRemoved: 'Comprobante quitado',
  receiptFailed: 'No se pudo guardar el comprobante',
} as const;

/** Where a movement's receipt is read: only the cash roles, always as an attachment (ADR 121). */
export const receiptUrl = (movementId: string) => `/api/tareas/movimientos/${movementId}/comprobante`;

/** Search in the tasks dashboard (ADR 135): 2 to 100 characters, 20 results a page. */
export const TASK_SEARCH_MIN = 2;

export const TASK_SEARCH_MAX = SEARCH_MAX;

export const SEARCH_MESSAGES = {
  tooShort: `Escribí al menos ${TASK_SEARCH_MIN} caracteres para buscar`,
  tooLong: `La búsqueda debe tener hasta ${TASK_SEARCH_MAX} caracteres`,
  searchFailed: 'No se pudo buscar',
  noResults: 'No encontramos tareas con esas palabras',
  personInvalid: 'Elegí una persona del equipo',
  accountNotFound: 'La cuenta no existe o no es del equipo de tareas',
  notLinked: 'Tu cuenta todavía no está vinculada a una persona del equipo',
  saveFailed: 'No se pudo vincular la cuenta',
} as const;

/** Items per task: a checklist, not a project plan. */
export const CHECKLIST_LIMIT = 50;

export const CHECKLIST_TEXT_MAX = 200;

export const CHECKLIST_MESSAGES = {
  textoRequired: 'Escribí el ítem',
  textoTooLong: `El ítem debe tener hasta ${CHECKLIST_TEXT_MAX} caracteres`,
  full: `La lista ya tiene ${CHECKLIST_LIMIT} ítems: terminá o quitá alguno`,
  itemNotFound: 'Ese ítem ya no está en la lista',
  patchEmpty: 'Indicá qué cambia del ítem',
  loadFailed: 'No se pudo cargar la lista',
  saveFailed: 'No se pudo guardar la lista',
} as const;

export const CLIENT_MESSAGES = {
  /** Unknown, not linked to this account, or not Activo: one answer for the three (nothing to tell apart). */
  projectNotFound: 'El proyecto no existe o no está disponible para tu cuenta.',
  projectsLoadFailed: 'No se pudieron cargar tus proyectos',
  panelLoadFailed: 'No se pudo cargar el proyecto',
  accountRequired: 'Elegí una cuenta de cliente de la lista',
  notAClient: 'Esa cuenta no es de un cliente de tareas activo: elegí otra de la lista',
  linked: 'Cliente vinculado',
  unlinked: 'Cliente desvinculado',
  linkFailed: 'No se pudo vincular al cliente',
  unlinkFailed: 'No se pudo desvincular al cliente',
  clientsLoadFailed: 'No se pudieron cargar los clientes',
} as const;

export const PHOTO_MESSAGES = {
  photoNotFound: 'La foto no existe o no está disponible',
  required: 'Elegí o sacá una foto',
  oneOnly: 'Subí una sola foto por vez',
  tooLarge: 'La foto debe pesar 10 MB o menos',
  uploaded: 'Foto agregada',
  uploadFailed: 'No se pudo subir la foto',
  shared: 'La foto ahora la ve el cliente',
  unshared: 'La foto ya no la ve el cliente',
  shareFailed: 'No se pudo cambiar la foto',
} as const;

/** Every N days: 2 to this (1 is 'diaria'). */
export const MAX_INTERVAL_DAYS = 365;

export const RECURRENCE_MESSAGES = {
  frecuenciaRequired: 'Elegí cada cuánto se repite',
  baseRequired: 'Elegí desde cuándo se cuenta',
  diasRequired: 'Elegí al menos un día de la semana',
  diaMesInvalid: 'Elegí un día del mes entre 1 y 31',
  intervaloInvalid: `Ingresá cada cuántos días: entre 2 y ${MAX_INTERVAL_DAYS}`,
  needsDate: 'La tarea necesita una fecha límite para repetirse',
  notRecurring: 'Esta tarea no se repite',
  saved: 'Repetición guardada',
  stopped: 'La serie se detuvo: las tareas hechas quedan en el historial',
  saveFailed: 'No se pudo guardar la repetición',
} as const;
