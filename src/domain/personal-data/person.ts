import { z } from 'zod';
import { isCallablePhone } from '../shared/phone.ts';
import { blankToUndefined, text } from '../shared/text.ts';
import { formatPhone, readArgentinePhone } from '../shared/whatsapp.ts';

/**
 * «Eliminar los datos de esta persona» (Ley 25.326 art. 16, ADR 139): the person is found by the
 * e-mail or the phone they gave; every holder of personal data removes or blanks what is theirs.
 */

export const PERSONAL_DATA_MESSAGES = {
  needOne: 'Ingresá el e-mail o el teléfono de la persona',
  emailInvalid: 'Ingresá un e-mail válido',
  phoneInvalid: 'Ingresá un teléfono argentino con su código de área (por ejemplo, 11 5555-0101)',
  confirm: 'Confirmá que querés eliminar estos datos',
  nothingFound: 'No hay datos de esa persona',
  erased: 'Se eliminaron los datos de la persona',
} as const;

/** What a holder blanks a person's data with where the row itself stays (an audit line). */
export const ERASED_MARK = '[datos eliminados]';

const email = z.preprocess(
  blankToUndefined,
  text().trim().toLowerCase().max(254, PERSONAL_DATA_MESSAGES.emailInvalid).pipe(z.email(PERSONAL_DATA_MESSAGES.emailInvalid)).optional(),
);
const telefono = z.preprocess(
  blankToUndefined,
  text().trim().max(40, PERSONAL_DATA_MESSAGES.phoneInvalid).refine(isCallablePhone, PERSONAL_DATA_MESSAGES.phoneInvalid).optional(),
);
const needOne = (q: { email?: string | undefined; telefono?: string | undefined }) => q.email !== undefined || q.telefono !== undefined;

/** Who to find: an e-mail, a phone or both (blank fields are absent). */
export const personQuerySchema = z.strictObject({ email, telefono }).refine(needOne, { message: PERSONAL_DATA_MESSAGES.needOne, path: ['email'] });
export type PersonQuery = z.infer<typeof personQuerySchema>;

/** The erasure itself: the same person and an explicit confirmation. */
export const personErasureSchema = z
  .strictObject({ email, telefono, confirmar: z.literal(true, { error: PERSONAL_DATA_MESSAGES.confirm }) })
  .refine(needOne, { message: PERSONAL_DATA_MESSAGES.needOne, path: ['email'] });

/**
 * How phones are compared: the 10 national digits of an Argentine number however it was written
 * («+54 9 11 5555-0101», «011 15 5555-0101»), another country's by its digits; null without digits.
 */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return readArgentinePhone(phone)?.national ?? (digits.length >= 6 ? digits : null);
}

/**
 * Everything that identifies the person: the e-mails and phones asked for, plus those (and the
 * names) of the rows they match — one step only, so a shared family phone does not sweep in the
 * relatives' other addresses.
 */
export interface PersonIdentifiers {
  emails: string[];
  /** National digits (phoneKey). */
  phones: string[];
  /** Phones as texts may show them (mails, audit lines): as typed, as formatPhone writes them, the bare digits. */
  phoneTexts: string[];
  names: string[];
}

export function identifiersOf(query: PersonQuery): PersonIdentifiers {
  return withRow({ emails: [], phones: [], phoneTexts: [], names: [] }, { email: query.email, telefono: query.telefono });
}

const withValues = (list: string[], values: Array<string | null | undefined>) => [...new Set([...list, ...values.filter((v): v is string => Boolean(v))])];

/** Adds what a matched row says of the person (no duplicates, e-mails in lower case). */
export function withRow(
  ids: PersonIdentifiers,
  row: { email?: string | null | undefined; telefono?: string | null | undefined; nombre?: string | null | undefined },
): PersonIdentifiers {
  const typed = row.telefono?.trim();
  const key = typed ? phoneKey(typed) : null;
  return {
    emails: withValues(ids.emails, [row.email?.trim().toLowerCase()]),
    phones: withValues(ids.phones, [key]),
    phoneTexts: withValues(ids.phoneTexts, typed ? [typed, formatPhone(typed), key] : []),
    names: withValues(ids.names, [row.nombre?.trim()]),
  };
}

/** Whether a row's e-mail or phone is the person's. */
export function isThePerson(ids: PersonIdentifiers, row: { email?: string | null; telefono?: string | null }): boolean {
  if (row.email && ids.emails.includes(row.email.trim().toLowerCase())) return true;
  const key = row.telefono ? phoneKey(row.telefono) : null;
  return key !== null && ids.phones.includes(key);
}

/** The last 8 digits of each phone: a cheap SQL pre-filter (`right(digits, 8)`), refined by isThePerson. */
export const phoneTails = (ids: PersonIdentifiers) => ids.phones.map((p) => p.slice(-8));

/** What each holder keeps of people, in the order the preview lists them. */
export const PERSONAL_DATA_KINDS = ['contactos_valuacion', 'contactos_terrenos', 'archivos', 'comentarios', 'correos', 'auditoria'] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

export const PERSONAL_DATA_LABELS: Record<PersonalDataKind, { label: string; action: string }> = {
  contactos_valuacion: { label: 'Contactos del sitio de valuación', action: 'se borran' },
  contactos_terrenos: { label: 'Consultas de propietarios (terrenos)', action: 'se borran' },
  archivos: { label: 'Archivos de prefactibilidad', action: 'se borran' },
  comentarios: { label: 'Comentarios en barrios', action: 'se borran' },
  correos: { label: 'Correos que la nombran', action: 'se borran' },
  auditoria: { label: 'Líneas de auditoría que la nombran', action: 'quedan sin sus datos' },
};

export const personalDataCountsSchema = z.strictObject(
  Object.fromEntries(PERSONAL_DATA_KINDS.map((k) => [k, z.number().int().nonnegative()])) as Record<PersonalDataKind, z.ZodNumber>,
);
export type PersonalDataCounts = z.infer<typeof personalDataCountsSchema>;

/** What an erasure would touch (the preview) or touched (its answer): how many of each, and in all. */
export const personalDataResultSchema = z.strictObject({ cantidades: personalDataCountsSchema, total: z.number().int().nonnegative() });
export type PersonalDataResult = z.infer<typeof personalDataResultSchema>;

/** Adds the counts holders report (each gives the kinds it keeps). */
export function sumCounts(parts: Array<Partial<PersonalDataCounts>>): PersonalDataResult {
  const cantidades = Object.fromEntries(PERSONAL_DATA_KINDS.map((k) => [k, parts.reduce((n, p) => n + (p[k] ?? 0), 0)])) as PersonalDataCounts;
  return { cantidades, total: Object.values(cantidades).reduce((a, b) => a + b, 0) };
}

/** The audit line of an erasure: what was touched, never whose (it would undo the erasure). */
export function describeErasure(result: PersonalDataResult): string {
  const parts = PERSONAL_DATA_KINDS.filter((k) => result.cantidades[k] > 0).map((k) => `${PERSONAL_DATA_LABELS[k].label}: ${result.cantidades[k]}`);
  return parts.length ? parts.join('; ') : 'nada';
}

/**
 * One trace of a person in the firm's records, newest first in their history (ADR 140): a
 * contact, an inquiry, a mail sent to them. A lead's page shows them all, matched by the lead's
 * e-mail or phone the same way the erasure finds them.
 */
export const personTraceSchema = z.strictObject({
  fecha: z.string(),
  /** Where it comes from, as staff say it («Contacto de la tasación», «Consulta por un terreno», «Correo»). */
  origen: z.string(),
  texto: z.string(),
  /** The consulta it refers to, whose result page staff may open. */
  consulta_id: z.string().nullable(),
});
export type PersonTrace = z.infer<typeof personTraceSchema>;

/** How many traces each holder gives at most: a history is read, not exported. */
export const PERSON_TRACES_LIMIT = 50;

export const personHistorySchema = z.strictObject({ items: z.array(personTraceSchema), total: z.number().int().nonnegative() });
export type PersonHistory = z.infer<typeof personHistorySchema>;
