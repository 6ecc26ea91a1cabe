import { describe, expect, it } from 'vitest';
import { argentineWhatsappNumber, whatsappLink } from './whatsapp.ts';

describe('argentineWhatsappNumber', () => {
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
  ])('%s (%s) → 5491155550101', (phone) => {
    expect(argentineWhatsappNumber(phone)).toBe('5491155550101');
  });

  it('drops the 15 after a three- or four-digit area code', () => {
    expect(argentineWhatsappNumber('0221 15 456-7890')).toBe('5492214567890');
    expect(argentineWhatsappNumber('0351 15 123-4567')).toBe('5493511234567');
    expect(argentineWhatsappNumber('03541 15 41-2345')).toBe('5493541412345');
    expect(argentineWhatsappNumber('+54 9 351 123-4567')).toBe('5493511234567');
  });

  it('keeps another country’s number and shapes it cannot read as they are', () => {
    expect(argentineWhatsappNumber('+598 94 123 456')).toBe('59894123456');
    expect(argentineWhatsappNumber('123')).toBe('123');
  });

  it('feeds the one link builder', () => {
    expect(whatsappLink(argentineWhatsappNumber('011 15 5555-0101'), 'Hola Ana')).toBe('https://wa.me/5491155550101?text=Hola%20Ana');
  });
});
