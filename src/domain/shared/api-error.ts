/**
 * Every error the API answers: `{ error: { code, message, field? } }`. `message` is Spanish, ready
 * to show; `code` is stable (the web decides by it, never by the text); `field` is the dot path of
 * the first invalid field of a request that failed validation (e.g. `valor_incidencia_usd_m2`).
 */
export interface ApiErrorBody {
  error: { code: ErrorCode | (string & {}); message: string; field?: string };
}

export const ERROR_CODES = {
  // Generic, one per status.
  validation: 'VALIDATION',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupported: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  unavailable: 'UNAVAILABLE',
  // Specific: where the web reacts differently from the generic case.
  /** Sign-in refused: unknown account, wrong password or deactivated (401). */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** Sign-up with an e-mail or username already taken (422 from the auth bridge). */
  userExists: 'USER_EXISTS',
  /** A password the policy refuses: too short, too long or easy to guess (400, field `password`). */
  weakPassword: 'WEAK_PASSWORD',
  /** The valuation form is missing a field: the web shows 'Campos incompletos' (400). */
  valuationIncomplete: 'VALUATION_INCOMPLETE',
  /** The chosen locality or barrio is no longer offered (400): the web reloads the lists. */
  valuationOptionUnavailable: 'VALUATION_OPTION_UNAVAILABLE',
  duplicateLocalidad: 'DUPLICATE_LOCALIDAD',
  duplicateBarrio: 'DUPLICATE_BARRIO',
  duplicateAccount: 'DUPLICATE_ACCOUNT',
  /** An admin tried to drop their own admin role or deactivate themselves (400). */
  ownAccount: 'OWN_ACCOUNT',
  /** A like without the visitor cookie a read hands out (403): read the comments again, then retry. */
  visitorCookieMissing: 'VISITOR_COOKIE_MISSING',
  /** The address reached its likes cap on that comment (403). */
  likeLimit: 'LIKE_LIMIT',
  /** The carousel holds its maximum of images (409). */
  carouselFull: 'CAROUSEL_FULL',
  /** The account holds its maximum of listings (409). */
  propertyLimit: 'PROPERTY_LIMIT',
  /** A listing would exceed its maximum of images (400). */
  imageLimit: 'IMAGE_LIMIT',
  /** A service request is no longer in the state the person saw: someone else moved it first (409; read the board again). */
  requestAlreadyMoved: 'REQUEST_ALREADY_MOVED',
  /** A move of a service request the transitions table does not allow (409). */
  requestTransitionInvalid: 'REQUEST_TRANSITION_INVALID',
  /** A request's last move can no longer be undone: moved since, or past the 10 minutes (409, ADR 126). */
  requestUndoRefused: 'REQUEST_UNDO_REFUSED',
  /** A lead moved by someone else since the person saw it (ADR 140): reload and try again (409). */
  leadStateChanged: 'LEAD_STATE_CHANGED',
  /** The firm's parameters changed since the editor read them (ADR 142): reload and save again (409). */
  parametersChanged: 'PARAMETERS_CHANGED',
  /** The malware scanner found a signature in an uploaded file (422, field: the file's). */
  fileInfected: 'FILE_INFECTED',
  /** An uploaded PDF carries scripts, automatic actions or attachments (422, field: the file's). */
  pdfActiveContent: 'PDF_ACTIVE_CONTENT',
  /** An uploaded image is larger than MAX_IMAGE_PIXELS (422). */
  imageTooManyPixels: 'IMAGE_TOO_MANY_PIXELS',
  /** More files in one request than the route takes (413). */
  tooManyFiles: 'TOO_MANY_FILES',
  /** The account (or address) used up its daily upload quota (429 with Retry-After). */
  uploadQuota: 'UPLOAD_QUOTA',
  /** The file storage is full (507): nothing was stored. */
  storageFull: 'STORAGE_FULL',
  /** A password-reset or address-check link that is unknown, used or past its time (400): ask for a new one (ADR 092). */
  linkInvalid: 'LINK_INVALID',
  /** The account's e-mail address is not confirmed yet (403): listings wait for it (ADR 092). */
  emailUnverified: 'EMAIL_UNVERIFIED',
  /** The address check was asked for an address already confirmed (400). */
  emailAlreadyVerified: 'EMAIL_ALREADY_VERIFIED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

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

/** Refusals of an uploaded file (ADR 083, 084). */
export const UPLOAD_MESSAGES = {
  notAnImage: 'El archivo no es una imagen válida (JPG, PNG o WebP).',
  storageFull: 'No hay espacio para guardar el archivo en el servidor, así que no se guardó. Intentá nuevamente más tarde.',
  infected: 'El archivo contiene un virus o código malicioso y no se guardó.',
  pdfActiveContent:
    'El PDF tiene contenido activo (scripts, acciones automáticas o archivos adjuntos) y no se guardó. Exportalo de nuevo como PDF común (por ejemplo, con «Imprimir» → «Guardar como PDF») y volvé a subirlo.',
  scannerUnavailable: 'No pudimos revisar el archivo con el antivirus en este momento y no se guardó. Intentá nuevamente en unos minutos.',
} as const;

/** 422: an image over the pixel limit (`limitMegapixels`: 24), naming its own size. */
export function tooManyPixelsMessage(width: number, height: number, limitMegapixels: number): string {
  const megapixels = Math.ceil((width * height) / 1_000_000);
  return `La imagen supera los ${limitMegapixels} megapíxeles: mide ${width} × ${height} píxeles (${megapixels} megapíxeles). Reducila (por ejemplo, a 6000 × 4000) y volvé a subirla.`;
}

/** 413: more files in one request than the route takes. */
export function tooManyFilesMessage(max: number): string {
  return max === 1 ? 'Podés subir un solo archivo por vez.' : `Podés subir hasta ${max} archivos por vez.`;
}

/** 429: the daily upload quota is used up; `retryAfterSeconds` until its window ends. */
export function uploadQuotaMessage(files: number, megabytes: number, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const hours = Math.ceil(minutes / 60);
  const wait = minutes < 60 ? `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}` : `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  return `Llegaste al límite de archivos subidos por día (${files} archivos o ${megabytes} MB cada 24 horas). Vas a poder subir más en ${wait}.`;
}
