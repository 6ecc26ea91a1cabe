import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInByApi, test, waitForToastsToGo } from './fixtures.ts';

/** «¿Cuánto te ofrecemos por tu terreno?» (ADR 143): an owner gets an offer and asks to be contacted; the fund sees it and sets the figures. */

const fitsWidth = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
const stamp = Date.now().toString(36);
const owner = { nombre: `Dueña Oferta ${stamp}`, email: `duena.${stamp}@example.com`, telefono: '11 5555-0177' };

async function palermoId(page: Page): Promise<string> {
  const places: Array<{ barrio_id: string; barrio_nombre: string }> = await (await page.request.get('/api/precios')).json();
  const palermo = places.find((p) => p.barrio_nombre === 'Palermo');
  if (!palermo) throw new Error('sin Palermo en /api/precios');
  return palermo.barrio_id;
}

/** One of the three cards, by its heading (the assumptions say «Contado» and «Mixto» too). */
const option = (result: Locator, title: string) =>
  result.getByRole('listitem').filter({ has: result.page().getByRole('heading', { name: title, exact: true }) });

/** Palermo, 260 m² of lot, «No sé» (ADR 143's worked example). */
async function askPalermo(page: Page) {
  const form = page.locator('#oferta');
  await expect(form.getByRole('combobox', { name: /^Barrio/ })).toHaveValue(await palermoId(page));
  await form.getByRole('textbox', { name: /^Superficie del lote/ }).fill('260');
  await form.getByRole('button', { name: 'Ver cuánto me ofrecen' }).click();
}

test('an owner at 360 px gets an offer with «No sé» and asks to be contacted; the request failing once loses nothing', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const barrio = await palermoId(page);
  // Offered from the result page as /terrenos?barrio=<id>#oferta: the section is on screen and its form loads.
  await page.goto(`/terrenos?barrio=${barrio}#oferta`);
  const section = page.locator('#oferta');
  await expect(section.getByRole('heading', { level: 2, name: '¿Cuánto te ofrecemos por tu terreno?' })).toBeVisible();
  await expect(section.getByRole('combobox', { name: /^Localidad/ })).toBeVisible();
  await expect(section.getByRole('option', { name: 'No sé (USAM · altura media)' })).toBeAttached();
  await expect(section.getByText('Si no sabés, usamos la típica de Palermo: USAM · altura media.')).toBeVisible();
  await expectNoA11yViolations(page);

  // Nothing typed: said under each field, in Spanish.
  await section.getByRole('button', { name: 'Ver cuánto me ofrecen' }).click();
  await expect(section.getByText('Indicá la superficie del lote en m² (o su frente y fondo)')).toBeVisible();
  await expect(section.getByRole('textbox', { name: /^Superficie del lote/ })).toBeFocused();

  // The network fails once: a toast, and what was typed stays.
  let failures = 0;
  await page.route('**/api/terrenos/oferta', (route) => (failures++ === 0 ? route.abort() : route.continue()));
  await askPalermo(page);
  await expect(page.locator('[data-sonner-toast]').getByText('No se pudo calcular la oferta')).toBeVisible();
  expect(consoleErrors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
  consoleErrors.length = 0;
  await expect(section.getByRole('textbox', { name: /^Superficie del lote/ })).toHaveValue('260');
  await waitForToastsToGo(page);
  await section.getByRole('button', { name: 'Ver cuánto me ofrecen' }).click();

  const result = section.getByRole('region', { name: 'Tu oferta indicativa' });
  await expect(result.getByRole('heading', { name: 'Tu oferta indicativa' })).toBeFocused();
  await expect(result).toContainText('806 m² vendibles');
  await expect(option(result, 'Contado')).toContainText('US$ 472.719');
  await expect(option(result, 'Permuta')).toContainText('161,2 m²');
  await expect(option(result, 'Mixto')).toContainText('US$ 236.360 + 80,6 m²');
  await expect(result).toContainText('260 m² de lote × 3,1 (USAM · altura media');
  await expect(result).toContainText('Es una estimación indicativa, no una oferta');
  await fitsWidth(page, 360);
  await expectNoA11yViolations(page);

  await result.getByRole('button', { name: 'Quiero que me contacten' }).click();
  await expect(result.getByRole('textbox', { name: /^Nombre/ })).toBeFocused();
  await result.getByRole('textbox', { name: /^Nombre/ }).fill(owner.nombre);
  await result.getByRole('textbox', { name: /^Email/ }).fill(owner.email);
  await result.getByRole('textbox', { name: /^Teléfono/ }).fill(owner.telefono);
  await result.getByRole('button', { name: 'Enviar mis datos' }).click();
  await expect(result.getByRole('heading', { name: '¡Listo! Recibimos tu pedido' })).toBeFocused();
  await fitsWidth(page, 360);
  await expectNoA11yViolations(page);
});

test('the fund at 1280 px sees the lead with its figures, changes the discount, and the public offer follows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page, DEMO.fondo);
  await page.goto('/parcela-admin/dashboard?tab=contactos');
  const row = page.getByRole('row').filter({ hasText: owner.nombre });
  await expect(row).toContainText('Palermo, Ciudad de Buenos Aires');
  await expect(row).toContainText('806 m² estimados');
  await expect(row).toContainText('Contado: US$ 472.719');
  await expect(row).toContainText('Permuta: 161,2 m² (20 %)');
  await expect(row).toContainText('Mixto: US$ 236.360 + 80,6 m²');
  await row.getByText('Supuestos').click();
  await expect(row).toContainText('Contado: 15 % de descuento por pago inmediato.');
  await fitsWidth(page, 1280);
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Oferta' }).click();
  await expect(page).toHaveURL(/tab=oferta/);
  const discount = page.getByRole('textbox', { name: 'Descuento del contado (%)' });
  await expect(discount).toHaveValue('15');
  await expect(page.getByRole('textbox', { name: 'Precio de venta nuevo (US$/m²) en Palermo' })).toBeVisible();
  await fitsWidth(page, 1280);
  await expectNoA11yViolations(page);

  // Out of range: said under the field, nothing saved.
  await discount.fill('75');
  await page.getByRole('button', { name: 'Guardar parámetros' }).click();
  await expect(page.getByText('El descuento debe estar entre 0 y 60 %')).toBeVisible();
  await expect(discount).toBeFocused();
  await discount.fill('20,5');
  await page.getByRole('button', { name: 'Guardar parámetros' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Guardado exitosamente')).toBeVisible();
  await expect(page.getByText(/^Último cambio: demo\.fondo, /)).toBeVisible();
  await expect(discount).toHaveValue('20,5');
  await expectNoA11yViolations(page);

  // The owner's next offer uses it: 556.140 × 79,5 %.
  await page.goto('/terrenos#oferta');
  await page
    .locator('#oferta')
    .getByRole('combobox', { name: /^Localidad/ })
    .selectOption({ label: 'Ciudad de Buenos Aires' });
  await page
    .locator('#oferta')
    .getByRole('combobox', { name: /^Barrio/ })
    .selectOption({ label: 'Palermo' });
  await askPalermo(page);
  const result = page.locator('#oferta').getByRole('region', { name: 'Tu oferta indicativa' });
  await expect(option(result, 'Contado')).toContainText('US$ 442.131');
  await expect(result).toContainText('Contado: 20,5 % de descuento por pago inmediato.');

  // Back to the reference discount, for the specs that follow.
  await page.goto('/parcela-admin/dashboard?tab=oferta');
  await page.getByRole('textbox', { name: 'Descuento del contado (%)' }).fill('15');
  await page.getByRole('button', { name: 'Guardar parámetros' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Guardado exitosamente')).toBeVisible();
});

test('an owner who scrolls to the offer before the page comes to life stays there, and the form loads', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Hold the scripts back: the server's page is on screen and the person scrolls meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // The frame's own goto: the fixture's page.goto waits for hydration, which is held here.
  await page.mainFrame().goto(`${baseURL}/terrenos`, { waitUntil: 'domcontentloaded' });
  const section = page.locator('#oferta');
  await section.scrollIntoViewIfNeeded();
  release();
  // Hydration used to send the page back to its top, out of the section's reach: the form never loaded.
  await expect(section.getByRole('combobox', { name: /^Localidad/ })).toBeVisible();
  await expect(section.getByRole('heading', { level: 2, name: '¿Cuánto te ofrecemos por tu terreno?' })).toBeInViewport();
});
