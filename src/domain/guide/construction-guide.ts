/** The 8 fixed steps of the construction guide (spec §3, §9). Totals are computed, never typed. */
export interface GuideStep {
  titulo: string;
  descripcion: string;
  /** weeks, min and max */
  duracion: { min: number; max: number };
  /** USD, min and max */
  costo: { min: number; max: number };
  responsable: string;
  documentos: readonly string[];
  completado: boolean;
}

export const CONSTRUCTION_GUIDE: readonly GuideStep[] = [
  {
    titulo: 'Estudio de suelo y relevamiento',
    descripcion: 'Mensura del terreno, estudio geotécnico y relevamiento de medianeras y servicios.',
    duracion: { min: 2, max: 3 },
    costo: { min: 3_000, max: 5_000 },
    responsable: 'Agrimensor e ingeniero geotécnico',
    documentos: ['Plano de mensura', 'Informe geotécnico'],
    completado: false,
  },
  {
    titulo: 'Proyecto y planos de arquitectura',
    descripcion: 'Anteproyecto, proyecto ejecutivo, cálculo de estructura y planos de instalaciones.',
    duracion: { min: 4, max: 6 },
    costo: { min: 8_000, max: 12_000 },
    responsable: 'Arquitecto',
    documentos: ['Planos de arquitectura', 'Memoria de cálculo', 'Planos de instalaciones'],
    completado: false,
  },
  {
    titulo: 'Permisos y aprobaciones',
    descripcion: 'Presentación municipal, registro de planos y permiso de obra.',
    duracion: { min: 6, max: 10 },
    costo: { min: 5_000, max: 9_000 },
    responsable: 'Gestor y arquitecto',
    documentos: ['Permiso de obra', 'Planos registrados', 'Seguro de obra'],
    completado: false,
  },
  {
    titulo: 'Excavación y fundaciones',
    descripcion: 'Movimiento de suelos, submuraciones y fundaciones según el estudio de suelo.',
    duracion: { min: 4, max: 6 },
    costo: { min: 20_000, max: 30_000 },
    responsable: 'Constructora',
    documentos: ['Acta de inicio de obra', 'Ensayos de hormigón'],
    completado: false,
  },
  {
    titulo: 'Estructura de hormigón',
    descripcion: 'Columnas, vigas y losas de hormigón armado.',
    duracion: { min: 10, max: 14 },
    costo: { min: 55_000, max: 85_000 },
    responsable: 'Constructora e ingeniero estructural',
    documentos: ['Libro de obra', 'Certificados de avance'],
    completado: false,
  },
  {
    titulo: 'Mampostería y cerramientos',
    descripcion: 'Muros, tabiques, carpinterías exteriores e impermeabilización.',
    duracion: { min: 6, max: 9 },
    costo: { min: 30_000, max: 48_000 },
    responsable: 'Constructora',
    documentos: ['Certificados de avance'],
    completado: false,
  },
  {
    titulo: 'Instalaciones',
    descripcion: 'Instalaciones eléctrica, sanitaria, de gas y de climatización.',
    duracion: { min: 5, max: 8 },
    costo: { min: 25_000, max: 40_000 },
    responsable: 'Instaladores matriculados',
    documentos: ['Planos conforme a obra', 'Certificados de instalaciones'],
    completado: false,
  },
  {
    titulo: 'Terminaciones y final de obra',
    descripcion: 'Revoques, pisos, pintura, artefactos y trámite de final de obra.',
    duracion: { min: 4, max: 5 },
    costo: { min: 30_000, max: 45_000 },
    responsable: 'Constructora y arquitecto',
    documentos: ['Final de obra', 'Manual de uso y mantenimiento'],
    completado: false,
  },
];

export interface GuideTotals {
  costo: { min: number; max: number };
  semanas: { min: number; max: number };
  meses: { min: number; max: number };
}

export function guideTotals(steps: readonly GuideStep[] = CONSTRUCTION_GUIDE): GuideTotals {
  const sum = (pick: (s: GuideStep) => number) => steps.reduce((acc, s) => acc + pick(s), 0);
  const semanas = { min: sum((s) => s.duracion.min), max: sum((s) => s.duracion.max) };
  // The spec's own reading of 41–61 weeks is 10–15 months: four weeks to a month, rounded down.
  const toMonths = (weeks: number) => Math.floor(weeks / 4);
  return {
    costo: { min: sum((s) => s.costo.min), max: sum((s) => s.costo.max) },
    semanas,
    meses: { min: toMonths(semanas.min), max: toMonths(semanas.max) },
  };
}
