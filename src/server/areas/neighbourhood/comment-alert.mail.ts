import { STAFF_SCREENS } from '../../../domain/mail/digest.ts';
import type { CommentBody } from '../../../domain/neighbourhood/comments.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import type { RenderedMail } from '../../platform/mail/layout.ts';
import { renderStaffAlert } from '../../platform/mail/staff-alert.ts';

/**
 * The admins' alert for a neighbour's comment or price suggestion (ADR 087). Comments show at once
 * and are moderated afterwards (hidden from /admin/comentarios), so the mail says it is visible.
 */
export function renderCommentAlert(comment: CommentBody, barrio: string, publicUrl: string): Promise<RenderedMail> {
  const suggestion = comment.precio_sugerido !== null && comment.precio_sugerido !== undefined;
  return renderStaffAlert({
    publicUrl,
    heading: suggestion ? `Precio sugerido para ${barrio}` : `Nuevo comentario en ${barrio}`,
    intro: `${comment.autor_nombre} dejó ${suggestion ? 'un precio sugerido y un comentario' : 'un comentario'} sobre ${barrio}. Ya se ve en la página de barrios: si no corresponde, ocultalo.`,
    facts: [
      ['Autor', comment.autor_nombre],
      ['Barrio', barrio],
      ...(suggestion ? ([['Precio sugerido', `${formatUsd(comment.precio_sugerido as number)} por m²`]] as const) : []),
      ['Comentario', comment.comentario],
    ],
    action: { path: STAFF_SCREENS.comments, label: 'Moderar los comentarios' },
    reason: 'Te llega porque tu cuenta es de administración.',
  });
}

export const commentAlertSubject = (comment: CommentBody, barrio: string) =>
  comment.precio_sugerido !== null && comment.precio_sugerido !== undefined ? `Precio sugerido en ${barrio}` : `Nuevo comentario en ${barrio}`;
