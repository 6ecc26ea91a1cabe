import { expect, it } from 'vitest';
import { CSV_BOM, csvField, csvLine } from './csv.ts';

it('writes one line with ; between fields, quoting and the formula guard, CRLF at the end', () => {
  expect(csvLine(['Núñez', 120.5, null, 'a;b', '=1+1'])).toBe(`Núñez;120,5;;"a;b";'=1+1\r\n`);
  expect(csvField('-5')).toBe("'-5");
  expect(CSV_BOM).toBe('\uFEFF');
});
