import type { InquiryFields } from '../../../domain/fund/land.ts';
import type { LandOffer } from '../../../domain/fund/offer.ts';
import { STAFF_SCREENS } from '../../../domain/mail/digest.ts';
import { formatNumber, formatUsd } from '../../../domain/shared/money.ts';
import { MailLink, type RenderedMail } from '../../platform/mail/layout.ts';
import { renderStaffAlert, whatsappFact } from '../../platform/mail/staff-alert.ts';

/**
 * The fund's alert for a land owner's inquiry (ADR 087): who, where, and whether a pre-feasibility
 * file came with it — never the file itself (it stays private, behind the fund screen's role check).
 * A lead from «¿Cuánto te ofrecemos?» (ADR 143) says so, with the cash figure the owner saw.
 */
export function renderInquiryAlert(inquiry: InquiryFields, hasFile: boolean, publicUrl: string, offer?: LandOffer): Promise<RenderedMail> {
  const prefeasibility = hasFile ? 'Sí, adjuntó el archivo (descargalo desde el panel)' : inquiry.tiene_prefactibilidad ? 'Sí, sin archivo adjunto' : 'No';
  const fromOffer = offer
    ? ([
        ['Origen', '«¿Cuánto te ofrecemos por tu terreno?»'],
        ['Oferta indicativa al contado', formatUsd(offer.contado.usd)],
      ] as const)
    : [];
  return renderStaffAlert({
    publicUrl,
    heading: offer ? 'Un dueño de terreno pidió que lo contacten por la oferta' : 'Nueva consulta de un dueño de terreno',
    intro: offer
      ? `${inquiry.nombre} vio la oferta indicativa por su terreno en ${inquiry.ubicacion_terreno} (contado ${formatUsd(offer.contado.usd)}) y pidió que lo contacten. Las cifras y los supuestos están en el panel del fondo.`
      : `${inquiry.nombre} ofrece un terreno en ${inquiry.ubicacion_terreno}. Respondé desde el panel del fondo.`,
    facts: [
      ...fromOffer,
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

export const inquiryAlertSubject = (inquiry: Pick<InquiryFields, 'ubicacion_terreno'>, offer?: LandOffer) =>
  offer
    ? `Pedido de contacto por la oferta: ${inquiry.ubicacion_terreno}, contado ${formatUsd(offer.contado.usd)}`
    : `Nueva consulta de terreno: ${inquiry.ubicacion_terreno}`;
