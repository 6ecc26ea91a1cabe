import type { InquiryFields } from '../../../domain/fund/land.ts';
import { STAFF_SCREENS } from '../../../domain/mail/digest.ts';
import { formatNumber } from '../../../domain/shared/money.ts';
import { MailLink, type RenderedMail } from '../../platform/mail/layout.ts';
import { renderStaffAlert, whatsappFact } from '../../platform/mail/staff-alert.ts';

/**
 * The fund's alert for a land owner's inquiry (ADR 087): who, where, and whether a pre-feasibility
 * file came with it — never the file itself (it stays private, behind the fund screen's role check).
 */
export function renderInquiryAlert(inquiry: InquiryFields, hasFile: boolean, publicUrl: string): Promise<RenderedMail> {
  const prefeasibility = hasFile ? 'Sí, adjuntó el archivo (descargalo desde el panel)' : inquiry.tiene_prefactibilidad ? 'Sí, sin archivo adjunto' : 'No';
  return renderStaffAlert({
    publicUrl,
    heading: 'Nueva consulta de un dueño de terreno',
    intro: `${inquiry.nombre} ofrece un terreno en ${inquiry.ubicacion_terreno}. Respondé desde el panel del fondo.`,
    facts: [
      ['Nombre', inquiry.nombre],
      ['Teléfono', whatsappFact(inquiry.telefono)],
      ['Email', MailLink({ href: `mailto:${inquiry.email}`, children: inquiry.email })],
      ['Ubicación', inquiry.ubicacion_terreno],
      ['m² vendibles estimados', inquiry.m2_vendibles_estimados === null ? 'No indicó' : `${formatNumber(inquiry.m2_vendibles_estimados)} m²`],
      ['Prefactibilidad', prefeasibility],
    ],
    action: { path: STAFF_SCREENS.fund, label: 'Abrir el panel del fondo' },
    reason: 'Te llega porque tu cuenta atiende el fondo de tierras o es de administración.',
  });
}

export const inquiryAlertSubject = (inquiry: InquiryFields) => `Nueva consulta de terreno: ${inquiry.ubicacion_terreno}`;
