import { describe, expect, it } from 'vitest';
import { formatPhone, whatsappLink } from './whatsapp.ts';

describe('whatsappLink', () => {
  it.each([
    ['+54 9 11 5555-0101', 'international with the 9'],
    ['+54 11 5555-0101', 'international without the 9'],
    ['54 9 11 5555 0101', 'international without the +'],
    ['0054 9 11 5555 0101', 'international with 00'],
    ['011 15 5555-0101', 'with 0 and 15'],
    ['011 5555-0101', 'with 0, without 15'],
    ['11 15 5555 0101', 'with 15, without 0'],
    ['(11) 5555-0101', 'area and number'],
    ['15 5555-0101', '15 without area code (Buenos Aires)'],
    ['5555-0101', 'number alone (Buenos Aires)'],
    ['+54 9 11 15 5555 0101', 'international and 15 too'],
    ['5491155550101', 'already in WhatsApp form'],
  ])('%s (%s) → wa.me/5491155550101', (phone) => {
    expect(whatsappLink(phone)).toBe('https://wa.me/5491155550101');
  });

  it('writes a lead’s number as typed in the contact form in international mobile form (the /admin/contactos bug)', () => {
    expect(whatsappLink('11 4444-5555', 'Hola Ana')).toBe('https://wa.me/5491144445555?text=Hola%20Ana');
  });

  it('drops the 15 after a three- or four-digit area code', () => {
    expect(whatsappLink('0221 15 456-7890')).toBe('https://wa.me/5492214567890');
    expect(whatsappLink('0351 15 123-4567')).toBe('https://wa.me/5493511234567');
    expect(whatsappLink('03541 15 41-2345')).toBe('https://wa.me/5493541412345');
    expect(whatsappLink('+54 9 351 123-4567')).toBe('https://wa.me/5493511234567');
  });

  it('keeps another country’s number and shapes it cannot read as their digits', () => {
    expect(whatsappLink('+598 94 123 456')).toBe('https://wa.me/59894123456');
    expect(whatsappLink('123')).toBe('https://wa.me/123');
    expect(whatsappLink('54 11')).toBe('https://wa.me/5411');
  });

  it('encodes the text, and without a number is a share link', () => {
    expect(whatsappLink('+54 9 11 5555-0101', 'Hola, ¿cómo están?')).toBe('https://wa.me/5491155550101?text=Hola%2C%20%C2%BFc%C3%B3mo%20est%C3%A1n%3F');
    expect(whatsappLink('', 'Mirá esto')).toBe('https://wa.me/?text=Mir%C3%A1%20esto');
  });
});

describe('formatPhone', () => {
  it.each([
    ['5491100000000', '+54 9 11 0000-0000'],
    ['11 4444-5555', '+54 9 11 4444-5555'],
    ['011 15 5555-0101', '+54 9 11 5555-0101'],
    ['+54 11 5555-0101', '+54 9 11 5555-0101'],
    ['0351 15 123-4567', '+54 9 351 123-4567'],
    ['0221 456 7890', '+54 9 221 456-7890'],
    ['03541 41-2345', '+54 9 3541 41-2345'],
    ['2966 123456', '+54 9 2966 12-3456'],
    ['294 412-3456', '+54 9 294 412-3456'],
  ])('%s → %s', (phone, readable) => {
    expect(formatPhone(phone)).toBe(readable);
  });

  it('shows a phone line without the 9 unless it was written as a mobile', () => {
    expect(formatPhone('+54 11 0000-0000', { line: true })).toBe('+54 11 0000-0000');
    expect(formatPhone('011 4000 1234', { line: true })).toBe('+54 11 4000-1234');
    expect(formatPhone('+54 9 11 4000-1234', { line: true })).toBe('+54 9 11 4000-1234');
    expect(formatPhone('11 15 4000-1234', { line: true })).toBe('+54 9 11 4000-1234');
  });

  it('shows another country’s number and unreadable ones as written', () => {
    expect(formatPhone(' +598 94 123 456 ')).toBe('+598 94 123 456');
    expect(formatPhone('interno 123')).toBe('interno 123');
  });
});
