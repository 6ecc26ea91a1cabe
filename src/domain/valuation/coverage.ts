/**
 * Where the firm does not value yet (ADR 141): people who did not find their barrio say where their
 * land is, typed freely. Requests are counted per place, so «Villa Adelina», «villa adelina » and
 * «Villa Adelína» count as one.
 */
export function zoneKey(localidad: string, barrio: string): string {
  return `${normalizePlace(localidad)}|${normalizePlace(barrio)}`;
}

function normalizePlace(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
