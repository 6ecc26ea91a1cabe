import type { z } from 'zod';
import { STAFF_SCREENS } from '../../../domain/mail/digest.ts';
import type { contactoInputSchema } from '../../../domain/valuation/valuation.schemas.ts';
import { MailLink, type RenderedMail } from '../../platform/mail/layout.ts';
import { renderStaffAlert, whatsappFact } from '../../platform/mail/staff-alert.ts';

type Contacto = z.output<typeof contactoInputSchema>;

/** The admins' alert for a lead from the calculator's «Hablar con un analista» (ADR 087). */
export function renderContactAlert(contacto: Contacto, publicUrl: string): Promise<RenderedMail> {
  return renderStaffAlert({
    publicUrl,
    heading: 'Nuevo contacto desde la calculadora',
    intro: `${contacto.nombre} quiere hablar con un analista sobre el valor de su terreno.`,
    facts: [
      ['Nombre', contacto.nombre],
      ['Teléfono', whatsappFact(contacto.telefono)],
      ['Email', MailLink({ href: `mailto:${contacto.email}`, children: contacto.email })],
      ...(contacto.comentario ? ([['Comentario', contacto.comentario]] as const) : []),
    ],
    action: { path: STAFF_SCREENS.contacts, label: 'Ver los contactos' },
    reason: 'Te llega porque tu cuenta es de administración.',
  });
}

export const contactAlertSubject = (contacto: Contacto) => `Nuevo contacto: ${contacto.nombre}`;
