import { describe, expect, it } from 'vitest';
import {
  describeErasure,
  identifiersOf,
  isThePerson,
  PERSONAL_DATA_MESSAGES,
  personErasureSchema,
  personQuerySchema,
  phoneKey,
  sumCounts,
  withRow,
} from './person.ts';

describe('finding a person to erase', () => {
  it('compares phones by their national digits however they were typed', () => {
    for (const typed of ['+54 9 11 4321-9876', '011 15 4321-9876', '11 4321 9876', '(011) 4321-9876', '15 4321-9876'])
      expect(phoneKey(typed)).toBe('1143219876');
    expect(phoneKey('+598 94 123 456')).toBe('59894123456');
    expect(phoneKey('abc')).toBeNull();
  });

  it('asks for an e-mail or a phone, valid, and an explicit confirmation to erase', () => {
    expect(personQuerySchema.safeParse({ email: ' ', telefono: '' }).error?.issues[0]?.message).toBe(PERSONAL_DATA_MESSAGES.needOne);
    expect(personQuerySchema.safeParse({ email: 'x' }).error?.issues[0]?.message).toBe(PERSONAL_DATA_MESSAGES.emailInvalid);
    expect(personQuerySchema.safeParse({ telefono: '123' }).error?.issues[0]?.message).toBe(PERSONAL_DATA_MESSAGES.phoneInvalid);
    expect(personQuerySchema.safeParse({ email: 'A@B.com', otro: 1 }).success).toBe(false);
    expect(personQuerySchema.parse({ email: ' Ana@Correo.Example ' })).toEqual({ email: 'ana@correo.example' });
    expect(personErasureSchema.safeParse({ email: 'a@b.com' }).error?.issues[0]?.message).toBe(PERSONAL_DATA_MESSAGES.confirm);
    expect(personErasureSchema.safeParse({ email: 'a@b.com', confirmar: true }).success).toBe(true);
  });

  it('adds what the person’s rows say of them: the other contact, the phone as texts show it, the name', () => {
    let ids = identifiersOf({ email: 'ana@correo.example' });
    expect(isThePerson(ids, { telefono: '11 4321-9876' })).toBe(false);
    ids = withRow(ids, { email: 'ANA@correo.example', telefono: '011 15 4321-9876', nombre: ' Ana Pérez ' });
    expect(ids).toEqual({
      emails: ['ana@correo.example'],
      phones: ['1143219876'],
      phoneTexts: ['011 15 4321-9876', '+54 9 11 4321-9876', '1143219876'],
      names: ['Ana Pérez'],
    });
    expect(isThePerson(ids, { telefono: '+54 9 11 4321-9876' })).toBe(true);
    expect(isThePerson(ids, { email: 'Ana@Correo.example' })).toBe(true);
    expect(isThePerson(ids, { email: 'otra@correo.example', telefono: '11 5555-0101' })).toBe(false);
  });

  it('adds the holders’ counts and describes them without naming anyone', () => {
    const result = sumCounts([{ contactos_valuacion: 2 }, { contactos_terrenos: 1, archivos: 1 }, { correos: 3 }]);
    expect(result.total).toBe(7);
    expect(result.cantidades.comentarios).toBe(0);
    expect(describeErasure(result)).toBe(
      'Contactos del sitio de valuación: 2; Consultas de propietarios (terrenos): 1; Archivos de prefactibilidad: 1; Correos que la nombran: 3',
    );
  });
});
