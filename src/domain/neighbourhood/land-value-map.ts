import { formatUsd } from '../shared/money.ts';
import { barrioKey, barrioSlug } from './barrio-names.ts';
import { type BarrioShape, CABA_SHAPES } from './caba-shapes.ts';

/** The locality the map draws (its barrios have shapes); the others are listed beside it. */
export const MAP_LOCALITY = 'Ciudad de Buenos Aires';

/** Sequential classes, light to dark (ColorBrewer OrRd 5): the darker, the dearer. */
export const MAP_COLOURS = ['#fdd49e', '#fdbb84', '#fc8d59', '#e34a33', '#b30000'] as const;
/** Barrios without a value. */
export const MAP_NEUTRAL = '#e5e7eb';

const byKey = new Map(CABA_SHAPES.map((s) => [barrioKey(s.nombre), s]));

/** The official outline of a barrio of the Ciudad, whatever the spelling («Núñez», «NUÑEZ»). */
export const shapeOf = (nombre: string): BarrioShape | undefined => byKey.get(barrioKey(nombre));

const isCity = (localidad: string) => barrioKey(localidad) === barrioKey(MAP_LOCALITY);

export interface MapBarrio {
  nombre: string;
  slug: string;
  localidad_nombre: string;
  valor: number;
  /** «Palermo: US$ 690 por m²» — the link's accessible name. */
  label: string;
}

export interface LegendClass {
  colour: string;
  desde: number;
  hasta: number;
}

export interface LandValueMap {
  /** Every shape of the Ciudad, with its barrio and colour when it has a value. */
  shapes: Array<{ shape: BarrioShape; barrio?: MapBarrio; colour: string }>;
  /** Equal classes from a round floor to a round ceiling; empty when no barrio has a value. */
  legend: LegendClass[];
  /** Barrios with a value but no shape: other localities (Vicente López…), by name. */
  beside: MapBarrio[];
}

const STEP = 10;

/** Colours, legend and the list beside the map, from the barrios' values (pure: server and browser agree). */
export function landValueMap(values: ReadonlyArray<{ nombre: string; localidad_nombre: string; valor_incidencia_usd_m2: number }>): LandValueMap {
  const barrios: MapBarrio[] = values.map((v) => ({
    nombre: v.nombre,
    slug: barrioSlug(v.nombre),
    localidad_nombre: v.localidad_nombre,
    valor: v.valor_incidencia_usd_m2,
    label: `${v.nombre}: ${formatUsd(v.valor_incidencia_usd_m2)} por m²`,
  }));
  const onMap = new Map<BarrioShape, MapBarrio>();
  const beside: MapBarrio[] = [];
  for (const b of barrios) {
    const shape = isCity(b.localidad_nombre) ? shapeOf(b.nombre) : undefined;
    if (shape && !onMap.has(shape)) onMap.set(shape, b);
    else beside.push(b);
  }
  const legend = legendOf([...onMap.values()].map((b) => b.valor));
  const colourOf = (valor: number) => legend.find((c) => valor <= c.hasta)?.colour ?? (legend.at(-1)?.colour as string);
  return {
    shapes: CABA_SHAPES.map((shape) => {
      const barrio = onMap.get(shape);
      return barrio ? { shape, barrio, colour: colourOf(barrio.valor) } : { shape, colour: MAP_NEUTRAL };
    }),
    legend,
    beside: beside.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
  };
}

function legendOf(valores: number[]): LegendClass[] {
  if (valores.length === 0) return [];
  const low = Math.floor(Math.min(...valores) / STEP) * STEP;
  const high = Math.max(low + STEP, Math.ceil(Math.max(...valores) / STEP) * STEP);
  const width = Math.ceil((high - low) / MAP_COLOURS.length / STEP) * STEP;
  const classes: LegendClass[] = [];
  for (let i = 0; i < MAP_COLOURS.length && low + i * width < high; i++) {
    classes.push({ colour: MAP_COLOURS[i] as string, desde: low + i * width, hasta: low + (i + 1) * width });
  }
  return classes;
}
