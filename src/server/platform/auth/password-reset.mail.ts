import { Fragment, createElement as h } from 'react';
import { ACCOUNT_LINK_PATHS, RESET_LINK_HOURS } from '../../../domain/accounts/account-links.ts';
import { BRAND } from '../../../domain/brand.ts';
import { ActionButton, absoluteUrl, MailLayout, MailLink, Paragraph, type RenderedMail, renderMail } from '../mail/layout.ts';

export const passwordResetSubject = `Restablecé tu contraseña de ${BRAND.firm}`;

/**
 * The link to `/restablecer-clave` with the library's token (ADR 092): our page, not the library's
 * endpoint, so the token reaches only the form that spends it. `volver` is the sign-in screen to
 * return to, already checked as a local path by the request's schema.
 */
export function passwordResetLink(publicUrl: string, token: string, volver: string | undefined): string {
  const query = new URLSearchParams({ token, ...(volver ? { volver } : {}) });
  return absoluteUrl(publicUrl, `${ACCOUNT_LINK_PATHS.resetPassword}?${query}`);
}

/** The reset message: what it is for, the button, the link written out, and what to do if it was not you. */
export function renderPasswordReset({ name, link, publicUrl }: { name: string; link: string; publicUrl: string }): Promise<RenderedMail> {
  const hours = RESET_LINK_HOURS === 1 ? '1 hora' : `${RESET_LINK_HOURS} horas`;
  return renderMail(
    MailLayout({
      preview: `Elegí una contraseña nueva. El enlace vence en ${hours}.`,
      heading: 'Restablecé tu contraseña',
      publicUrl,
      reason: `Te llega porque alguien pidió restablecer la contraseña de tu cuenta en ${BRAND.firm}. Si no fuiste vos, ignoralo: tu contraseña no cambia.`,
      children: [
        Paragraph({ children: `Hola, ${name}. Para elegir una contraseña nueva, abrí este enlace. Sirve una sola vez y vence en ${hours}.` }),
        ActionButton({ href: link, children: 'Elegir una contraseña nueva' }),
        // One fragment, not an array: the words and the link need no keys.
        Paragraph({ children: h(Fragment, null, 'Si el botón no funciona, copiá esta dirección en el navegador: ', MailLink({ href: link, children: link })) }),
        Paragraph({ children: 'Al cambiarla se cierran todas las sesiones abiertas de tu cuenta.' }),
      ],
    }),
  );
}
