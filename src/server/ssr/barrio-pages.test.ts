import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatValuePerM2 } from '../../domain/neighbourhood/format.ts';
import { formatUsd } from '../../domain/shared/money.ts';
import { barrios, propiedades } from '../platform/db/schema/index.ts';
import { seedDemoContent } from '../seed/demo.ts';
import { builtWebDir } from '../test/built-web.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';

/** /barrios/:slug as a visitor without JavaScript gets it (ADR 107): built renderer, sample content. */
const webDir = builtWebDir();

let t: TestApp;
const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });

beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: webDir });
  await seedDemoContent(t.database.db);
});
afterAll(() => t.close());

describe('barrio pages', () => {
  it('/barrios/palermo holds the value and its date, the chart, the suggestions, comments, the form, the map and its head', async () => {
    const response = await page('/barrios/palermo');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('Valor del m² de terreno en Palermo</h1>');
    expect(html).toContain(formatValuePerM2(690));
    expect(html).toMatch(/actualizado el(<!-- -->)?\s*<time dateTime="[^"]+">\d{2}\/\d{2}\/\d{4}<\/time>/);
    // The 12-month chart and its words.
    expect(html).toContain('data-slot="sparkline"');
    expect(html).toMatch(/% en 12 meses/);
    // The neighbours' suggestion (Laura G., 700) and the latest comments.
    expect(html).toContain(formatUsd(700));
    expect(html).toContain('según una sugerencia de los últimos 12 meses');
    expect(html).toContain('Muy buena zona para multifamiliares, mucha demanda de alquiler.');
    expect(html).toContain('Vendimos un lote sobre Gorriti a un valor parecido al publicado.');
    expect(html).toContain('Enviar comentario');
    // The map: Palermo marked, every coloured barrio a link named by its value.
    expect(html).toMatch(
      /<a [^>]*aria-label="Palermo: US\$\s690 por m²"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*aria-label="Palermo: US\$\s690 por m²"/,
    );
    expect(html).toMatch(/<a aria-label="Belgrano: US\$\s650 por m²" [^>]*href="\/barrios\/belgrano"/);
    expect(html.match(/<path /g)?.length).toBeGreaterThanOrEqual(48);
    expect(html).toContain('Fuente: Gobierno de la Ciudad de Buenos Aires – Buenos Aires Data');
    // The calculator with the place chosen.
    const [palermo] = await t.database.db.select().from(barrios).where(eq(barrios.nombre, 'Palermo'));
    expect(html).toContain(`href="/parcela?calcular=1&amp;localidad=${palermo?.localidadId}&amp;barrio=${palermo?.id}"`);
    expect(html).toContain('Valuá tu terreno en Palermo');
    expect(html).toContain('Guía de construcción');
    // Head: title, canonical, share card with the value, structured data.
    expect(html).toContain('<title>Valor del m² de terreno en Palermo · Parcela</title>');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/barrios/palermo" />`);
    expect(html).toContain(`<meta property="og:image" content="${TEST_ORIGIN}/og/barrio/palermo-690.png" />`);
    expect(html).toMatch(/<meta name="description" content="Valor de incidencia del terreno en Palermo \(Ciudad de Buenos Aires\): US\$\s690 por m²/);
    expect(html).toContain('"@type":"Place"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).not.toContain('noindex');
  });

  it('lists the published listings and the fund plots of the barrio, however the listing spelled it', async () => {
    const nunez = (await page('/barrios/nunez')).body;
    expect(nunez).toContain('Casa a demoler en Núñez');
    expect(nunez).toContain('No hay terrenos del fondo en este barrio');
    const belgrano = (await page('/barrios/belgrano')).body;
    // The sample listing of Belgrano is not published.
    expect(belgrano).not.toContain('Departamento en pozo en Belgrano');
    expect(belgrano).toContain('No hay propiedades publicadas en este barrio');
    expect((await page('/barrios/vicente-lopez')).body).toContain('Esquina en Vicente López');
    expect((await page('/barrios/chacarita')).body).toContain('Lote en Chacarita');

    await t.database.db.insert(propiedades).values({ titulo: 'Lote escrito en mayúsculas', tipo: 'Terreno', barrio: ' NUÑEZ ', publicada: true });
    const api = await t.request({ method: 'GET', url: '/api/valores-barrios/nunez' });
    expect(api.statusCode).toBe(200);
    const body = api.json() as { barrio: { nombre: string; slug: string }; propiedades: { total: number; items: { titulo: string }[] } };
    expect(body.barrio).toMatchObject({ nombre: 'Núñez', slug: 'nunez' });
    expect(body.propiedades.items.map((p) => p.titulo)).toContain('Lote escrito en mayúsculas');
    expect(body.propiedades.total).toBe(2);
    expect(JSON.stringify(body)).not.toContain('autor_email');
  });

  it('a posted comment shows on the next render of the kept page', async () => {
    expect((await page('/barrios/coghlan')).body).toContain('Barrio tranquilo');
    const text = `Comentario nuevo ${Date.now()}`;
    const posted = await t.request({
      method: 'POST',
      url: '/api/comentarios',
      payload: { barrio_nombre: 'coghlan', autor_nombre: 'Ana', comentario: text, precio_sugerido: '470' },
    });
    expect(posted.statusCode).toBe(201);
    const html = (await page('/barrios/coghlan')).body;
    expect(html).toContain(text);
    expect(html).toContain('según una sugerencia');
  });

  it('unknown, inactive and malformed barrios answer 404 (page) or 4xx (API), never 5xx', async () => {
    for (const url of ['/barrios/no-existe', '/barrios/Palermo', '/barrios/%E2%82%AC']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('No encontramos ese barrio');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
    for (const url of ['/api/valores-barrios/no-existe', `/api/valores-barrios/${'a'.repeat(101)}`, '/api/valores-barrios/%00']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }

    const admin = await t.signInAs(['admin']);
    const [villaCrespo] = await t.database.db.select().from(barrios).where(eq(barrios.nombre, 'Villa Crespo'));
    expect((await page('/barrios/villa-crespo')).statusCode).toBe(200);
    const off = await t.request({ method: 'PATCH', url: `/api/admin/barrios/${villaCrespo?.id}`, cookie: admin, payload: { activo: false } });
    expect(off.statusCode).toBe(200);
    expect((await page('/barrios/villa-crespo')).statusCode).toBe(404);
    const sitemap = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).not.toContain('/barrios/villa-crespo');
    expect(sitemap).toContain(`<loc>${TEST_ORIGIN}/barrios/palermo</loc>`);
    // The home's map no longer links it either.
    expect((await page('/')).body).not.toContain('href="/barrios/villa-crespo"');
  });

  it('the share card is a 1200×630 PNG with the value in its address; another value is a 404', async () => {
    const response = await t.request({ method: 'GET', url: '/og/barrio/palermo-690.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    for (const url of ['/og/barrio/palermo-1.png', '/og/barrio/no-existe-690.png', '/og/barrio/palermo.png']) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('/ holds the map, its legend and the table of values, each barrio linked', async () => {
    const html = (await page('/')).body;
    expect(html).toContain('Mapa de valores');
    expect(html).toContain('data-map="valores"');
    expect(html).toContain('Escala (US$ por m²)');
    expect(html).toContain('Otras localidades');
    expect(html).toMatch(/href="\/barrios\/vicente-lopez"/);
    // Nothing marked on the home's map.
    expect(html).not.toMatch(/<a [^>]*href="\/barrios\/[^"]*"[^>]*aria-current|<a [^>]*aria-current="page"[^>]*href="\/barrios\//);
  });
});
