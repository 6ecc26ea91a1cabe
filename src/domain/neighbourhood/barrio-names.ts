/**
 * Barrio names as the database spells them ("Núñez", "Villa General Mitre") and as the GCBA's map
 * does ("NUÑEZ", "VILLA GRAL. MITRE") meet here, once (ADR 106): both read as the same key.
 */

/** Abbreviations of the official layer, spelled out (after accents and case are gone). */
const ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bgral\b/g, 'general'],
  [/\bpte\b/g, 'presidente'],
  [/\bsta\b/g, 'santa'],
  [/\bsto\b/g, 'santo'],
];

/** Lower case, no accents (ñ → n), abbreviations spelled out, words joined by single spaces. */
function words(name: string): string[] {
  let s = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  s = s.replace(/[^a-z0-9]+/g, ' ');
  for (const [re, full] of ABBREVIATIONS) s = s.replace(re, full);
  return s.split(' ').filter(Boolean);
}

/**
 * Names porteños use where the official layer says another (its article dropped, an old spelling):
 * the key of the first is the layer's.
 */
const KEY_ALIASES: ReadonlyMap<string, string> = new Map([
  ['la boca', 'boca'],
  ['la paternal', 'paternal'],
  ['montserrat', 'monserrat'],
]);

/** The key two spellings of one barrio share: «Núñez» and «NUÑEZ» → «nunez»; «La Boca» and «BOCA» → «boca». */
export const barrioKey = (name: string): string => {
  const key = words(name).join(' ');
  return KEY_ALIASES.get(key) ?? key;
};

/** The barrio's address (DESIGN §9): its name without accents, «Villa Crespo» → «villa-crespo». */
export const barrioSlug = (name: string): string => words(name).join('-');

/** The address of a barrio's page (web paths.ts and the server's sitemap both spell it from here). */
export const barrioPath = (slug: string): string => `/barrios/${slug}`;

/** Whether a free-text location («Av. Maipú 1800, Vicente López») names the barrio. */
export function mentionsBarrio(location: string, barrio: string): boolean {
  const key = barrioKey(barrio);
  return key !== '' && ` ${barrioKey(location)} `.includes(` ${key} `);
}
