import { describe, expect, it } from 'vitest';
import { detectDocumentKind, documentFileName, documentKindOfKey } from './documents.ts';

describe('private documents', () => {
  const bytes = (...values: Array<number | string>) =>
    new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

  it('recognises PDF, JPEG, PNG and WebP by their first bytes', () => {
    expect(detectDocumentKind(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(detectDocumentKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(detectDocumentKind(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectDocumentKind(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses HTML named .pdf, SVG, a RIFF that is not WebP, and an empty file', () => {
    expect(detectDocumentKind(bytes('<!doctype html><title>x</title>'))).toBeNull();
    expect(detectDocumentKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectDocumentKind(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(detectDocumentKind(new Uint8Array())).toBeNull();
  });

  it('names the download by content, keeping a readable base of the given name', () => {
    expect(documentFileName('Prefactibilidad Olazábal.PDF', 'pdf', 'prefactibilidad')).toBe('Prefactibilidad-Olazabal.pdf');
    expect(documentFileName('informe.html', 'pdf', 'prefactibilidad')).toBe('informe.pdf');
    expect(documentFileName('"; rm -rf /.png', 'png', 'prefactibilidad')).toBe('rm--rf.png');
    expect(documentFileName(undefined, 'jpeg', 'comprobante')).toBe('comprobante.jpg');
  });

  it('reads the kind back from a stored key, nothing else', () => {
    expect(documentKindOfKey('privado/comprobantes/1f0c.pdf')).toBe('pdf');
    expect(documentKindOfKey('privado/comprobantes/1f0c.jpg')).toBe('jpeg');
    expect(documentKindOfKey('privado/comprobantes/1f0c.html')).toBeNull();
  });
});
