import { z } from 'zod';
import { barrioKey } from '../neighbourhood/barrio-names.ts';
import { checkTypedNumber } from '../shared/typed-number-reader.ts';
import { BARRIO_VALUE_RULES } from './schemas.ts';

/**
 * Barrio values updated in bulk (ADR 138): a table pasted from a spreadsheet or a CSV, one barrio
 * per line — «Barrio;Valor» or «Localidad;Barrio;Valor», cells split by tab or semicolon (a comma
 * is the decimal mark: «850,5») — read against the barrios as they are, line by line.
 */

export const BULK_MESSAGES = {
  textRequired: 'Pegá la tabla de valores (barrio y valor por línea)',
  textTooLong: 'La tabla es demasiado larga: hasta 500 líneas por vez',
  shape: 'Cada línea lleva barrio y valor (o localidad, barrio y valor) separados por punto y coma o tabulación',
  notFound: (name: string) => `No encontramos el barrio «${name}»`,
  notFoundIn: (name: string, localidad: string) => `No encontramos el barrio «${name}» en «${localidad}»`,
  ambiguous: (name: string) => `Hay más de un barrio «${name}»: agregá la localidad (Localidad;Barrio;Valor)`,
  repeated: (name: string, line: number) => `«${name}» ya está en la línea ${line}`,
  refusedLines: 'Corregí las líneas rechazadas: no se aplicó ningún cambio',
  nothingToApply: 'Ningún valor cambia: no hay nada para aplicar',
  applied: (n: number) => (n === 1 ? 'Se actualizó 1 barrio' : `Se actualizaron ${n} barrios`),
} as const;

export const BULK_MAX_LINES = 500;
/** 500 lines of a long locality, barrio and value, with room to spare. */
export const BULK_TEXT_MAX = 100_000;

export const barrioBulkInputSchema = z
  .object({
    texto: z
      .string({ error: BULK_MESSAGES.textRequired })
      .max(BULK_TEXT_MAX, BULK_MESSAGES.textTooLong)
      .refine((t) => t.trim() !== '', BULK_MESSAGES.textRequired),
  })
  .strict();

export interface BulkBarrio {
  id: string;
  nombre: string;
  localidad_nombre: string;
  valor_incidencia_usd_m2: number;
}

const matchedRow = z.object({
  linea: z.number(),
  estado: z.enum(['cambia', 'igual']),
  barrio_id: z.string(),
  barrio: z.string(),
  localidad: z.string(),
  anterior: z.number(),
  nuevo: z.number(),
});
const refusedRow = z.object({ linea: z.number(), estado: z.literal('rechazada'), texto: z.string(), motivo: z.string() });
export const barrioBulkPreviewSchema = z.object({
  filas: z.array(z.discriminatedUnion('estado', [matchedRow, refusedRow])),
  cambios: z.number(),
  rechazadas: z.number(),
});
export type BarrioBulkPreview = z.infer<typeof barrioBulkPreviewSchema>;
export type BulkRow = BarrioBulkPreview['filas'][number];

/** A cell as a spreadsheet exports it: surrounding quotes and spaces gone, doubled quotes single. */
const cell = (raw: string) => {
  const trimmed = raw.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1).replaceAll('""', '"').trim() : trimmed;
};

/** The line's cells, or null when it has no separator. */
function cellsOf(line: string): string[] | null {
  const separator = line.includes('\t') ? '\t' : line.includes(';') ? ';' : null;
  return separator ? line.split(separator).map(cell) : null;
}

/** A first line that names its columns («Barrio;Valor», «Localidad;Barrio;Valor USD/m²»). */
const isHeader = (cells: string[]) => /valor/i.test(cells.at(-1) ?? '') && !/\d/.test(cells.at(-1) ?? '');

/**
 * Every line read against `barrios`: the barrio it names (by the key of barrio-names.ts, so
 * «Nuñez» is «Núñez»), its value read the Argentine way within the range of a single edit, and
 * whether it changes. Nothing is written here; the server applies the same reading.
 */
export function previewBarrioValues(text: string, barrios: readonly BulkBarrio[]): BarrioBulkPreview {
  const lines = text.split(/\r\n|\r|\n/);
  const filas: BulkRow[] = [];
  const seen = new Map<string, number>();
  const refuse = (linea: number, texto: string, motivo: string) => filas.push({ linea, estado: 'rechazada', texto: texto.trim().slice(0, 200), motivo });

  let first = true;
  for (const [index, line] of lines.entries()) {
    const linea = index + 1;
    if (line.trim() === '') continue;
    const cells = cellsOf(line)?.filter((c, i, all) => c !== '' || i < all.length - 1);
    if (first && cells && isHeader(cells)) {
      first = false;
      continue;
    }
    first = false;
    if (!cells || (cells.length !== 2 && cells.length !== 3) || cells.some((c) => c === '')) {
      refuse(linea, line, BULK_MESSAGES.shape);
      continue;
    }
    const [localidad, nombre, typed] = cells.length === 3 ? (cells as [string, string, string]) : [undefined, cells[0] as string, cells[1] as string];
    const candidates = barrios.filter(
      (b) => barrioKey(b.nombre) === barrioKey(nombre) && (localidad === undefined || barrioKey(b.localidad_nombre) === barrioKey(localidad)),
    );
    const [barrio] = candidates;
    if (!barrio) {
      refuse(linea, line, localidad ? BULK_MESSAGES.notFoundIn(nombre, localidad) : BULK_MESSAGES.notFound(nombre));
      continue;
    }
    if (candidates.length > 1) {
      refuse(linea, line, BULK_MESSAGES.ambiguous(nombre));
      continue;
    }
    const reading = checkTypedNumber(typed, BARRIO_VALUE_RULES);
    if (!reading.ok) {
      refuse(linea, line, reading.message);
      continue;
    }
    const before = seen.get(barrio.id);
    if (before !== undefined) {
      refuse(linea, line, BULK_MESSAGES.repeated(barrio.nombre, before));
      continue;
    }
    seen.set(barrio.id, linea);
    const anterior = barrio.valor_incidencia_usd_m2;
    filas.push({
      linea,
      estado: reading.value === anterior ? 'igual' : 'cambia',
      barrio_id: barrio.id,
      barrio: barrio.nombre,
      localidad: barrio.localidad_nombre,
      anterior,
      nuevo: reading.value,
    });
  }
  if (filas.length > BULK_MAX_LINES) {
    return { filas: [{ linea: 1, estado: 'rechazada', texto: '', motivo: BULK_MESSAGES.textTooLong }], cambios: 0, rechazadas: 1 };
  }
  return {
    filas,
    cambios: filas.filter((f) => f.estado === 'cambia').length,
    rechazadas: filas.filter((f) => f.estado === 'rechazada').length,
  };
}
