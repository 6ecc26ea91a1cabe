import type { z } from 'zod';
import { STAFF_SCREENS } from '../../../domain/mail/digest.ts';
import type { contactoInputSchema } from '../../../domain/valuation/valuation.schemas.ts';
import { MailLink, type RenderedMail } from '../../platform/mail/layout.ts';
import { renderStaffAlert, whatsappFact } from '../../platform/mail/staff-alert.ts';

type Contacto = z.output<typeof contactoInputSchema>;

/** The admins' alert for a lead from the calculator's «Hablar con un analista» or «¿No está tu barrio?» (ADR 087, 141). */
export function renderContactAlert(contacto: Contacto, publicUrl: string): Promise<RenderedMail> {
  return renderStaffAlert({
    publicUrl,
    heading: contacto.zona ? 'Piden valuar en un barrio que no está' : 'Nuevo contacto desde la calculadora',
    intro: contacto.zona
      ? `${contacto.nombre} no encontró su barrio en la calculadora y pide que un especialista valúe su terreno.`
      : `${contacto.nombre} quiere hablar con un analista sobre el valor de su terreno.`,
    facts: [
      ...(contacto.zona ? ([['Dónde', `${contacto.zona.barrio} (${contacto.zona.localidad})`]] as const) : []),
      ['Nombre', contacto.nombre],
      ['Teléfono', whatsappFact(contacto.telefono)],
      ['Email', MailLink({ href: `mailto:${contacto.email}`, children: contacto.email })],
      ...(contacto.comentario ? ([['Comentario', contacto.comentario]] as const) : []),
    ],
    action: { path: STAFF_SCREENS.contacts, label: 'Ver los contactos' },
    reason: 'Te llega porque tu cuenta es de administración.',
  });
}

export const contactAlertSubject = (contacto: Contacto) =>
  contacto.zona ? `Barrio pedido: ${contacto.zona.barrio} (${contacto.zona.localidad})` : `Nuevo contacto: ${contacto.nombre}`;
