import { formatNumber, formatUsd } from '../../../domain/shared/money.ts';
import { formatRange, type ValueRange } from '../../../domain/valuation/range.ts';
import { type Consulta, placeName } from '../../../domain/valuation/valuation.ts';
import { ActionButton, absoluteUrl, Facts, MailLayout, Paragraph, type RenderedMail, renderMail } from '../../platform/mail/layout.ts';

/**
 * The visitor's own report (docs/decisions/094): what they valued, the link to its page, and the
 * PDF attached by the worker at send time. It says why it arrives, and what to do if they did not ask.
 */
export function renderReportMail(c: Consulta, rango: ValueRange, publicUrl: string): Promise<RenderedMail> {
  const place = placeName(c.barrio_nombre, c.localidad_nombre);
  return renderMail(
    MailLayout({
      preview: `Valor de mercado estimado ${formatUsd(c.valor_mercado_usd)} para tu terreno en ${place}.`,
      heading: 'Tu informe de valuación',
      publicUrl,
      reason:
        'Te llega porque lo pediste en la página de tu consulta y aceptaste que guardemos tu e-mail. Si no fuiste vos, ignoralo; para que borremos tu e-mail, respondé este correo.',
      children: [
        Paragraph({ children: `Te enviamos el informe de tu terreno en ${place}. Va adjunto en PDF; también podés verlo en línea.` }),
        Facts({
          rows: [
            ['M² vendibles', `${formatNumber(c.m2_vendibles)} m²`],
            ['Ubicación', c.ubicacion_calidad],
            ['Valor de mercado', formatUsd(c.valor_mercado_usd)],
            ['Rango estimado', formatRange(rango)],
          ],
        }),
        ActionButton({ href: absoluteUrl(publicUrl, `/resultado/${c.id}`), children: 'Ver el informe en línea' }),
        Paragraph({ children: 'Es una estimación orientativa; no constituye una tasación.' }),
      ],
    }),
  );
}

export const reportMailSubject = (c: Consulta) => `Tu informe de valuación: ${placeName(c.barrio_nombre, c.localidad_nombre)}`;
