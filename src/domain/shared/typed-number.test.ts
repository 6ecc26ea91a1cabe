import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkSentNumber,
  formatTypedNumber,
  NUMBER_KINDS,
  type NumberKind,
  optionalTypedNumber,
  readTypedNumber,
  typedNumber,
  typedNumberEcho,
} from './typed-number.ts';

const read = (text: string, kind: NumberKind = NUMBER_KINDS.money) => readTypedNumber(text, kind);
const value = (text: string, kind?: NumberKind) => {
  const r = read(text, kind);
  return r.ok ? r.value : r.message;
};

describe('readTypedNumber: the es-AR rule (ADR 024)', () => {
  it.each([
    ['1250', 1250],
    ['1.250', 1250],
    ['1.250.000', 1_250_000],
    ['1.250,5', 1250.5],
    ['2.500,75', 2500.75],
    ['1250,75', 1250.75],
    ['9,5', 9.5],
    ['9.5', 9.5],
    ['120.25', 120.25],
    ['0,5', 0.5],
    [',5', 0.5],
    ['.5', 0.5],
    ['350.000', 350_000],
    ['185.000', 185_000],
    ['007', 7],
    ['  1.250  ', 1250],
    ['US$ 1.250', 1250],
    ['u$s 1.250', 1250],
    ['USD 1.250,50', 1250.5],
    ['$ 350.000', 350_000],
    ['1.250 USD', 1250],
    ['\u00a0US$\u00a01.250\u00a0', 1250],
    ['-5', -5],
    ['US$ -5', -5],
    ['1 250', 1250],
  ])('money %j → %d', (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it.each([
    ['1.250 m²', 1250],
    ['1250m2', 1250],
    ['850,5 mts2', 850.5],
    ['300 metros', 300],
  ])('m² %j → %d', (text, expected) => {
    expect(value(text, NUMBER_KINDS.area)).toBe(expected);
  });

  it.each([
    ['9,5', 9.5],
    ['9,5 %', 9.5],
    ['14%', 14],
    ['9.5', 9.5],
  ])('percent %j → %d', (text, expected) => {
    expect(value(text, NUMBER_KINDS.percent)).toBe(expected);
  });

  it.each([
    '1,2,3',
    '1.25.0',
    '1.250.5',
    '12.34.56',
    '0.500',
    '1250.500',
    '1.2500',
    'mil',
    '1e5',
    '0x10',
    'Infinity',
    'NaN',
    '1.',
    '1,',
    '.',
    ',',
    '--5',
    '5-',
    '1.250,',
    '١٢٣',
    '$$5',
  ])('refuses %j, saying what it read and how to type it', (text) => {
    const r = read(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.empty).toBe(false);
      expect(r.message).toContain(`«${text}»`);
      expect(r.message).toMatch(/por ejemplo/);
    }
  });

  it('refuses a unit that is not the field’s', () => {
    expect(read('US$ 500', NUMBER_KINDS.area).ok).toBe(false);
    expect(read('500 m²', NUMBER_KINDS.money).ok).toBe(false);
    expect(read('5 %', NUMBER_KINDS.whole).ok).toBe(false);
  });

  it('refuses more decimals than the field keeps instead of rounding', () => {
    expect(value('9,55', NUMBER_KINDS.percent)).toBe('Leímos «9,55» como 9,55: admite hasta un decimal, por ejemplo 9,5 %.');
    expect(value('1.25', NUMBER_KINDS.whole)).toBe('Leímos «1.25» como 1,25, con decimales: escribí un número entero, por ejemplo 1.250.');
    expect(value('1234,567')).toMatch(/^Leímos «1234,567» como 1\.234,567: admite hasta 2 decimales/);
    expect(value('1,005')).toBe('«1,005» puede ser 1,005 o 1.005: escribí 1.005 si son miles.');
    // An English thousands comma is a decimal comma here: refused, never read as 1250.
    expect(read('1,250', NUMBER_KINDS.whole).ok).toBe(false);
    expect(value('1,250', NUMBER_KINDS.area)).toBe('«1,250» puede ser 1,25 m² o 1.250 m²: escribí 1.250 si son miles.');
    // Trailing zeros are not decimals.
    expect(value('9,50', NUMBER_KINDS.percent)).toBe(9.5);
  });

  it('says a blank field is empty', () => {
    expect(read('   ')).toEqual({ ok: false, empty: true, message: '' });
  });

  it('refuses overlong text without reading it', () => {
    const r = read('1'.repeat(500));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message.length).toBeLessThan(200);
  });
});

describe('checkSentNumber', () => {
  it('takes finite numbers with the field’s decimals', () => {
    expect(checkSentNumber(1250.5, NUMBER_KINDS.money)).toEqual({ ok: true, value: 1250.5 });
    expect(checkSentNumber(-0, NUMBER_KINDS.money)).toEqual({ ok: true, value: 0 });
    expect(checkSentNumber(1.005, NUMBER_KINDS.money).ok).toBe(false);
    expect(checkSentNumber(3.5, NUMBER_KINDS.whole).ok).toBe(false);
    expect(checkSentNumber(Number.NaN, NUMBER_KINDS.money).ok).toBe(false);
    expect(checkSentNumber(Number.POSITIVE_INFINITY, NUMBER_KINDS.money).ok).toBe(false);
  });
});

describe('typedNumberEcho', () => {
  it('says what it understood only when the text does not already say it', () => {
    expect(typedNumberEcho('1250 m2', NUMBER_KINDS.area)).toBe('= 1.250 m²');
    expect(typedNumberEcho('9.5', NUMBER_KINDS.percent)).toBe('= 9,5 %');
    expect(typedNumberEcho('1500000', NUMBER_KINDS.money)).toBe('= 1.500.000');
    expect(typedNumberEcho('1.250', NUMBER_KINDS.area)).toBeNull();
    expect(typedNumberEcho('9,5', NUMBER_KINDS.percent)).toBeNull();
    expect(typedNumberEcho('100', NUMBER_KINDS.money)).toBeNull();
    expect(typedNumberEcho('1,2,3', NUMBER_KINDS.money)).toBeNull();
    expect(typedNumberEcho('', NUMBER_KINDS.money)).toBeNull();
  });
});

describe('typedNumber and optionalTypedNumber (zod)', () => {
  const m2 = typedNumber({
    kind: NUMBER_KINDS.area,
    above: 0,
    max: 1_000_000,
    messages: { required: 'Falta', min: 'Mayor a 0', max: 'Demasiado' },
  });
  const body = z.object({ m2 }).strict();

  it('reads text and numbers alike', () => {
    expect(m2.parse('1.250,5')).toBe(1250.5);
    expect(m2.parse(1250.5)).toBe(1250.5);
  });

  it('refuses with the field’s path and message', () => {
    const r = body.safeParse({ m2: '1,2,3' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['m2']);
    expect(r.error?.issues[0]?.message).toMatch(/«1,2,3»/);
    expect(body.safeParse({ m2: '' }).error?.issues[0]?.message).toBe('Falta');
    expect(body.safeParse({}).error?.issues[0]?.message).toBe('Falta');
    expect(body.safeParse({ m2: '0' }).error?.issues[0]?.message).toBe('Mayor a 0');
    expect(body.safeParse({ m2: '1.000.001' }).error?.issues[0]?.message).toBe('Demasiado');
    expect(body.safeParse({ m2: true }).success).toBe(false);
  });

  it('optional: blank, null and missing are null', () => {
    const price = optionalTypedNumber({ kind: NUMBER_KINDS.money, above: 0, max: 10, messages: { max: 'Alto' } });
    expect(price.parse('')).toBeNull();
    expect(price.parse('  ')).toBeNull();
    expect(price.parse(null)).toBeNull();
    expect(price.parse(undefined)).toBeNull();
    expect(price.parse('9,5')).toBe(9.5);
    expect(price.safeParse('11').error?.issues[0]?.message).toBe('Alto');
    expect(price.safeParse('0').error?.issues[0]?.message).toBe('Alto');
  });
});

describe('properties', () => {
  const kinds = Object.entries(NUMBER_KINDS);

  it('formatting any number of a kind the es-AR way and reading it back gives the number', () => {
    for (const [, kind] of kinds) {
      const scale = 10 ** kind.decimals;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1e12 }), (units) => {
          const n = units / scale;
          const r = readTypedNumber(formatTypedNumber(n, kind), kind);
          expect(r).toEqual({ ok: true, value: n });
        }),
        { numRuns: 300 },
      );
    }
  });

  it('a plain number written with a decimal comma reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (integer, cents) => {
        const digits = String(cents).padStart(2, '0');
        // The number those digits write (2 + 97 / 100 is 2.9699999999999998 in binary, not 2.97).
        expect(readTypedNumber(`${integer},${digits}`, NUMBER_KINDS.money)).toEqual({ ok: true, value: Number(`${integer}.${digits}`) });
      }),
    );
  });

  it('random text never throws: it is read or refused with a message', () => {
    const typed = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789.,-$ %m²US'.split('')), maxLength: 16 }),
      fc.string({ unit: 'grapheme', maxLength: 24 }),
      fc.string({ unit: 'binary', maxLength: 24 }),
    );
    for (const [, kind] of kinds) {
      fc.assert(
        fc.property(typed, (text) => {
          const r = readTypedNumber(text, kind);
          if (r.ok) expect(Number.isFinite(r.value)).toBe(true);
          else expect(r.empty || r.message.length > 0).toBe(true);
        }),
        { numRuns: 400 },
      );
    }
  });
});
