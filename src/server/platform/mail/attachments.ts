import type { MailAttachmentRef } from './outbox.ts';

/** A file as nodemailer attaches it. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * Renders the file an outbox row refers to, at send time (docs/decisions/094). The platform knows
 * no area (ADR 091): the composition builds this from the areas' renderers, one per kind, and hands
 * it to the worker. A failure (an unknown kind, a renderer's error) fails the attempt, which is
 * retried like a refusal of the SMTP server and shows in /admin/correos.
 */
export type AttachmentResolver = (ref: MailAttachmentRef) => Promise<MailAttachment>;

export function attachmentResolver(byKind: Readonly<Record<string, (id: string) => Promise<MailAttachment>>>): AttachmentResolver {
  return async (ref) => {
    const render = Object.hasOwn(byKind, ref.kind) ? byKind[ref.kind] : undefined;
    if (!render) throw new Error(`No hay cómo generar el adjunto «${ref.kind}»`);
    return render(ref.id);
  };
}

/** The stored reference, or a clear error when the column holds something else. */
export function parseAttachmentRef(stored: string): MailAttachmentRef {
  const value = JSON.parse(stored) as Partial<MailAttachmentRef>;
  if (typeof value?.kind !== 'string' || typeof value.id !== 'string') throw new Error('El adjunto del correo está mal guardado');
  return { kind: value.kind, id: value.id };
}
