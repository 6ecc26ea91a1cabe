import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../../domain/shared/money.ts';
import { contactosTerrenos, terrenos } from '../../platform/db/schema/index.ts';
import { seedDemoContent } from '../../seed/demo.ts';
import { builtWebDir } from '../../test/built-web.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

/**
 * /terrenos and /datacenter as a visitor without JavaScript gets them (the app built with the web
 * renderer: `npm run build`, or WEB_DIR pointing at a `vite build --outDir` folder).
 */
const webDir = builtWebDir();

let t: TestApp;
const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });

beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: webDir });
  await seedDemoContent(t.database.db);
  await t.database.db.update(terrenos).set({ activo: false }).where(eq(terrenos.titulo, 'Lote en Chacarita'));
});
afterAll(() => t.close());

describe('fund public pages rendered on the server', () => {
  it('/terrenos holds the active plots with their funding progress, and its head', async () => {
    const response = await page('/terrenos');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('Esquina en Vicente López');
    expect(html).toContain(formatUsd(3_200_000));
    expect(html).toMatch(/<progress[^>]*value="62"/);
    expect(html).toContain('Fracción en Ramos Mejía');
    expect(html).toContain('<title>Terrenos para invertir · Parcela</title>');
    expect(html).toContain('<meta property="og:title" content="Terrenos para invertir · Parcela" />');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/terrenos" />`);
    expect(html).toContain('¿Tenés un terreno?');
    expect(html).not.toContain('Esta sección está en construcción');
  });

  it('/terrenos never shows an inactive plot or anything of the inquiries', async () => {
    const html = (await page('/terrenos')).body;
    expect(html).not.toContain('Lote en Chacarita');
    const inquiries = await t.database.db.select().from(contactosTerrenos);
    expect(inquiries.length).toBeGreaterThan(0);
    for (const inquiry of inquiries) {
      expect(html).not.toContain(inquiry.nombre);
      expect(html).not.toContain(inquiry.email);
    }
    expect(html).not.toMatch(/"activo"|"orden"|"created_at"/);
  });

  it('/datacenter holds the calculator at 500 kW and the full capacity', async () => {
    const response = await page('/datacenter');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<h1[^>]*>Data centers de IA en la Patagonia<\/h1>/);
    expect(html).toMatch(/<input[^>]*type="range"[^>]*min="500"[^>]*max="375000"[^>]*step="500"[^>]*value="500"/);
    expect(html).toContain('100 m²');
    expect(html).toContain('75.000 m²');
    expect(html).toContain(`href="/terrenos"`);
    expect(html).toContain(`href="/parcela"`);
    expect(html).toContain('<title>Data centers de IA en la Patagonia · Parcela</title>');
  });

  it('the sitemap lists both pages', async () => {
    const xml = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toContain(`<loc>${TEST_ORIGIN}/terrenos</loc>`);
    expect(xml).toContain(`<loc>${TEST_ORIGIN}/datacenter</loc>`);
  });
});
