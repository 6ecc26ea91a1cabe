import { detectImageFormat, MAX_UPLOAD_BYTES } from './images.ts';

/**
 * Private documents people upload (a land owner's pre-feasibility, a cash movement's receipt): a
 * PDF or a photo, recognised by their first bytes — never by name or declared type — and sent back
 * only as attachments through routes that check the caller.
 */
export const DOCUMENT_TYPES = {
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_MAX_BYTES = MAX_UPLOAD_BYTES;
/** What the file picker offers (the server decides by content). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

/** The kind of a document by its magic bytes, or null for anything else (HTML named .pdf, HEIF…). */
export function detectDocumentKind(bytes: Uint8Array): DocumentKind | null {
  if ([0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => bytes[i] === b)) return 'pdf'; // %PDF-
  return detectImageFormat(bytes);
}

/** The kind a stored key ends with (keys are `<folder>/<uuid>.<extension>`, chosen by the server). */
export function documentKindOfKey(key: string): DocumentKind | null {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return (Object.keys(DOCUMENT_TYPES) as DocumentKind[]).find((k) => DOCUMENT_TYPES[k].extension === extension) ?? null;
}

/** A file name safe to send back in Content-Disposition (the given name is only a label). */
export function documentFileName(name: string | undefined, kind: DocumentKind, fallback: string): string {
  const base = (name ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || fallback}.${DOCUMENT_TYPES[kind].extension}`;
}
