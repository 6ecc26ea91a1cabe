import { DEMO, expect, expectNoA11yViolations, signInByApi, takeRefusedRequests, test } from './fixtures.ts';

test('serves the SPA at /, a deep link and the Spanish 404 page', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/admin/consultas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Rendered by the server with status 404 (Chromium logs it).
  const missing = await page.goto('/esta-pagina-no-existe');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
  // With the site's header and footer, and the main pages to go on from.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quizás buscabas' }).getByRole('link', { name: 'Propiedades en venta' })).toHaveAttribute(
    'href',
    '/propiedades',
  );
  takeRefusedRequests(consoleErrors, [404]);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('answers unknown API paths with a JSON 404, not the SPA', async ({ request }) => {
  const response = await request.get('/api/no-existe');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No encontramos lo que buscabas.' } });
});

test('reports the embedded database and the local storage as healthy', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(await response.json()).toEqual({ status: 'ok', database: 'pglite', storage: 'local' });
});

test('a button tapped before React has taken the page over acts once it has (ADR 149)', async ({ page }) => {
  await signInByApi(page, DEMO.tareas);
  // The page's scripts are held back: the server-drawn screen is on view and not yet React's.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // The frame's own goto: the fixture's page.goto waits for React, which is the point here.
  await page.mainFrame().goto('/tareas-parcela/dashboard/proyectos', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Nuevo proyecto' }).click();
  await page.getByRole('button', { name: 'Nuevo proyecto' }).click();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  const dialog = page.getByRole('dialog', { name: 'Nuevo proyecto' });
  await expect(dialog).toBeVisible();
  // Tapped twice, opened once: closing it leaves the page as it was.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
