import { expect, test } from './fixtures.ts';

/** 'Menú' at 360 px by touch and keyboard: closes outside, on Escape and after any link, focus back on its button (ADR 102). */
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

test('by touch: an outside tap and the «Precios» anchor close it', async ({ page }) => {
  await page.goto('/parcela');
  const menu = page.locator('header details');
  const button = menu.locator('summary');
  await button.tap();
  await expect(menu).toHaveAttribute('open', '');
  // Below the open menu's panel: a tap on the page.
  await page.touchscreen.tap(40, 700);
  await expect(menu).not.toHaveAttribute('open', '');

  await button.tap();
  await menu.getByRole('link', { name: 'Precios' }).tap();
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(page).toHaveURL(/#precios$/);
  await expect(button).toBeFocused();
  // The price table is in view, not the menu's header.
  await expect(page.locator('#precios')).toBeInViewport();

  await button.tap();
  await menu.getByRole('link', { name: 'Servicios' }).tap();
  await expect(page).toHaveURL(/\/tareas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tareas de Parcela' })).toBeVisible();
});

test('by keyboard: Escape closes it and gives focus back to its button', async ({ page }) => {
  await page.goto('/');
  const menu = page.locator('header details');
  const button = menu.locator('summary');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Inicio' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth === innerWidth)).toBe(true);
});
