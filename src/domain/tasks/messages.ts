import { INVALID_CREDENTIALS_MESSAGE } from '../accounts/sign-in-messages.ts';

// No zod here: the public pages show these texts before the form's schema loads.

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
