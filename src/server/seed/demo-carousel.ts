import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { CarouselType } from '../../domain/carousel/carousel.ts';
import { CAROUSEL_FOLDER } from '../carousel/carousel.service.ts';
import type { Database } from '../db/client.ts';
import { carruselImagenes } from '../db/schema/index.ts';
import { storePublicImage } from '../storage/images.ts';
import type { Storage } from '../storage/storage.ts';

const WIDTH = 1600;
const HEIGHT = 900;

/** Demo pictures, drawn here (no stock photos shipped): a sky gradient, buildings and a caption. */
export const DEMO_CAROUSEL_ITEMS: ReadonlyArray<{ tipo: CarouselType; titulo: string; descripcion?: string; colors: [string, string]; floors: number[] }> = [
  {
    tipo: 'propiedades',
    titulo: 'Lote en Villa Crespo',
    descripcion: '320 m² con plano aprobado para 14 unidades',
    colors: ['#0d3a30', '#3fa383'],
    floors: [3, 5, 2],
  },
  { tipo: 'propiedades', titulo: 'PH reciclado en Coghlan', descripcion: '3 ambientes con terraza propia', colors: ['#10284a', '#5b8fd6'], floors: [2, 3] },
  { tipo: 'propiedades', titulo: 'Casa a demoler en Núñez', colors: ['#4a2a10', '#d69b5b'], floors: [2, 6, 4] },
  { tipo: 'trabajos', titulo: 'Edificio Thames 900', descripcion: 'Obra nueva de 14 unidades', colors: ['#1d1d3a', '#7a6fd6'], floors: [8, 4] },
  { tipo: 'trabajos', titulo: 'Reciclaje PH Estomba', descripcion: 'Reciclaje integral terminado', colors: ['#3a1d2a', '#d66f9b'], floors: [3, 2, 3] },
  { tipo: 'trabajos', titulo: 'Local Av. Maipú', colors: ['#173a1d', '#8fd66f'], floors: [1, 7] },
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function buildingsSvg(floors: number[]): string {
  const base = HEIGHT - 120;
  const slot = WIDTH / (floors.length + 1);
  return floors
    .map((n, i) => {
      const w = 220;
      const h = 60 * n;
      const x = Math.round(slot * (i + 1) - w / 2);
      const windows = Array.from({ length: n }, (_, f) =>
        [0, 1, 2].map((c) => `<rect x="${x + 30 + c * 62}" y="${base - h + 20 + f * 60}" width="36" height="30" fill="#ffffff" opacity="0.55"/>`).join(''),
      ).join('');
      return `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="#ffffff" opacity="0.22"/>${windows}`;
    })
    .join('');
}

export async function drawDemoPicture(item: (typeof DEMO_CAROUSEL_ITEMS)[number]): Promise<Buffer> {
  const [from, to] = item.colors;
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>${buildingsSvg(item.floors)}
      <rect y="${HEIGHT - 120}" width="100%" height="120" fill="#000000" opacity="0.25"/>
    </svg>`,
  );
  const caption = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <text x="64" y="110" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${escapeXml(item.titulo)}</text>
      <text x="64" y="170" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#ffffff" opacity="0.85">Imagen de demostración</text>
    </svg>`,
  );
  return sharp(background)
    .composite([{ input: caption }])
    .png()
    .toBuffer();
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
    const image = await storePublicImage(storage, CAROUSEL_FOLDER, await drawDemoPicture(item));
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
    });
  }
  await db.insert(carruselImagenes).values(values);
}
