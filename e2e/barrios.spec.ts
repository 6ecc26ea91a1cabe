import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

const SIZES = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth === window.innerWidth);

for (const size of SIZES) {
  test.describe(`barrio pages at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('from a card to the barrio page, its content and the calculator with Palermo chosen', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Palermo', exact: true }).getByRole('link', { name: 'Palermo' }).click();
      await expect(page).toHaveURL(/\/barrios\/palermo$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Valor del m² de terreno en Palermo' })).toBeVisible();
      await expect(page.getByText('US$ 690 /m²').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Comentarios de vecinos' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toBeVisible();
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: `test-results/barrio-palermo-${size.name}.png`, fullPage: true });
      await expectNoA11yViolations(page);

      await page.getByRole('link', { name: 'Valuá tu terreno en Palermo' }).click();
      await expect(page).toHaveURL(/\/parcela\?calcular=1&localidad=.+&barrio=.+/);
      await expect(page.getByRole('combobox', { name: 'LOCALIDAD' })).toHaveValue(/.+/);
      await expect(page.getByRole('combobox', { name: 'LOCALIDAD' }).locator('option:checked')).toHaveText('Ciudad de Buenos Aires');
      await expect(page.getByRole('combobox', { name: 'BARRIO' }).locator('option:checked')).toHaveText('Palermo');
      await expectNoA11yViolations(page);
    });

    test('from the map to a barrio page, the barrio marked on its own map', async ({ page }) => {
      await page.goto('/');
      const map = page.locator('svg[data-map="valores"]');
      await expect(map).toBeVisible();
      expect(await noHorizontalScroll(page)).toBe(true);
      await map.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/home-map-${size.name}.png`, fullPage: true });
      const belgrano = map.getByRole('link', { name: /^Belgrano: US\$\s?650 por m²$/ });
      if (size.width >= 1280) {
        await belgrano.click();
      } else {
        // On a phone the table under the map is the list to tap (every row ≥ 44 px tall).
        const row = page.getByRole('table', { name: /Barrios de Ciudad de Buenos Aires/ }).getByRole('link', { name: 'Belgrano' });
        const box = await row.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
        await row.click();
      }
      await expect(page).toHaveURL(/\/barrios\/belgrano$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Valor del m² de terreno en Belgrano' })).toBeVisible();
      await expect(page.locator('svg[data-map="valores"]').getByRole('link', { name: /^Belgrano:/ })).toHaveAttribute('aria-current', 'page');
      // Barrios of other localities are listed beside the map.
      await expect(page.getByRole('table', { name: 'Otras localidades' }).getByRole('link', { name: /Vicente López/ })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });
}

test('an unknown barrio answers the not-found page', async ({ page, consoleErrors }) => {
  const response = await page.goto('/barrios/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos ese barrio' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Ver todos los barrios' })).toBeVisible();
  // Chromium logs the document's own 404; nothing else may be logged (no second request for it).
  expect(consoleErrors).toEqual([expect.stringContaining('status of 404')]);
  consoleErrors.length = 0;
  await expectNoA11yViolations(page);
});

test('a barrio page reads with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/barrios/nunez');
  await expect(page.getByRole('heading', { level: 1, name: 'Valor del m² de terreno en Núñez' })).toBeVisible();
  await expect(page.getByText('US$ 700 /m²').first()).toBeVisible();
  await expect(page.locator('svg[data-map="valores"] a[aria-current="page"]')).toHaveCount(1);
  await context.close();
});
