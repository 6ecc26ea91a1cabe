/**
 * The firm's figures, in the spec's words (§2 'Backed by': 55 years of experience, +50 buildings
 * analysed, 100% professional methodology). Every page that shows them reads them here, so they agree.
 */
export const FIRM_FIGURES = [
  { value: '55', label: 'años de experiencia' },
  { value: '+50', label: 'edificios analizados' },
  { value: '100%', label: 'metodología profesional' },
] as const;
