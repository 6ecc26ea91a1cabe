import sharp from 'sharp';
import { BRAND } from '../../domain/brand.ts';
import { formatNumber, formatUsd } from '../../domain/shared/money.ts';
import type { Consulta } from '../../domain/valuation/valuation.ts';

/**
 * Share cards (Open Graph, 1200×630 PNG) drawn from an SVG with sharp. Text uses the generic
 * `sans-serif` family, which librsvg resolves through fontconfig (DejaVu Sans on Debian): no font
 * file is embedded or fetched.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const BRAND_GREEN = '#0f5132';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Cuts a line that would overflow the card (the barrio names are short; localities may not be). */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function card(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="sans-serif">
  <rect width="100%" height="100%" fill="${BRAND_GREEN}"/>
  <rect x="0" y="${CARD_HEIGHT - 16}" width="100%" height="16" fill="#86efac"/>
  <rect x="72" y="64" width="64" height="64" rx="12" fill="#ffffff"/>
  <text x="104" y="110" font-size="40" font-weight="bold" fill="${BRAND_GREEN}" text-anchor="middle">P</text>
  <text x="156" y="110" font-size="40" font-weight="bold" fill="#ffffff">${escapeXml(BRAND.firm)}</text>
  ${body}
</svg>`;
}

/** The card of one valuation: brand, barrio, m² and the market value. */
export function resultCardSvg(c: Pick<Consulta, 'barrio_nombre' | 'localidad_nombre' | 'm2_vendibles' | 'valor_mercado_usd'>): string {
  return card(`
  <text x="72" y="212" font-size="32" fill="#bbf7d0">Valuación de terreno</text>
  <text x="72" y="300" font-size="72" font-weight="bold" fill="#ffffff">${escapeXml(clip(c.barrio_nombre, 26))}</text>
  <text x="72" y="356" font-size="32" fill="#dcfce7">${escapeXml(clip(`${formatNumber(c.m2_vendibles)} m² vendibles · ${c.localidad_nombre}`, 52))}</text>
  <text x="72" y="448" font-size="30" fill="#bbf7d0">Valor de mercado estimado</text>
  <text x="72" y="540" font-size="84" font-weight="bold" fill="#ffffff">${escapeXml(formatUsd(c.valor_mercado_usd))}</text>`);
}

/** A barrio page's card: its name and value per m² (ADR 107). */
export function barrioCardSvg(b: { nombre: string; localidad_nombre: string; valor_incidencia_usd_m2: number }): string {
  return card(`
  <text x="72" y="212" font-size="32" fill="#bbf7d0">Valor del m² de terreno</text>
  <text x="72" y="300" font-size="72" font-weight="bold" fill="#ffffff">${escapeXml(clip(b.nombre, 26))}</text>
  <text x="72" y="356" font-size="32" fill="#dcfce7">${escapeXml(clip(b.localidad_nombre, 52))}</text>
  <text x="72" y="448" font-size="30" fill="#bbf7d0">Valor de incidencia</text>
  <text x="72" y="540" font-size="84" font-weight="bold" fill="#ffffff">${escapeXml(`${formatUsd(b.valor_incidencia_usd_m2)} /m²`)}</text>`);
}

/** The card of every other page: the brand and what the site does. */
export function siteCardSvg(): string {
  return card(`
  <text x="72" y="300" font-size="64" font-weight="bold" fill="#ffffff">¿Cuánto vale tu terreno?</text>
  <text x="72" y="370" font-size="34" fill="#dcfce7">Valores de incidencia por barrio, valuaciones</text>
  <text x="72" y="420" font-size="34" fill="#dcfce7">y desarrollos en Buenos Aires.</text>`);
}

export function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** Keeps the last `max` cards in memory (a valuation never changes, so its card never does). */
export function createCardCache(max = 500) {
  const cards = new Map<string, Promise<Buffer>>();
  return (key: string, draw: () => Promise<Buffer>): Promise<Buffer> => {
    const hit = cards.get(key);
    if (hit) return hit;
    const png = draw();
    cards.set(key, png);
    png.catch(() => cards.delete(key));
    if (cards.size > max) cards.delete(cards.keys().next().value as string);
    return png;
  };
}
