import { expect, it } from 'vitest';
import { SEED_LOCALITIES } from './places.ts';

it('seeds the seven neighbourhood values of the spec', () => {
  const values = Object.fromEntries(SEED_LOCALITIES.flatMap((l) => l.barrios.map((b) => [b.nombre, b.valor])));
  expect(values).toEqual({ Palermo: 690, 'Villa Crespo': 580, Coghlan: 460, Chacarita: 450, Belgrano: 650, 'Vicente López': 720, Núñez: 700 });
});
