import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_SECRET_MASK,
  auditDayRange,
  auditDetail,
  describeChanges,
  describeFilters,
} from './audit.ts';

describe('audit details', () => {
  it('writes before → after for changed keys only, and never a secret value', () => {
    expect(describeChanges({ porcentaje_ajuste_mercado: '14' }, { porcentaje_ajuste_mercado: '9.5' })).toBe('porcentaje_ajuste_mercado: 14 → 9.5');
    expect(describeChanges({ a: 1, b: true, c: 'x' }, { a: 1, b: false, c: undefined })).toBe('b: sí → no');
    expect(describeChanges({ clave_api: 'viejo-secreto' }, { clave_api: 'nuevo-secreto' }, new Set(['clave_api']))).toBe(`clave_api: ${AUDIT_SECRET_MASK}`);
    expect(describeChanges({ t: '' }, { t: 'x'.repeat(200) })).toMatch(/^t: — → x{79}…$/);
  });

  it('names the filters of an export, or says there were none; cuts a detail to one line', () => {
    expect(describeFilters({ mes: '2026-11', tipo: undefined, moneda: 'USD' })).toBe('filtros: mes=2026-11, moneda=USD');
    expect(describeFilters({})).toBe('sin filtros');
    expect(auditDetail(`a\nb${'c'.repeat(600)}`)).toHaveLength(500);
    expect(auditDetail('a\nb')).toBe('a b');
  });

  it('turns Buenos Aires days into instants, the last day included', () => {
    expect(auditDayRange({ desde: '2026-03-01', hasta: '2026-03-01' })).toEqual({
      from: new Date('2026-03-01T03:00:00Z'),
      to: new Date('2026-03-02T03:00:00Z'),
    });
    expect(auditDayRange({})).toEqual({});
  });

  it('labels every action and groups each exactly once', () => {
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(AUDIT_ACTION_GROUPS.flatMap((g) => g.actions).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
});
