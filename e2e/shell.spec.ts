import { expect, expectNoA11yViolations, takeRefusedRequests, test } from './fixtures.ts';

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
