import { Fragment, createElement as h } from 'react';
import { ACCOUNT_LINK_PATHS, VERIFY_LINK_HOURS } from '../../../domain/accounts/account-links.ts';
import { BRAND } from '../../../domain/brand.ts';
import { ActionButton, absoluteUrl, MailLayout, MailLink, Paragraph, type RenderedMail, renderMail } from '../mail/layout.ts';

export const emailVerificationSubject = `Confirmá tu dirección de e-mail en ${BRAND.firm}`;

/** The link to `/confirmar-email` with the library's token: the page calls the library and says how it went (ADR 092). */
export function emailVerificationLink(publicUrl: string, token: string): string {
  return absoluteUrl(publicUrl, `${ACCOUNT_LINK_PATHS.verifyEmail}?${new URLSearchParams({ token })}`);
}

/** The address check of an open sign-up: why it matters (listings wait for it), the button and the link written out. */
export function renderEmailVerification({ name, link, publicUrl }: { name: string; link: string; publicUrl: string }): Promise<RenderedMail> {
  return renderMail(
    MailLayout({
      preview: 'Confirmá tu dirección para cargar propiedades.',
      heading: 'Confirmá tu dirección de e-mail',
      publicUrl,
      reason: `Te llega porque se creó una cuenta con esta dirección en ${BRAND.firm}. Si no fuiste vos, ignoralo.`,
      children: [
        Paragraph({
          children: `Hola, ${name}. Para cargar propiedades en la plataforma necesitamos confirmar que esta dirección es tuya. El enlace vence en ${VERIFY_LINK_HOURS} horas.`,
        }),
        ActionButton({ href: link, children: 'Confirmar mi dirección' }),
        // One fragment, not an array: the words and the link need no keys.
        Paragraph({ children: h(Fragment, null, 'Si el botón no funciona, copiá esta dirección en el navegador: ', MailLink({ href: link, children: link })) }),
      ],
    }),
  );
}
