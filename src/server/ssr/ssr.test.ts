import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRM_SERVICES } from '../../domain/firm/firm.ts';
import { formatValuePerM2 } from '../../domain/neighbourhood/format.ts';
import { formatNumber, formatUsd } from '../../domain/shared/money.ts';
import { VALUATION_MESSAGES } from '../../domain/valuation/valuation.ts';
import { barrios, localidades } from '../platform/db/schema/index.ts';
import { seedDemoContent } from '../seed/demo.ts';
import { DEMO_CAROUSEL_ITEMS, seedDemoCarousel } from '../seed/demo-carousel.ts';
import { builtWebDir } from '../test/built-web.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';
import { BOOT_SCRIPT } from './boot-script.ts';

/**
 * The public pages as a visitor without JavaScript gets them: plain requests to the app built
 * with the web renderer (`npm run build`, or WEB_DIR pointing at a `vite build --outDir` folder).
 */
const webDir = builtWebDir();

let t: TestApp;
let consulta: { id: string; barrio_nombre: string; m2_vendibles: number; valor_mercado_usd: number };

const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });

beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: webDir });
  await seedDemoContent(t.database.db);
  await seedDemoCarousel(t.database.db, t.app.storage);
  const db = t.database.db;
  const caba = (await db.select().from(localidades)).find((l) => l.nombre === 'Ciudad de Buenos Aires')?.id;
  const palermo = (await db.select().from(barrios)).find((b) => b.nombre === 'Palermo')?.id;
  const created = await t.request({
    method: 'POST',
    url: '/api/consultas',
    payload: { localidad_id: caba, barrio_id: palermo, m2_vendibles: 250, ubicacion_calidad: 'Buena' },
  });
  expect(created.statusCode).toBe(201);
  consulta = created.json();
});
afterAll(() => t.close());

describe('public pages rendered on the server', () => {
  it('/ holds the barrio cards with their values, its head and the embedded data', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="es-AR">');
    expect(html).toMatch(/<h3 class="text-lg font-semibold"><a [^>]*href="\/barrios\/palermo"[^>]*>Palermo<\/a><\/h3>/);
    expect(html).toContain(formatValuePerM2(690));
    expect(html).toContain('<title>Valores de terrenos por barrio · Parcela</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/" />`);
    expect(html).toContain('<meta property="og:title" content="Valores de terrenos por barrio · Parcela" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('"@type":"RealEstateAgent"');
    expect(html).toContain('"addressLocality":"Ramos Mejía"');
    expect(html).toMatch(/<script type="application\/json" id="ssr-state">\{.*"valores-barrios"/);
    // The page works without JavaScript: no "needs JavaScript" note.
    expect(html).not.toContain('necesita JavaScript');
    // No script is asked for before the first paint; the boot script then loads the entry and preloads
    // the chunks of the page's route modules beside it (docs/decisions/017).
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const { modules } = JSON.parse(html.match(/<script type="application\/json" id="ssr-modules">(.*?)<\/script>/)?.[1] ?? '{}') as { modules: string[] };
    expect(modules[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/home-page-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/app-layout-[\w-]+\.js$/)]),
    );
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script>`);
  });

  it('/parcela holds the price table', async () => {
    const html = (await page('/parcela')).body;
    expect(html).toContain('<title>Cuánto vale mi terreno · Parcela</title>');
    expect(html).toMatch(/<td[^>]*><a [^>]*href="\/barrios\/palermo"[^>]*>Palermo<\/a><\/td>/);
    expect(html).toContain('Villa Crespo');
    expect(html).toContain('"valuation","precios"');
  });

  it('/empresa holds the services and the first slide of each carousel', async () => {
    const html = (await page('/empresa')).body;
    for (const service of FIRM_SERVICES) expect(html).toContain(service.titulo);
    for (const tipo of ['propiedades', 'trabajos'] as const) {
      const first = DEMO_CAROUSEL_ITEMS.find((item) => item.tipo === tipo);
      expect(html).toContain(`>${first?.titulo}</h3>`);
    }
    expect(html).toContain('"@type":"RealEstateAgent"');
  });

  it('/propiedades holds the published listings, as offers too', async () => {
    const html = (await page('/propiedades')).body;
    expect(html).toContain('Lote en Villa Crespo');
    expect(html).toContain('"@type":"ItemList"');
    expect(html).toContain('"name":"Lote en Villa Crespo"');
  });

  it('the legal pages are rendered too', async () => {
    expect((await page('/legal/terminos')).body).toMatch(/<h1[^>]*>Términos y condiciones<\/h1>/);
    expect((await page('/legal/privacidad')).body).toContain('Ley 25.326');
  });

  it('/resultado/:id holds the figures and a share card naming the barrio, the m² and the value', async () => {
    const response = await page(`/resultado/${consulta.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const value = formatUsd(consulta.valor_mercado_usd);
    expect(html).toContain('Terreno en <!-- -->Palermo');
    expect(html).toContain(value);
    expect(html).toContain('<title>Valuación de terreno en Palermo · Parcela</title>');
    expect(html).toContain(
      `<meta property="og:description" content="Valor de mercado estimado ${value} para ${formatNumber(consulta.m2_vendibles)} m² vendibles en Palermo, Ciudad de Buenos Aires." />`,
    );
    expect(html).toContain(`<meta property="og:image" content="${TEST_ORIGIN}/og/resultado/${consulta.id}.png" />`);
  });

  it("an unknown or malformed consulta id renders the result page's not-found state with 404", async () => {
    for (const url of ['/resultado/7f1c1d2e-0000-4000-8000-000000000000', '/resultado/garbage']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(VALUATION_MESSAGES.notFound);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('an unknown address renders the Spanish 404 page with 404', async () => {
    const response = await page('/no-existe/para-nada');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('No encontramos esta página');
    expect(response.body).toContain('<title>Página no encontrada · Parcela</title>');
    // The site's header and footer around it, and the main pages to go on from.
    expect(response.body).toMatch(/<header[^>]*>[\s\S]*<\/header>[\s\S]*No encontramos esta página[\s\S]*<footer/);
    expect(response.body).toContain('Quizás buscabas');
    expect(response.body).toContain('href="/propiedades"');
  });

  it('the properties access page is drawn by the server, out of search, its forms off until the scripts run', async () => {
    const response = await page('/propiedades/acceso');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Plataforma de propiedades');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    // No password can be typed, let alone sent by the browser, before React handles the form.
    expect(response.body).toMatch(/<fieldset disabled=""[^>]*data-needs-script/);
    expect(response.body).toContain('href="/propiedades"');
  });

  it('every staff login is drawn by the server: its heading and fields, out of search, the form off until the scripts run (ADR 145)', async () => {
    const logins = [
      { url: '/admin', title: 'Administración', heading: 'Administración de Parcela', field: 'type="email"' },
      { url: '/crm-login', title: 'CRM: acceso', heading: 'CRM de solicitudes', field: 'autoCapitalize="none"' },
      { url: '/parcela-admin', title: 'Fondo de tierras', heading: 'Fondo de tierras', field: 'autoCapitalize="none"' },
      { url: '/tareas-parcela/login', title: 'Tareas de Parcela: acceso', heading: 'Acceso a obras', field: 'autoCapitalize="none"' },
    ];
    for (const { url, title, heading, field } of logins) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const html = response.body;
      expect(html, url).not.toContain('<div id="root"><!--ssr-outlet--></div>');
      expect(html, url).toContain('id="ssr-state"');
      expect(html, url).toContain(`<title>${title} · Parcela</title>`);
      expect(html, url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
      expect(html, url).toContain(field);
      expect(html, url).toContain('type="password"');
      // No password can be typed, let alone sent by the browser as a GET, before React handles the form.
      expect(html, url).toMatch(/<div data-needs-script="">[\s\S]*<form noValidate=""><fieldset disabled=""/);
      expect(html, url).toContain('Para ingresar necesitás JavaScript activado');
    }
    // Still disallowed with the rest of the staff areas, and not in the sitemap.
    const robots = (await t.request({ method: 'GET', url: '/robots.txt' })).body.split('\n');
    for (const path of ['/admin', '/crm-login', '/parcela-admin', '/tareas-parcela/login']) expect(robots).toContain(`Disallow: ${path}`);
    expect((await t.request({ method: 'GET', url: '/sitemap.xml' })).body).not.toMatch(/crm-login|parcela-admin|\/login/);
  });

  it('staff areas get the client-rendered shell', async () => {
    const response = await page('/admin/consultas');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><!--ssr-outlet--></div>');
    expect(response.body).not.toContain('id="ssr-state"');
  });

  it('a write through the API shows on the next render, and embedded text cannot close its script', async () => {
    expect((await page('/legal/terminos')).body).not.toContain('Texto legal nuevo');
    const admin = await t.signInAs(['admin']);
    const hostile = 'Texto legal nuevo </script><script>alert(1)</script> <!--';
    const saved = await t.request({ method: 'PUT', url: '/api/admin/configuracion/texto_legal', cookie: admin, payload: { valor: hostile } });
    expect(saved.statusCode).toBe(200);
    const html = (await page('/legal/terminos')).body;
    expect(html).toContain('Texto legal nuevo &lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Texto legal nuevo \\u003c/script>\\u003cscript>alert(1)\\u003c/script> \\u003c!--');
  });
});

describe('kept pages and the changes that drop them (ADR 091)', () => {
  it('a valuation or a sign-in leaves the kept pages alone; a barrio edited by staff drops the pages that show it', async () => {
    const db = t.database.db;
    const palermo = (await db.select().from(barrios)).find((b) => b.nombre === 'Palermo');
    if (!palermo) throw new Error('sin Palermo');
    const before = formatValuePerM2(palermo.valorIncidenciaUsdM2);
    expect((await page('/')).body).toContain(before);
    expect((await page('/parcela')).body).toContain(formatNumber(palermo.valorIncidenciaUsdM2));
    // Changed behind the services' back: only a kept page would still show the old value.
    await db.update(barrios).set({ valorIncidenciaUsdM2: 1111 }).where(eq(barrios.id, palermo.id));
    const valuation = await t.request({
      method: 'POST',
      url: '/api/consultas',
      payload: { localidad_id: palermo.localidadId, barrio_id: palermo.id, m2_vendibles: 100, ubicacion_calidad: 'Buena' },
    });
    expect(valuation.statusCode).toBe(201);
    await t.signInAs(['tareas_admin']);
    expect((await page('/')).body).toContain(before);
    expect((await page('/')).body).not.toContain(formatValuePerM2(1111));

    const admin = await t.signInAs(['admin']);
    const edited = await t.request({ method: 'PATCH', url: `/api/admin/barrios/${palermo.id}`, cookie: admin, payload: { valor_incidencia_usd_m2: '1.234' } });
    expect(edited.statusCode).toBe(200);
    expect((await page('/')).body).toContain(formatValuePerM2(1234));
    expect((await page('/parcela')).body).toContain(formatNumber(1234));
    // The API's own price table follows at once too (one valuation service, compose.ts).
    const precios = (await t.request({ method: 'GET', url: '/api/precios' })).json() as Array<{ barrio_nombre?: string; valor_incidencia_usd_m2?: number }>;
    expect(JSON.stringify(precios)).toContain('1234');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is text that keeps staff areas and the API out and names the sitemap', async () => {
    const response = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    for (const path of ['/api/', '/admin', '/parcela/admin', '/propiedades/gestion', '/tareas-parcela/dashboard', '/crm-dashboard'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /admin/consultas');
    expect(lines).not.toContain('Disallow: /parcela');
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('the internal request form is rendered but kept out of the sitemap and search results', async () => {
    const page = await t.request({ method: 'GET', url: '/solicitudes-internas' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    const sitemap = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/solicitudes-internas');
  });

  it('the new-task form and a result are noindex; /tareas-parcela names /tareas as its canonical (ADR 102)', async () => {
    for (const url of ['/tareas-parcela/nueva-tarea', `/resultado/${consulta.id}`]) {
      expect((await t.request({ method: 'GET', url })).body).toContain('<meta name="robots" content="noindex" />');
    }
    for (const url of ['/tareas', '/tareas-parcela']) {
      expect((await t.request({ method: 'GET', url })).body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/tareas" />`);
    }
  });

  it('sitemap.xml lists the public pages with absolute addresses', async () => {
    const response = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      [
        '/',
        '/datacenter',
        '/empresa',
        '/legal/privacidad',
        '/legal/terminos',
        '/parcela',
        '/propiedades',
        '/tareas',
        '/terrenos',
        // Every active barrio's page (ADR 107).
        ...['belgrano', 'chacarita', 'coghlan', 'nunez', 'palermo', 'villa-crespo', 'vicente-lopez'].map((slug) => `/barrios/${slug}`),
      ]
        .map((p) => `${TEST_ORIGIN}${p}`)
        .sort(),
    );
  });
});

describe('share cards', () => {
  it('a valuation has a 1200×630 PNG card, cached for good; an unknown one is a 404', async () => {
    const response = await t.request({ method: 'GET', url: `/og/resultado/${consulta.id}.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    for (const url of ['/og/resultado/7f1c1d2e-0000-4000-8000-000000000000.png', '/og/resultado/garbage.png', `/og/resultado/${consulta.id}`]) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('every other page shares the site card', async () => {
    const response = await t.request({ method: 'GET', url: '/og/sitio.png' });
    const meta = await sharp(response.rawPayload).metadata();
    expect([response.statusCode, meta.format, meta.width, meta.height]).toEqual([200, 'png', 1200, 630]);
    expect((await page('/parcela')).body).toContain(`<meta property="og:image" content="${TEST_ORIGIN}/og/sitio.png" />`);
  });
});
