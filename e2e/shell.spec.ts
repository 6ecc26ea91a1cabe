import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test('serves the SPA at /, a deep link and the Spanish 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/admin/consultas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/esta-pagina-no-existe');
  await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('answers unknown API paths with a JSON 404, not the SPA', async ({ request }) => {
  const response = await request.get('/api/no-existe');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No encontramos lo que buscabas.' } });
});

test('reports the embedded database as healthy', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
});
