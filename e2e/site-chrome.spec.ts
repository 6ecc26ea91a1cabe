import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

/** One header and one footer on every public page; every header link works from every page. */
const NAV = [
  ['Inicio', '/'],
  ['Valuá tu terreno', '/parcela'],
  ['Precios', '/parcela#precios'],
  ['Propiedades', '/propiedades'],
  ['La empresa', '/empresa'],
  ['Terrenos', '/terrenos'],
  ['Data center', '/datacenter'],
] as const;

async function consultaPath(page: Page): Promise<string> {
  const request = page.request;
  const localidades = (await (await request.get('/api/localidades')).json()) as { id: string; nombre: string }[];
  const caba = localidades.find((l) => l.nombre === 'Ciudad de Buenos Aires')?.id ?? '';
  const barrios = (await (await request.get(`/api/barrios?localidad_id=${caba}`)).json()) as { id: string }[];
  const created = await request.post('/api/consultas', {
    data: { localidad_id: caba, barrio_id: barrios[0]?.id, m2_vendibles: 200, ubicacion_calidad: 'Buena' },
    headers: { origin: test.info().project.use.baseURL ?? '' },
  });
  expect(created.status()).toBe(201);
  return `/resultado/${((await created.json()) as { id: string }).id}`;
}

/** The header's navigation, opening 'Menú' first on a phone. */
async function headerNav(page: Page, width: number) {
  if (width < 768) {
    const menu = page.getByRole('banner').getByText('Menú', { exact: true });
    await menu.click();
  }
  return page.getByRole('banner').getByRole('navigation', { name: 'Principal' });
}

for (const width of [360, 1280]) {
  test(`at ${width} px every public page has the site's header and footer, and their links go where they say`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const pages = ['/', '/parcela', await consultaPath(page), '/empresa', '/propiedades', '/legal/terminos', '/legal/privacidad', '/terrenos', '/datacenter'];
    for (const path of pages) {
      await page.goto(path);
      const nav = await headerNav(page, width);
      for (const [name, href] of NAV) await expect(nav.getByRole('link', { name, exact: true }), `${name} en ${path}`).toHaveAttribute('href', href);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('Vicente López')).toBeVisible();
      await expect(footer.getByText('Ramos Mejía')).toBeVisible();
      await expect(footer.getByRole('link', { name: /@/ })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Términos y condiciones' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
      await expect(footer.getByRole('navigation', { name: 'Sitio' }).getByRole('link', { name: 'La empresa' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} sin desborde`).toBeLessThanOrEqual(width);
      if (path === '/' || path === '/legal/terminos') await expectNoA11yViolations(page);
    }
  });

  test(`at ${width} px 'Precios' leads to the price table from a result and a legal page; 'La empresa' is reachable`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    for (const from of [await consultaPath(page), '/legal/privacidad']) {
      await page.goto(from);
      await (await headerNav(page, width)).getByRole('link', { name: 'Precios', exact: true }).click();
      await expect(page).toHaveURL(/\/parcela#precios$/);
      await expect(page.getByRole('heading', { name: /precios/i }).first()).toBeInViewport();
    }
    await page.goto('/parcela');
    await (await headerNav(page, width)).getByRole('link', { name: 'La empresa', exact: true }).click();
    await expect(page).toHaveURL(/\/empresa$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Construimos el valor de tu terreno' })).toBeVisible();
  });
}

test('a navigation in the browser names the tab from the page handle the server uses (one source)', async ({ page }) => {
  // The title each page's <head> carries when the server renders it, read without JavaScript's help.
  const titles = new Map<string, string>();
  for (const [, href] of NAV) {
    const path = href.split('#')[0] ?? '/';
    const html = await (await page.request.get(path)).text();
    titles.set(path, (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&'));
  }
  await page.goto('/legal/terminos');
  for (const [name, href] of NAV) {
    const path = href.split('#')[0] ?? '/';
    if (path === new URL(page.url()).pathname) continue;
    await (await headerNav(page, 1280)).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}`));
    await expect(page, `${name}: el título de ${path}`).toHaveTitle(titles.get(path) ?? '');
  }
});
