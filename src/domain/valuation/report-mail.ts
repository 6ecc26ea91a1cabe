/**
 * «Recibilo por e-mail» on /resultado/:id (docs/decisions/094): the visitor's address, and their
 * explicit consent to keep it (Ley 25.326, art. 5: consent free, express and informed). The text
 * they ticked is stored by version with the date: a new wording gets a new version, never an edit.
 * Without zod: the result page imports this on its first paint (ADR 090); the schema is in
 * report-mail.schemas.ts.
 */
export const REPORT_MAIL_CONSENT = {
  version: '2026-11-28',
  text: 'Acepto que Parcela guarde mi e-mail para enviarme este informe y contactarme sobre mi terreno.',
} as const;

export const REPORT_MAIL_MESSAGES = {
  emailRequired: 'Ingresá tu e-mail',
  emailInvalid: 'Revisá el e-mail: tiene que ser como nombre@ejemplo.com',
  emailTooLong: 'El e-mail debe tener menos de 255 caracteres',
  consentRequired: 'Para enviarte el informe necesitamos que aceptes guardar tu e-mail',
  sentTitle: 'Te enviamos el informe',
  sent: 'Revisá tu casilla en unos minutos (y la carpeta de spam). Lleva el PDF adjunto y el enlace a esta página.',
  error: 'No se pudo enviar el informe. Intentá nuevamente.',
  tooManyForConsulta: 'Ya pediste este informe varias veces. Podés descargar el PDF o volver a pedirlo en una hora.',
  tooManyForAddress: 'Ya enviamos varios informes a ese e-mail hoy. Podés descargar el PDF desde esta página.',
} as const;

/** Per consulta and hour, and per recipient and day: a visitor sends it to themselves and a partner, not to a list. */
export const REPORT_MAIL_LIMITS = { perConsultaPerHour: 3, perAddressPerDay: 5 } as const;

/**
 * What the page's form without JavaScript gets back in `?informe=` after its POST (303): a status,
 * never the address. The page says it in place of the form's messages.
 */
export const REPORT_MAIL_STATUSES = ['enviado', 'email', 'consentimiento', 'limite', 'limite-email', 'error'] as const;
export type ReportMailStatus = (typeof REPORT_MAIL_STATUSES)[number];

export function reportMailStatusMessage(status: ReportMailStatus): string {
  return {
    enviado: REPORT_MAIL_MESSAGES.sent,
    email: REPORT_MAIL_MESSAGES.emailInvalid,
    consentimiento: REPORT_MAIL_MESSAGES.consentRequired,
    limite: REPORT_MAIL_MESSAGES.tooManyForConsulta,
    'limite-email': REPORT_MAIL_MESSAGES.tooManyForAddress,
    error: REPORT_MAIL_MESSAGES.error,
  }[status];
}

export function parseReportMailStatus(value: string | null | undefined): ReportMailStatus | undefined {
  return REPORT_MAIL_STATUSES.find((s) => s === value);
}
