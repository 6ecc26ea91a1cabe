import { describe, expect, it } from 'vitest';
import { ActionButton, absoluteUrl, Facts, MailLayout, Paragraph, renderMail } from './layout.ts';

describe('the mail layout', () => {
  it('renders HTML for phones and screen readers, and its plain-text twin', async () => {
    const { html, text } = await renderMail(
      MailLayout({
        preview: 'Llegó una consulta',
        heading: 'Nueva consulta',
        publicUrl: 'https://parcela.example/',
        reason: 'Te llega porque tenés el rol de administrador.',
        children: [
          Paragraph({ children: 'Revisala cuando puedas.' }),
          Facts({ rows: [['Nombre', 'Ana Pérez']] }),
          ActionButton({ href: absoluteUrl('https://parcela.example/', '/admin/consultas'), children: 'Ver la consulta' }),
        ],
      }),
    );
    expect(html).toMatch(/<html[^>]*lang="es-AR"/);
    expect(html).toMatch(/<h1[^>]*>Nueva consulta<\/h1>/);
    expect(html).toContain('name="viewport"');
    expect(html).toContain('href="https://parcela.example/admin/consultas"');
    expect(html).not.toMatch(/href="\//);
    expect(html).not.toMatch(/<img(?![^>]*alt=)/);
    expect(text).toContain('NUEVA CONSULTA');
    expect(text).toContain('Revisala cuando puedas.');
    expect(text).toContain('Nombre: Ana Pérez');
    expect(text).toContain('https://parcela.example/admin/consultas');
    expect(text).toContain('Te llega porque tenés el rol de administrador.');
  });

  it('joins the public address and a path with one slash', () => {
    expect(absoluteUrl('http://localhost:3000', 'admin/correos')).toBe('http://localhost:3000/admin/correos');
    expect(absoluteUrl('https://parcela.example//', '//x')).toBe('https://parcela.example/x');
  });
});
