import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Public pages arrive rendered by the server (docs/decisions/008): their content is in the first
 * HTML, React takes it over without a mismatch (a mismatch logs a console error, which fails the
 * test) and without asking again for the data the page embedded.
 */

const PUBLIC_PAGES: Array<[string, string | RegExp]> = [
  ['/', '¿Cuánto vale el m² de terreno en tu barrio?'],
  ['/parcela', '¿Cuánto vale mi terreno?'],
  ['/empresa', 'Construimos el valor de tu terreno'],
  ['/propiedades', 'Propiedades en venta'],
  ['/legal/terminos', 'Términos y condiciones'],
  ['/legal/privacidad', 'Política de privacidad'],
  ['/terrenos', 'Terrenos para invertir'],
  ['/datacenter', 'Data centers de IA en la Patagonia'],
];

/** Opens a page and waits until React has taken it over, listing the API reads it made. */
async function openHydrated(page: Page, path: string): Promise<string[]> {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  return reads;
}

async function createConsulta(page: Page): Promise<{ id: string; barrio_nombre: string }> {
  const baseURL = test.info().project.use.baseURL as string;
  const localidades: Array<{ id: string; nombre: string }> = await (await page.request.get('/api/localidades')).json();
  const caba = localidades.find((l) => l.nombre === 'Ciudad de Buenos Aires');
  const barrios: Array<{ id: string; nombre: string }> = await (await page.request.get(`/api/barrios?localidad_id=${caba?.id}`)).json();
  const palermo = barrios.find((b) => b.nombre === 'Palermo');
  const response = await page.request.post('/api/consultas', {
    data: { localidad_id: caba?.id, barrio_id: palermo?.id, m2_vendibles: 300, ubicacion_calidad: 'Buena' },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

test('every public page hydrates without errors and without reading again what it embedded', async ({ page }) => {
  for (const [path, heading] of PUBLIC_PAGES) {
    const reads = await openHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    expect(reads, `lecturas de la API al abrir ${path}`).toEqual(path === '/propiedades' ? ['/api/me'] : []);
    page.removeAllListeners('request');
  }
});

test('every public page has its title inside <main>, where the skip link lands (axe region)', async ({ page }) => {
  for (const [path, heading] of PUBLIC_PAGES) {
    await openHydrated(page, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
    const results = await new AxeBuilder({ page }).withRules(['region', 'landmark-one-main', 'skip-link']).analyze();
    expect(
      results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      'contenido fuera de las regiones',
    ).toEqual([]);
  }
  // The skip link passes the header: the next Tab reaches the hero's first link, not the menu.
  await openHydrated(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#contenido$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: 'Calcular el valor de mi terreno' })).toBeFocused();
});

test('/ stays interactive: the comments dialog opens', async ({ page }) => {
  await openHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 3, name: 'Palermo' })).toBeVisible();
  await page.getByRole('button', { name: 'Comentarios de Palermo' }).click();
  await expect(page.getByRole('dialog', { name: 'Comentarios de Palermo' })).toBeVisible();
});

test('/parcela stays interactive: the calculator opens', async ({ page }) => {
  await openHydrated(page, '/parcela');
  await expect(page.getByRole('cell', { name: 'Palermo', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Calcular Valor' }).click();
  await expect(page.getByLabel('LOCALIDAD')).toBeVisible();
});

test('/empresa stays interactive: the carousel moves, and a picture downloads only when its slide is seen', async ({ page }) => {
  await openHydrated(page, '/empresa');
  const carousel = page.getByRole('group', { name: 'Propiedades en Venta' });
  const pictures = carousel.locator('img');
  await expect(carousel.getByRole('button', { name: 'Ir a imagen 1' })).toHaveAttribute('aria-current', 'true');
  // Only the first slide has its picture (the others download when they come into view).
  await expect(pictures).toHaveCount(1);
  await carousel.getByRole('button', { name: 'Siguiente' }).click();
  await expect(carousel.getByRole('button', { name: 'Ir a imagen 2' })).toHaveAttribute('aria-current', 'true');
  await expect(pictures).toHaveCount(2);
  const second = carousel.locator('[aria-roledescription="diapositiva"]:not([aria-hidden]) img');
  await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The slides are a native scroller (ADR 018): a swipe (here a horizontal wheel) moves them, and the dots follow.
  const slides = carousel.locator('[tabindex="0"]');
  await slides.hover();
  await page.mouse.wheel(-2000, 0);
  await expect(carousel.getByRole('button', { name: 'Ir a imagen 1' })).toHaveAttribute('aria-current', 'true');
  // The slides are the carousel's keyboard stop, with a ring around them (the pictures covered one drawn
  // on the slides); End goes to the last, ArrowRight from there wraps to the first.
  await carousel.getByRole('button', { name: 'Ir a imagen 3' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(slides).toBeFocused();
  await expect(slides.locator('..')).toHaveCSS('outline-style', 'solid');
  await expect(slides.locator('..')).toHaveCSS('outline-color', 'rgb(23, 108, 86)');
  await page.keyboard.press('End');
  await expect(carousel.getByRole('button', { name: 'Ir a imagen 3' })).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByText('Imagen 3 de 3:')).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByRole('button', { name: 'Ir a imagen 1' })).toHaveAttribute('aria-current', 'true');
  // A second click while the first one's smooth scroll is under way replaces it.
  const next = carousel.getByRole('button', { name: 'Siguiente' });
  await next.click();
  await next.click();
  await expect(carousel.getByRole('button', { name: 'Ir a imagen 3' })).toHaveAttribute('aria-current', 'true');
  await expect(carousel.locator('[aria-roledescription="diapositiva"]:not([aria-hidden])')).toHaveAttribute('aria-label', '3 de 3');
});

test('/resultado/:id hydrates with its figures; an unknown one is the not-found state with 404', async ({ page, consoleErrors }) => {
  const consulta = await createConsulta(page);
  const reads = await openHydrated(page, `/resultado/${consulta.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terreno en Palermo, Ciudad de Buenos Aires' })).toBeVisible();
  await expect(page).toHaveTitle('Valuación de terreno en Palermo · Parcela');
  expect(reads).toEqual([]);

  const missing = await page.goto('/resultado/7f1c1d2e-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Consulta no encontrada' })).toBeVisible();
  // Chromium logs the document's own 404; nothing else may be logged.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 404')]);
  consoleErrors.length = 0;
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages still show their content', async ({ page }) => {
    await page.goto('/');
    // Palermo's card with its value (the map's table beside it repeats the value).
    const palermo = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: 'Palermo' }) });
    await expect(palermo.getByText('US$ 690 /m²')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Barrios de Ciudad de Buenos Aires' }).getByRole('row', { name: /Palermo/ })).toContainText('US$ 690 /m²');
    // ADR 101: controls that need scripts are hidden and one line says so; «Ver propiedades» is a link that works.
    // (Playwright's text matching skips <noscript>, where the note lives.)
    const note = page.locator('noscript p');
    await expect(note).toBeVisible();
    expect(await note.textContent()).toBe('La guía, la bitácora, las herramientas y los comentarios de cada barrio necesitan JavaScript.');
    for (const name of ['Bitácora', 'Comentarios de Palermo']) {
      const control = page.getByRole('button', { name, includeHidden: true });
      await expect(control).toBeAttached();
      await expect(control).toBeHidden();
    }
    await page.getByRole('link', { name: 'Ver propiedades' }).click();
    await expect(page).toHaveURL(/\/propiedades$/);
    await expect(page.getByRole('heading', { name: 'Lote en Villa Crespo' })).toBeVisible();
    await page.goto('/parcela');
    await expect(page.getByRole('cell', { name: 'Palermo', exact: true })).toBeVisible();
    await page.goto('/empresa');
    await expect(page.getByRole('heading', { name: 'Desarrollos inmobiliarios' })).toBeVisible();
    await page.goto('/terrenos');
    await expect(page.getByRole('heading', { level: 3, name: 'Esquina en Vicente López' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Inversión completada' }).first()).toBeVisible();
    await page.goto('/datacenter');
    await expect(page.getByRole('heading', { level: 1, name: 'Data centers de IA en la Patagonia' })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Potencia' })).toHaveValue('500');
    // The typed power is a GET form the server draws (ADR 101), read the Argentine way.
    await page.getByRole('textbox', { name: 'Potencia en kW (escribila)' }).fill('150.000');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect(page).toHaveURL(/\/datacenter\?potencia=150\.000#calculadora$/);
    await expect(page.getByRole('slider', { name: 'Potencia' })).toHaveValue('150000');
    await expect(page.locator('#calculadora dl').getByText('Superficie').locator('..')).toContainText('30.000 m²');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });
});

/**
 * A rendered page carries only the rules its markup uses (docs/decisions/018): drawn with them
 * alone (the whole stylesheet refused), each public page must look exactly as with the whole sheet,
 * at a phone's width and a desktop's.
 */
test.describe('the critical rules', () => {
  test.use({ javaScriptEnabled: false });

  test('draw every public page exactly as the whole stylesheet does, at 360 and 1280 px', async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    const consulta = await createConsulta(page);
    const paths = [
      ...PUBLIC_PAGES.map(([path]) => path),
      '/tareas',
      '/solicitudes-internas',
      '/tareas-parcela/nueva-tarea',
      `/resultado/${consulta.id}`,
      '/no-existe',
    ];
    const screenshot = async (path: string, width: number, wholeSheet: boolean) => {
      await page.setViewportSize({ width, height: 900 });
      await (wholeSheet ? page.unroute('**/*.css') : page.route('**/*.css', (route) => route.abort()));
      await page.goto(path, { waitUntil: 'networkidle' });
      // Pictures decode off the main thread: wait for them, or a screenshot may catch one undrawn.
      await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
      return page.screenshot({ fullPage: true });
    };
    for (const width of [360, 1280]) {
      for (const path of paths) {
        const whole = await screenshot(path, width, true);
        const critical = await screenshot(path, width, false);
        expect(critical.equals(whole), `${path} a ${width} px solo con sus reglas críticas`).toBe(true);
      }
    }
    // The refused stylesheets and the 404 page's own status are the only errors logged.
    expect(consoleErrors.filter((e) => !/net::ERR_FAILED|status of 404/.test(e))).toEqual([]);
    consoleErrors.length = 0;
  });
});

test('a stylesheet that fails to arrive once is asked for again', async ({ page, consoleErrors }) => {
  let refused = 0;
  await page.route('**/assets/*.css', (route) => (refused++ === 0 ? route.abort() : route.continue()));
  await openHydrated(page, '/');
  // A refused sheet is in document.styleSheets too, but its rules cannot be read.
  const loaded = () =>
    page.evaluate(
      () =>
        [...document.styleSheets].filter((sheet) => {
          try {
            return Boolean(sheet.href?.endsWith('.css')) && sheet.cssRules.length > 0;
          } catch {
            return false;
          }
        }).length,
    );
  await expect.poll(loaded, { timeout: 5_000 }).toBe(1);
  expect(refused).toBe(2);
  // The refused link is gone: one stylesheet element, the one that arrived.
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
  // What opens later is drawn with it: the comments dialog sits in view, over its overlay.
  await page.getByRole('button', { name: 'Comentarios de Palermo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comentarios de Palermo' });
  await expect(dialog).toBeInViewport();
  await expect(dialog).toHaveCSS('position', 'fixed');
  expect(consoleErrors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
  consoleErrors.length = 0;
});

test('the whole stylesheet arrives after the first paint, for what opens later', async ({ page }) => {
  await openHydrated(page, '/parcela');
  const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => ({ href: sheet.href, rules: sheet.cssRules.length })));
  expect(sheets).toEqual([
    { href: null, rules: expect.any(Number) },
    { href: expect.stringMatching(/\/assets\/index-[\w-]+\.css$/), rules: expect.any(Number) },
  ]);
  const [critical, whole] = sheets.map((sheet) => sheet.rules);
  expect(whole).toBeGreaterThan(critical ?? Number.POSITIVE_INFINITY);
});
