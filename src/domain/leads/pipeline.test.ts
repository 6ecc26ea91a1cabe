import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveLead,
  describeLeadActivity,
  describeLeadFilter,
  followUpDue,
  formatDay,
  LEAD_MESSAGES,
  LEAD_STATES,
  leadFilterSchema,
  leadNoteSchema,
  leadPipelineCsvCells,
  leadUpdateSchema,
  OPEN_LEAD_STATES,
} from './pipeline.ts';

const state = fc.constantFrom(...LEAD_STATES);
const messagesOf = (input: unknown) => {
  const result = leadUpdateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('lead pipeline (ADR 140)', () => {
  it('a lead moves to any other state but never back to «nuevo»', () => {
    fc.assert(
      fc.property(state, state, (from, to) => {
        expect(canMoveLead(from, to)).toBe(from !== to && to !== 'nuevo');
      }),
    );
  });

  it('a follow-up is due only on an open lead whose day has come', () => {
    fc.assert(
      fc.property(state, fc.integer({ min: -400, max: 400 }), (s, offset) => {
        const today = '2026-11-29';
        const day = new Date(Date.UTC(2026, 10, 29 + offset)).toISOString().slice(0, 10);
        expect(followUpDue(s, day, today)).toBe((OPEN_LEAD_STATES as readonly string[]).includes(s) && offset <= 0);
      }),
    );
    expect(followUpDue('contactado', null, '2026-11-29')).toBe(false);
  });

  it('a lost lead needs its reason; a reason goes only with «perdido»; something must change', () => {
    expect(messagesOf({ estado: 'perdido' })).toEqual([LEAD_MESSAGES.reasonRequired]);
    expect(messagesOf({ estado: 'perdido', motivo: '   ' })).toEqual([LEAD_MESSAGES.reasonRequired]);
    expect(messagesOf({ estado: 'perdido', motivo: 'Vendió a otro' })).toEqual([]);
    expect(messagesOf({ estado: 'ganado', motivo: 'Por qué' })).toEqual([LEAD_MESSAGES.reasonOnlyWhenLost]);
    expect(messagesOf({ estado: 'nuevo' })).toEqual([LEAD_MESSAGES.backToNew]);
    expect(messagesOf({})).toEqual([LEAD_MESSAGES.nothingToChange]);
    expect(messagesOf({ desde: 'nuevo' })).toEqual([LEAD_MESSAGES.nothingToChange]);
    expect(messagesOf({ estado: 'cerrado' })).toEqual([LEAD_MESSAGES.stateInvalid]);
    expect(messagesOf({ estado: 'perdido', motivo: 'x'.repeat(501) })).toEqual([LEAD_MESSAGES.reasonTooLong]);
  });

  it('an owner is an account id or nobody; a follow-up a real day or none', () => {
    expect(messagesOf({ responsable_id: null })).toEqual([]);
    expect(messagesOf({ responsable_id: 'juan' })).toEqual([LEAD_MESSAGES.ownerInvalid]);
    expect(messagesOf({ proximo_seguimiento: null })).toEqual([]);
    expect(messagesOf({ proximo_seguimiento: '2026-12-03' })).toEqual([]);
    expect(messagesOf({ proximo_seguimiento: '2026-02-30' })).not.toEqual([]);
    expect(messagesOf({ proximo_seguimiento: '03/12/2026' })).not.toEqual([]);
  });

  it('a note is not blank and has a limit', () => {
    expect(leadNoteSchema.safeParse({ texto: '  \n ' }).success).toBe(false);
    expect(leadNoteSchema.safeParse({ texto: 'Llamó, vuelve el lunes' }).success).toBe(true);
    expect(leadNoteSchema.safeParse({ texto: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('list filters: blank is no filter, unknown values are refused', () => {
    expect(leadFilterSchema.parse({ estado: '', responsable: '', seguimiento: '' })).toEqual({});
    expect(leadFilterSchema.parse({ estado: 'abiertos', responsable: 'sin', seguimiento: 'vencido' })).toEqual({
      estado: 'abiertos',
      responsable: 'sin',
      seguimiento: 'vencido',
    });
    expect(leadFilterSchema.safeParse({ responsable: 'nadie' }).success).toBe(false);
    expect(describeLeadFilter({})).toBe('sin filtros');
    expect(describeLeadFilter({ estado: 'en_negociacion', seguimiento: 'vencido' })).toBe('estado En negociación, seguimientos vencidos');
  });

  it('says each change in Spanish, days as people read them', () => {
    expect(formatDay('2026-12-03')).toBe('03/12/2026');
    expect(describeLeadActivity({ tipo: 'estado', estado: 'perdido', texto: 'Vendió a otro' })).toBe('Pasó a «Perdido»: Vendió a otro');
    expect(describeLeadActivity({ tipo: 'responsable', estado: null, texto: null })).toBe('Quedó sin responsable');
    expect(describeLeadActivity({ tipo: 'seguimiento', estado: null, texto: '2026-12-03' })).toBe('Próximo seguimiento: 03/12/2026');
    expect(
      leadPipelineCsvCells({ estado: 'en_negociacion', motivo: null, responsable: { id: 'x', nombre: 'Ana' }, proximo_seguimiento: '2026-12-03' }),
    ).toEqual(['En negociación', '', 'Ana', '03/12/2026']);
  });
});
