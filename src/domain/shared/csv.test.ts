import { expect, it } from 'vitest';
import { CSV_BOM, csvField, csvLine } from './csv.ts';

it('writes one line with ; between fields, quoting and the formula guard, CRLF at the end', () => {
  expect(csvLine(['Núñez', 120.5, null, 'a;b', '=1+1'])).toBe(`Núñez;120,5;;"a;b";'=1+1\r\n`);
  expect(csvField('-5')).toBe("'-5");
  expect(CSV_BOM).toBe('\uFEFF');
});

it.each([
  ['＝HYPERLINK(A1)', "'＝HYPERLINK(A1)"],
  ['＋1', "'＋1"],
  ['－1', "'－1"],
  ['＠SUM(A1)', "'＠SUM(A1)"],
  ['  =1+1', "'  =1+1"],
  ['\u3000=1', "'\u3000=1"],
  ['\tcmd', "'\tcmd"],
  ['\u0000x', "'\u0000x"],
  ['\u001bx', "'\u001bx"],
])('guards %j as text', (value, expected) => {
  expect(csvField(value).replace(/^"|"$/g, '')).toBe(expected);
});

it('leaves ordinary text alone', () => {
  expect(csvField('Palermo, 250 m²')).toBe('Palermo, 250 m²');
  expect(csvField('a-b')).toBe('a-b');
  expect(csvField('')).toBe('');
});
