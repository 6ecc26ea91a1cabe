import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUMBER_KINDS } from '../shared/typed-number.ts';
import { typedNumberText } from '../shared/typed-number-reader.ts';
import { BULK_MAX_LINES, BULK_MESSAGES, type BulkBarrio, barrioBulkInputSchema, previewBarrioValues } from './barrio-bulk.ts';
import { ADMIN_MESSAGES, BARRIO_VALUE_MAX, BARRIO_VALUE_MIN } from './schemas.ts';

const BARRIOS: BulkBarrio[] = [
  { id: 'palermo', nombre: 'Palermo', localidad_nombre: 'Ciudad de Buenos Aires', valor_incidencia_usd_m2: 690 },
  { id: 'nunez', nombre: 'Núñez', localidad_nombre: 'Ciudad de Buenos Aires', valor_incidencia_usd_m2: 700 },
  { id: 'centro-caba', nombre: 'Centro', localidad_nombre: 'Ciudad de Buenos Aires', valor_incidencia_usd_m2: 500 },
  { id: 'centro-vl', nombre: 'Centro', localidad_nombre: 'Vicente López', valor_incidencia_usd_m2: 450 },
];

describe('previewBarrioValues', () => {
  it('reads a pasted spreadsheet (tabs) and a CSV (semicolons, quotes, header) alike, values the Argentine way', () => {
    const tabs = previewBarrioValues('Barrio\tValor\nPalermo\t700\nnuñez\t1.250,5\n', BARRIOS);
    const csv = previewBarrioValues('"Barrio";"Valor USD/m²"\r\n"Palermo";"700"\r\n"NUÑEZ";"1.250,50";\r\n', BARRIOS);
    for (const preview of [tabs, csv]) {
      expect(preview).toMatchObject({ cambios: 2, rechazadas: 0 });
      expect(preview.filas).toEqual([
        { linea: 2, estado: 'cambia', barrio_id: 'palermo', barrio: 'Palermo', localidad: 'Ciudad de Buenos Aires', anterior: 690, nuevo: 700 },
        { linea: 3, estado: 'cambia', barrio_id: 'nunez', barrio: 'Núñez', localidad: 'Ciudad de Buenos Aires', anterior: 700, nuevo: 1250.5 },
      ]);
    }
  });

  it('says which lines it cannot use and why, keeping the rest', () => {
    const preview = previewBarrioValues(
      ['Palermo;690', 'Belgrano;800', 'Centro;600', 'Vicente López;Centro;480', 'Núñez;5000', 'Núñez;1,250', 'Palermo, 700', 'Palermo;700', 'Núñez;;'].join(
        '\n',
      ),
      BARRIOS,
    );
    expect(preview.filas.map((f) => [f.linea, f.estado, f.estado === 'rechazada' ? f.motivo : f.nuevo])).toEqual([
      [1, 'igual', 690],
      [2, 'rechazada', BULK_MESSAGES.notFound('Belgrano')],
      [3, 'rechazada', BULK_MESSAGES.ambiguous('Centro')],
      [4, 'cambia', 480],
      [5, 'rechazada', ADMIN_MESSAGES.barrioValueRange],
      [6, 'rechazada', expect.stringMatching(/^«1,250»/)],
      [7, 'rechazada', BULK_MESSAGES.shape],
      [8, 'rechazada', BULK_MESSAGES.repeated('Palermo', 1)],
      [9, 'rechazada', BULK_MESSAGES.shape],
    ]);
    expect(preview).toMatchObject({ cambios: 1, rechazadas: 7 });
  });

  it('refuses more than the most lines at once as a whole', () => {
    const text = Array.from({ length: BULK_MAX_LINES + 1 }, () => 'Palermo;700').join('\n');
    expect(previewBarrioValues(text, BARRIOS)).toMatchObject({ rechazadas: 1, cambios: 0, filas: [{ motivo: BULK_MESSAGES.textTooLong }] });
  });

  it('reads back every value of the range as the admin screen writes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: BARRIO_VALUE_MIN * 100, max: BARRIO_VALUE_MAX * 100 }), (cents) => {
        const value = cents / 100;
        const [row] = previewBarrioValues(`Palermo;${typedNumberText(value, NUMBER_KINDS.money)}`, BARRIOS).filas;
        expect(row).toMatchObject({ nuevo: value });
      }),
    );
  });

  it('asks for a table: empty or blank text refused, unknown keys refused', () => {
    expect(barrioBulkInputSchema.safeParse({ texto: '  \n ' }).error?.issues[0]?.message).toBe(BULK_MESSAGES.textRequired);
    expect(barrioBulkInputSchema.safeParse({ texto: 'Palermo;700', aplicar: true }).success).toBe(false);
  });
});
