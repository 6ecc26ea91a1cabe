import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format.ts';
import { buenosAiresDay, daysBetween } from './dates.ts';
import { formatArs, formatUsd } from './money.ts';
import { passwordWeakness } from './passwords.ts';
import { hasAnyRole, parseRoles, serializeRoles } from './roles.ts';

describe('money', () => {
  it('formats USD without decimals in the Argentine locale', () => {
    expect(formatUsd(59340)).toMatch(/^US\$\s?59\.340$/);
    expect(formatUsd(1234.6)).toMatch(/1\.235$/);
  });
  it('formats ARS with decimals', () => {
    expect(formatArs(1850000)).toMatch(/1\.850\.000,00/);
  });
});

describe('dates in Buenos Aires', () => {
  it('places 02:30 UTC on the previous Buenos Aires day', () => {
    expect(buenosAiresDay('2026-03-10T02:30:00Z')).toBe('2026-03-09');
    expect(buenosAiresDay('2026-03-10T03:00:00Z')).toBe('2026-03-10');
  });
  it('formats dd/MM/yyyy HH:mm in local time', () => {
    expect(formatDateTime('2026-03-10T15:05:00Z')).toBe('10/03/2026 12:05');
  });
  it('formats dd/MM/yyyy [HH:mm] in Buenos Aires with Intl (midnight as 00, the day before in UTC-3)', () => {
    expect(formatDate('2026-01-01T02:59:00Z')).toBe('31/12/2025');
    expect(formatDateTime('2026-01-01T03:00:00Z')).toBe('01/01/2026 00:00');
    expect(formatDateTime(new Date('2026-07-09T23:59:00-03:00'))).toBe('09/07/2026 23:59');
  });
  it('counts whole calendar days', () => {
    expect(daysBetween('2026-03-09T23:00:00-03:00', '2026-03-10T01:00:00-03:00')).toBe(1);
  });
});

describe('roles', () => {
  it('parses, deduplicates and ignores unknown roles', () => {
    expect(parseRoles('crm, fondo,hacker')).toEqual(['crm', 'fondo']);
    expect(serializeRoles(['crm', 'crm', 'fondo'])).toBe('crm,fondo');
    expect(parseRoles(null)).toEqual([]);
  });
  it('lets admin do everything and others only their own areas', () => {
    expect(hasAnyRole(['admin'], ['crm'])).toBe(true);
    expect(hasAnyRole(['fondo'], ['crm'])).toBe(false);
    expect(hasAnyRole(['fondo', 'crm'], ['crm'])).toBe(true);
  });
});

describe('password policy', () => {
  it('checks 12 to 128 characters and nothing about composition (ASVS 5)', () => {
    expect(passwordWeakness('Ab1-Ab1-Ab1')).toMatch(/al menos 12/);
    expect(passwordWeakness('solo minusculas')).toBeNull();
    expect(passwordWeakness('x'.repeat(128))).toBeNull();
    expect(passwordWeakness('x'.repeat(129))).toMatch(/como máximo 128/);
  });
});
