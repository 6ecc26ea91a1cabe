import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { digestInstant } from '../../../domain/mail/digest.ts';
import { formatDate } from '../../../domain/shared/date-format.ts';
import type { DigestSection } from './digest-section.ts';
import { absoluteUrl, MailLayout, MailLink, Paragraph, type RenderedMail, renderMail } from './layout.ts';

/** The morning digest (ADR 093): per section a heading, per group its count, the first items and the screen. */
export function renderDigest({
  publicUrl,
  day,
  sections,
  unsubscribeUrl,
}: {
  publicUrl: string;
  day: string;
  sections: DigestSection[];
  unsubscribeUrl?: string;
}): Promise<RenderedMail> {
  const total = countOf(sections);
  return renderMail(
    MailLayout({
      preview: `${total} ${total === 1 ? 'cosa' : 'cosas'} para revisar hoy`,
      heading: `Tu resumen del ${formatDate(digestInstant(day))}`,
      publicUrl,
      reason: 'Te llega los días hábiles a las 8 porque tu cuenta atiende estas áreas.',
      preferencesLink: true,
      ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
      children: [
        Paragraph({ children: 'Esto es lo que tenés para revisar hoy.' }),
        ...sections.map((section) =>
          h(
            Section,
            { key: section.title, style: { margin: '16px 0 0' } },
            h(Heading, { as: 'h2', style: { fontSize: '18px', lineHeight: '24px', margin: '16px 0 4px' } }, section.title),
            ...section.groups.map((group) =>
              h(
                Section,
                { key: group.label, style: { margin: '8px 0' } },
                h(Text, { style: { fontSize: '16px', lineHeight: '24px', margin: '4px 0' } }, h('strong', null, `${group.label}: ${group.count}`)),
                group.items.length > 0
                  ? h(
                      'ul',
                      { style: { margin: '0 0 4px', paddingLeft: '20px', fontSize: '15px', lineHeight: '22px' } },
                      ...group.items.map((item, index) => h('li', { key: index }, item)),
                    )
                  : null,
                h(
                  Text,
                  { style: { fontSize: '15px', lineHeight: '22px', margin: '4px 0' } },
                  MailLink({ href: absoluteUrl(publicUrl, group.path), children: group.count > group.items.length ? `Ver los ${group.count}` : 'Abrir' }),
                ),
              ),
            ),
          ),
        ),
      ],
    }),
  );
}

export function digestSubject(day: string, sections: DigestSection[]): string {
  const total = countOf(sections);
  return `Resumen del ${formatDate(digestInstant(day)).slice(0, 5)}: ${total} ${total === 1 ? 'cosa' : 'cosas'} para revisar`;
}

function countOf(sections: DigestSection[]): number {
  return sections.reduce((sum, section) => sum + section.groups.reduce((n, group) => n + group.count, 0), 0);
}
