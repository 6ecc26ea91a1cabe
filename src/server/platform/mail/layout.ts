import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render, toPlainText } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { BRAND } from '../../../domain/brand.ts';

/**
 * The shared look of every message (ADR 087): the brand's green band, one real <h1>, body text
 * at 16 px on white (contrast above 12:1), a single column of at most 560 px that narrows on a
 * phone, `lang="es-AR"`, and no images (nothing for a screen reader to miss, nothing blocked by
 * the mail client). Templates are plain `createElement` calls, not JSX: Node runs the server's
 * TypeScript by stripping types and refuses `.tsx` files (ERR_UNKNOWN_FILE_EXTENSION).
 */

/** The web's palette (src/web/ui/theme.css): brand-700 band and buttons, ink for text. */
const COLOURS = { brand: '#135746', brandSoft: '#ecf8f3', ink: '#1c1917', muted: '#57534e', line: '#d6d3d1' } as const;
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface MailLayoutProps {
  /** The inbox's preview line (hidden in the message). */
  preview: string;
  /** The one <h1>. */
  heading: string;
  /** The server's public address (config.publicUrl): the band links home. */
  publicUrl: string;
  /** Why the reader gets this message (the footer). */
  reason: string;
  /** A footer link to «Mi cuenta» (/cuenta), where staff choose what mail they get (ADR 093). */
  preferencesLink?: boolean;
  /** A footer link that turns this kind of mail off in one step (the digest's, per reader). */
  unsubscribeUrl?: string;
  children?: ReactNode;
}

/** Where an account chooses its mail (the web's paths.account). */
const ACCOUNT_PATH = '/cuenta';

export function MailLayout({ preview, heading, publicUrl, reason, preferencesLink, unsubscribeUrl, children }: MailLayoutProps): ReactElement {
  const footer = { fontSize: '13px', lineHeight: '20px', color: COLOURS.muted, margin: '4px 0 0' };
  return h(
    Html,
    { lang: 'es-AR', dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, heading),
      h('meta', { name: 'color-scheme', content: 'light' }),
    ),
    h(Preview, null, preview),
    h(
      Body,
      { style: { backgroundColor: '#f5f5f4', margin: 0, padding: '16px 8px', fontFamily: FONT, color: COLOURS.ink } },
      h(
        Container,
        { style: { maxWidth: '560px', width: '100%', backgroundColor: '#ffffff', borderRadius: '8px', overflow: 'hidden' } },
        h(
          Section,
          { style: { backgroundColor: COLOURS.brand, padding: '16px 24px' } },
          h(Link, { href: absoluteUrl(publicUrl, '/'), style: { color: '#ffffff', fontSize: '20px', fontWeight: 700, textDecoration: 'none' } }, BRAND.firm),
        ),
        h(
          Section,
          { style: { padding: '8px 24px 24px' } },
          h(Heading, { as: 'h1', style: { fontSize: '22px', lineHeight: '28px', margin: '16px 0 8px', color: COLOURS.ink } }, heading),
          // Spread, so a list of blocks needs no keys.
          ...(Array.isArray(children) ? children : [children]),
          h(Hr, { style: { borderColor: COLOURS.line, margin: '24px 0 12px' } }),
          h(Text, { style: { ...footer, margin: 0 } }, reason),
          preferencesLink || unsubscribeUrl
            ? h(
                Text,
                { style: footer },
                preferencesLink ? MailLink({ href: absoluteUrl(publicUrl, ACCOUNT_PATH), children: 'Elegí qué correos recibís' }) : null,
                preferencesLink && unsubscribeUrl ? ' · ' : null,
                unsubscribeUrl ? MailLink({ href: unsubscribeUrl, children: 'Dejar de recibir este resumen' }) : null,
              )
            : null,
        ),
      ),
    ),
  );
}

/** A paragraph of body text. */
export function Paragraph({ children }: { children?: ReactNode }): ReactElement {
  return h(Text, { style: { fontSize: '16px', lineHeight: '24px', margin: '8px 0' } }, children);
}

/** The message's main action: a link styled as a button (44 px tall, a comfortable target on a phone). */
export function ActionButton({ href, children }: { href: string; children?: ReactNode }): ReactElement {
  return h(
    Section,
    { style: { margin: '20px 0 8px' } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: COLOURS.brand,
          color: '#ffffff',
          borderRadius: '6px',
          padding: '12px 20px',
          fontSize: '16px',
          fontWeight: 600,
          textDecoration: 'none',
          display: 'inline-block',
        },
      },
      children,
    ),
  );
}

/** A plain text link. */
export function MailLink({ href, children }: { href: string; children?: ReactNode }): ReactElement {
  return h(Link, { href, style: { color: COLOURS.brand, textDecoration: 'underline' } }, children);
}

/** Label and value pairs (who, phone, what…), one per line: reads in order on a phone and aloud. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [label: string, value: ReactNode]> }): ReactElement {
  return h(
    Section,
    { style: { backgroundColor: COLOURS.brandSoft, borderRadius: '6px', padding: '8px 16px', margin: '12px 0' } },
    ...rows.map(([label, value]) =>
      h(Text, { key: label, style: { fontSize: '16px', lineHeight: '24px', margin: '4px 0' } }, h('strong', null, `${label}: `), value),
    ),
  );
}

/** `publicUrl` + `path`, one slash between (links in a message must be absolute). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export interface RenderedMail {
  html: string;
  text: string;
}

/** The message's HTML and its plain-text twin (links written out after their words). */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
