import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { CarouselType } from '../../domain/carousel/carousel.ts';
import { CAROUSEL_FOLDER } from '../areas/carousel/carousel.service.ts';
import type { Database } from '../platform/db/client.ts';
import { carruselImagenes, propiedades } from '../platform/db/schema/index.ts';
import { OWN_FILE } from '../platform/scan/upload-screen.ts';
import { storePublicImage } from '../platform/storage/images.ts';
import type { Storage } from '../platform/storage/storage.ts';

const WIDTH = 1600;
const HEIGHT = 900;

type Scene = 'plano' | 'fachada' | 'skyline';

/** Demo pictures, drawn here (no stock photos shipped, no text baked in: the caption says the title). */
export const DEMO_CAROUSEL_ITEMS: ReadonlyArray<{ tipo: CarouselType; titulo: string; descripcion?: string; colors: [string, string]; scene: Scene }> = [
  {
    tipo: 'propiedades',
    titulo: 'Lote en Villa Crespo',
    descripcion: '320 m² con plano aprobado para 14 unidades',
    colors: ['#0d3a30', '#3fa383'],
    scene: 'plano',
  },
  { tipo: 'propiedades', titulo: 'PH reciclado en Coghlan', descripcion: '3 ambientes con terraza propia', colors: ['#10284a', '#5b8fd6'], scene: 'fachada' },
  { tipo: 'propiedades', titulo: 'Casa a demoler en Núñez', colors: ['#4a2a10', '#d69b5b'], scene: 'skyline' },
  { tipo: 'trabajos', titulo: 'Edificio Thames 900', descripcion: 'Obra nueva de 14 unidades', colors: ['#1d1d3a', '#7a6fd6'], scene: 'fachada' },
  { tipo: 'trabajos', titulo: 'Reciclaje PH Estomba', descripcion: 'Reciclaje integral terminado', colors: ['#3a1d2a', '#d66f9b'], scene: 'skyline' },
  { tipo: 'trabajos', titulo: 'Local Av. Maipú', colors: ['#173a1d', '#8fd66f'], scene: 'plano' },
];

/** Sample photos of the seeded listings (2–3 each), by title. */
export const DEMO_LISTING_PICTURES: Readonly<Record<string, ReadonlyArray<{ scene: Scene; colors: [string, string] }>>> = {
  'Lote en Villa Crespo': [
    { scene: 'plano', colors: ['#0d3a30', '#3fa383'] },
    { scene: 'skyline', colors: ['#12324a', '#6fb0d6'] },
    { scene: 'fachada', colors: ['#2a3a1d', '#a3c46f'] },
  ],
  'PH reciclado en Coghlan': [
    { scene: 'fachada', colors: ['#10284a', '#5b8fd6'] },
    { scene: 'plano', colors: ['#3a2a10', '#d6b05b'] },
  ],
  'Casa a demoler en Núñez': [
    { scene: 'skyline', colors: ['#4a2a10', '#d69b5b'] },
    { scene: 'plano', colors: ['#1d2a3a', '#6f9bd6'] },
    { scene: 'fachada', colors: ['#3a1d1d', '#d67a6f'] },
  ],
};

/** A skyline: towers of several heights with lit windows. */
function skylineSvg(): string {
  const base = HEIGHT - 120;
  const towers = [4, 7, 3, 9, 5, 6, 2];
  const w = 170;
  return towers
    .map((n, i) => {
      const h = 58 * n;
      const x = 60 + i * 215;
      const windows = Array.from({ length: n }, (_, f) =>
        [0, 1, 2]
          .map(
            (c) =>
              `<rect x="${x + 22 + c * 48}" y="${base - h + 18 + f * 58}" width="30" height="28" fill="#ffffff" opacity="${(f + c + i) % 3 === 0 ? 0.75 : 0.4}"/>`,
          )
          .join(''),
      ).join('');
      return `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="#ffffff" opacity="0.2"/>${windows}`;
    })
    .join('');
}

/** A façade seen from the street: one building, balconies, a door and a tree. */
function facadeSvg(): string {
  const x = 520;
  const w = 560;
  const floors = 6;
  const top = HEIGHT - 120 - floors * 110;
  const rows = Array.from({ length: floors - 1 }, (_, f) => {
    const y = top + 30 + f * 110;
    return (
      [0, 1, 2].map((c) => `<rect x="${x + 50 + c * 170}" y="${y}" width="120" height="70" fill="#ffffff" opacity="0.55"/>`).join('') +
      `<rect x="${x + 30}" y="${y + 78}" width="${w - 60}" height="8" fill="#ffffff" opacity="0.7"/>`
    );
  }).join('');
  return `<rect x="${x}" y="${top}" width="${w}" height="${floors * 110}" fill="#ffffff" opacity="0.25"/>${rows}
    <rect x="${x + w / 2 - 50}" y="${HEIGHT - 120 - 100}" width="100" height="100" fill="#ffffff" opacity="0.6"/>
    <circle cx="300" cy="${HEIGHT - 260}" r="110" fill="#ffffff" opacity="0.3"/><rect x="290" y="${HEIGHT - 170}" width="20" height="50" fill="#ffffff" opacity="0.4"/>`;
}

/** A plot plan from above: the lot, its neighbours, the street and a north arrow, no labels. */
function planSvg(): string {
  const grid =
    Array.from({ length: 16 }, (_, i) => `<line x1="${i * 100}" y1="0" x2="${i * 100}" y2="${HEIGHT}" stroke="#ffffff" stroke-opacity="0.12"/>`).join('') +
    Array.from({ length: 9 }, (_, i) => `<line x1="0" y1="${i * 100}" x2="${WIDTH}" y2="${i * 100}" stroke="#ffffff" stroke-opacity="0.12"/>`).join('');
  const neighbours = [200, 420, 980, 1200]
    .map((x) => `<rect x="${x}" y="140" width="200" height="520" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>`)
    .join('');
  return `${grid}${neighbours}
    <rect x="640" y="140" width="320" height="520" fill="#ffffff" fill-opacity="0.25" stroke="#ffffff" stroke-width="8"/>
    <rect x="690" y="200" width="220" height="260" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="16 10"/>
    <rect x="0" y="700" width="${WIDTH}" height="90" fill="#ffffff" fill-opacity="0.18"/>
    <path d="M1460 120 l30 80 l-30 -20 l-30 20 z" fill="#ffffff" opacity="0.8"/>`;
}

export async function drawSamplePicture(scene: Scene, [from, to]: [string, string]): Promise<Buffer> {
  const drawing = scene === 'plano' ? planSvg() : scene === 'fachada' ? facadeSvg() : skylineSvg();
  const ground = scene === 'plano' ? '' : `<rect y="${HEIGHT - 120}" width="100%" height="120" fill="#000000" opacity="0.25"/>`;
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>${drawing}${ground}
    </svg>`,
  );
  return sharp(svg).png().toBuffer();
}

export const drawDemoPicture = (item: (typeof DEMO_CAROUSEL_ITEMS)[number]) => drawSamplePicture(item.scene, item.colors);

/**
 * Demo mode: the seeded listings without photos get their sample pictures, stored through the
 * public image pipeline as an upload would be.
 */
export async function seedDemoListingPictures(db: Database, storage: Storage): Promise<void> {
  const rows = await db.select({ id: propiedades.id, titulo: propiedades.titulo, imagenes: propiedades.imagenes }).from(propiedades);
  for (const row of rows) {
    const pictures = DEMO_LISTING_PICTURES[row.titulo];
    if (!pictures || row.imagenes.length > 0) continue;
    const imagenes = [];
    for (const p of pictures) imagenes.push(await storePublicImage(storage, 'propiedades', await drawSamplePicture(p.scene, p.colors), OWN_FILE));
    await db.update(propiedades).set({ imagenes }).where(eq(propiedades.id, row.id));
  }
}

/**
 * Demo mode: when the carousel is empty, draws three pictures per type and stores them through
 * the public image pipeline, so /empresa shows real carousels from the first start.
 */
export async function seedDemoCarousel(db: Database, storage: Storage): Promise<void> {
  const [row] = await db.select({ n: count() }).from(carruselImagenes);
  if ((row?.n ?? 0) > 0) return;
  const orderByType = new Map<CarouselType, number>();
  const values: Array<typeof carruselImagenes.$inferInsert> = [];
  for (const item of DEMO_CAROUSEL_ITEMS) {
    const image = await storePublicImage(storage, CAROUSEL_FOLDER, await drawDemoPicture(item), OWN_FILE);
    const orden = orderByType.get(item.tipo) ?? 0;
    orderByType.set(item.tipo, orden + 1);
    values.push({
      tipo: item.tipo,
      titulo: item.titulo,
      descripcion: item.descripcion ?? null,
      imagenUrl: image.url,
      imagenAnchos: image.anchos,
      imagenAncho: image.ancho,
      imagenAlto: image.alto,
      orden,
      esMuestra: true,
    });
  }
  await db.insert(carruselImagenes).values(values);
}
