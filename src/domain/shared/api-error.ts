/** Every error the API answers: `{ error: { code, message } }`, message in Spanish, ready to show. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

export const ERROR_CODES = {
  validation: 'VALIDATION',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupported: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
} as const;

export const GENERIC_MESSAGES = {
  unauthorized: 'Tenés que iniciar sesión para continuar.',
  forbidden: 'No tenés permiso para realizar esta acción.',
  notFound: 'No encontramos lo que buscabas.',
  rateLimited: 'Demasiados intentos. Esperá un momento y volvé a intentar.',
  internal: 'Ocurrió un error inesperado. Intentá nuevamente en unos minutos.',
  invalidBody: 'Los datos enviados no son válidos.',
  tooLarge: 'El archivo o los datos enviados superan el tamaño permitido.',
  unsupported: 'El tipo de contenido enviado no es válido.',
  foreignOrigin: 'Solicitud rechazada: origen no permitido.',
  malformedUpload: 'El formulario enviado está incompleto o mal formado. Volvé a intentarlo.',
} as const;
