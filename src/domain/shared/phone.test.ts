import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCallablePhone } from './phone.ts';

describe('isCallablePhone', () => {
  it.each([
    '+54 9 11 5555-0101',
    '+54 11 5555-0101',
    '011 15 5555-0101',
    '11 5555-0101',
    '(11) 5555.0101',
    '15 5555-0101',
    '5555-0101',
    '0221 15 456-7890',
    '+54 9 351 123-4567',
    '03541 15 41-2345',
    '+598 94 123 456',
    '0044 20 7946 0958',
  ])('accepts %s', (phone) => {
    expect(isCallablePhone(phone)).toBe(true);
  });

  it.each([
    ['11 1234', 'too short: no area code and number'],
    ['123 4567', 'seven digits'],
    ['1012345678', 'no area code starts with 10'],
    ['+54 11', 'a country and area code alone'],
    ['+54 9 11 5555-01019', 'one digit too many'],
    ['+1 234', 'a foreign number too short'],
    ['+598 1234 5678 9012 34', 'longer than E.164'],
    ['11 5555-0101 int. 12', 'letters'],
    ['llamame', 'no digits'],
    ['', 'empty'],
  ])('refuses %s (%s)', (phone) => {
    expect(isCallablePhone(phone)).toBe(false);
  });

  it('accepts every Argentine number in the usual ways of writing it', () => {
    const national = fc.oneof(fc.stringMatching(/^11\d{8}$/), fc.stringMatching(/^2\d{9}$/), fc.stringMatching(/^3\d{9}$/));
    fc.assert(
      fc.property(national, (n) => {
        const area = n.slice(0, 2);
        const rest = n.slice(2);
        for (const written of [n, `0${n}`, `+54 9 ${n}`, `+54 ${n}`, `54${n}`, `(${area}) ${rest.slice(0, 4)}-${rest.slice(4)}`]) {
          expect(isCallablePhone(written), written).toBe(true);
        }
      }),
    );
  });

  it('never accepts fewer than eight digits, however written', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[\d ()-]{0,12}$/), (phone) => {
        fc.pre(phone.replace(/\D/g, '').length < 8);
        expect(isCallablePhone(phone)).toBe(false);
      }),
    );
  });
});
