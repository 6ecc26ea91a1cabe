/**
 * Simplifies the GCBA's barrios (geo/caba-barrios.geojson, 650 kB) into the SVG paths of the land
 * value map, written to src/domain/neighbourhood/caba-shapes.ts (ADR 105):
 * projected to metres (equirectangular around the city's mean latitude: at 20 km the error is
 * far below a pixel), simplified by Douglas–Peucker, quantized to integers of a fixed viewBox and
 * written as relative path commands (short numbers compress well).
 *
 *   npx node scripts/barrio-shapes.ts          writes the module
 *   npx node scripts/barrio-shapes.ts --check  exits 1 when the committed module differs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Position = [number, number];
type Ring = Position[];
interface Feature {
  properties: { barrio: string; comuna: number };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE = join(root, 'geo/caba-barrios.geojson');
export const OUTPUT = join(root, 'src/domain/neighbourhood/caba-shapes.ts');

/** Width of the viewBox in units; the height follows the city's shape. */
const WIDTH = 600;
/** Douglas–Peucker tolerance in viewBox units (≈ 45 m): invisible at the map's sizes. */
const TOLERANCE = 1.1;
/** Rings smaller than this many square units (islands of the river, slivers) are dropped. */
const MIN_RING_AREA = 4;

function simplify(points: Position[], tolerance: number): Position[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop() as [number, number];
    const [ax, ay] = points[a] as Position;
    const [bx, by] = points[b] as Position;
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy);
    let far = -1;
    let farDistance = tolerance;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i] as Position;
      const d = len === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / len;
      if (d > farDistance) {
        far = i;
        farDistance = d;
      }
    }
    if (far >= 0) {
      keep[far] = 1;
      stack.push([a, far], [far, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const area = (ring: Position[]) =>
  Math.abs(
    ring.reduce((s, [x, y], i) => {
      const [nx, ny] = ring[(i + 1) % ring.length] as Position;
      return s + x * ny - nx * y;
    }, 0),
  ) / 2;

/** The module's text for the given GeoJSON text: deterministic, so a test can compare it. */
export function shapesModule(geojson: string): string {
  const { features } = JSON.parse(geojson) as { features: Feature[] };
  const polygons = (f: Feature): Ring[][] => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates);
  const all = features.flatMap((f) => polygons(f).flat(2));
  const lats = all.map((p) => p[1]);
  const lons = all.map((p) => p[0]);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const kx = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const scale = WIDTH / ((maxLon - minLon) * kx);
  const height = Math.ceil((maxLat - minLat) * scale);
  const project = ([lon, lat]: Position): Position => [(lon - minLon) * kx * scale, (maxLat - lat) * scale];

  const shapes = features
    .map((f) => {
      const rings = polygons(f)
        .flatMap((polygon) => polygon.slice(0, 1)) // holes: none worth drawing at this size
        .map((ring) => simplify(ring.map(project), TOLERANCE).map(([x, y]): Position => [Math.round(x), Math.round(y)]))
        .map((ring) => ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1]?.[0] || p[1] !== ring[i - 1]?.[1]))
        .filter((ring) => ring.length >= 4 && area(ring) >= MIN_RING_AREA);
      const d = rings
        .map((ring) => {
          const closed = ring[0]?.[0] === ring.at(-1)?.[0] && ring[0]?.[1] === ring.at(-1)?.[1] ? ring.slice(0, -1) : ring;
          let [px, py] = closed[0] as Position;
          let path = `M${px} ${py}l`;
          path += closed
            .slice(1)
            .map(([x, y]) => {
              const step = `${x - px} ${y - py}`;
              [px, py] = [x, y];
              return step;
            })
            .join(' ')
            .replace(/ -/g, '-');
          return `${path}z`;
        })
        .join('');
      const points = rings.flat();
      const cx = Math.round(points.reduce((s, p) => s + p[0], 0) / points.length);
      const cy = Math.round(points.reduce((s, p) => s + p[1], 0) / points.length);
      return { nombre: f.properties.barrio, comuna: f.properties.comuna, d, cx, cy };
    })
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));

  const lines = shapes.map((s) => `  { nombre: ${JSON.stringify(s.nombre)}, comuna: ${s.comuna}, centro: [${s.cx}, ${s.cy}], d: ${JSON.stringify(s.d)} },`);
  return `// Generated by scripts/barrio-shapes.ts from geo/caba-barrios.geojson — do not edit (ADR 105).
// Fuente: Gobierno de la Ciudad de Buenos Aires – Buenos Aires Data.

export interface BarrioShape {
  /** As the GCBA spells it (upper case, abbreviations): match with barrioKey(). */
  nombre: string;
  comuna: number;
  /** A point inside the barrio's outline on average (label anchor), viewBox units. */
  centro: readonly [number, number];
  /** SVG path in the viewBox's units. */
  d: string;
}

export const CABA_VIEWBOX = { width: ${WIDTH}, height: ${height} } as const;

export const CABA_SHAPES: readonly BarrioShape[] = [
${lines.join('\n')}
];
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = shapesModule(readFileSync(SOURCE, 'utf8'));
  if (process.argv.includes('--check')) {
    if (readFileSync(OUTPUT, 'utf8') !== text) {
      console.error('caba-shapes.ts no es la salida del script: corré `npx node scripts/barrio-shapes.ts`.');
      process.exit(1);
    }
  } else {
    writeFileSync(OUTPUT, text);
    console.log(`${OUTPUT}: ${text.length} bytes`);
  }
}
