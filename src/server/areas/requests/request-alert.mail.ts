import { STAFF_SCREENS } from '../../../domain/mail/digest.ts';
import type { NewRequest } from '../../../domain/requests/request.ts';
import type { RenderedMail } from '../../platform/mail/layout.ts';
import { renderStaffAlert, whatsappFact } from '../../platform/mail/staff-alert.ts';

/** The CRM's alert for a new service request (ADR 087): what, who (WhatsApp), and the board. */
export function renderRequestAlert(request: NewRequest, publicUrl: string): Promise<RenderedMail> {
  return renderStaffAlert({
    publicUrl,
    heading: 'Nueva solicitud de servicio',
    intro: `${request.solicitante} pidió «${request.tipo_servicio}» para la sucursal ${request.sucursal}. Está pendiente en el tablero del CRM.`,
    facts: [
      ['Solicitante', request.solicitante],
      ['Celular', whatsappFact(request.celular)],
      ['Sucursal', request.sucursal],
      ['Servicio', request.tipo_servicio],
      ['Días estimados', String(request.dias_estimados)],
      ['Código interno', request.codigo_interno],
      ...(request.comentarios ? ([['Comentarios', request.comentarios]] as const) : []),
    ],
    action: { path: STAFF_SCREENS.crm, label: 'Abrir el tablero del CRM' },
    reason: 'Te llega porque tu cuenta atiende el CRM o es de administración.',
  });
}

export const requestAlertSubject = (request: NewRequest) => `Nueva solicitud: ${request.tipo_servicio} en ${request.sucursal}`;
