import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, takeRefusedRequests, test, waitForToastsToGo } from './fixtures.ts';

/** The land fund (ADR 050): /datacenter, /terrenos with a land owner's inquiry, and the fund admin /parcela-admin. */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const fitsWidth = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

async function signInFund(page: Page): Promise<void> {
  await page.goto('/parcela-admin');
  await page.getByLabel('Usuario').fill(DEMO.fondo.username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO.fondo.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/parcela-admin\/dashboard$/);
}

const plotCard = (page: Page, titulo: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: titulo, exact: true }) });
const plotTitles = (page: Page) => page.getByRole('list', { name: 'Terrenos por orden' }).getByRole('heading', { level: 3 }).allTextContents();

test('/datacenter at 360 px: the slider works with the keyboard and its maximum is the full capacity', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await page.getByRole('button', { name: /Herramientas/ }).click();
  await page.getByRole('menuitem', { name: 'Calculadora de data centers' }).click();
  await expect(page).toHaveURL(/\/datacenter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Data centers de IA en la Patagonia' })).toBeVisible();
  await expectNoA11yViolations(page);

  const slider = page.getByRole('slider', { name: 'Potencia' });
  await expect(slider).toHaveValue('500');
  await expect(slider).toHaveAttribute('aria-valuetext', '500 kW');
  const results = page.locator('#calculadora dl');
  await expect(results).toContainText('100 m²');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '1.000 kW');
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('375000');
  await expect(slider).toHaveAttribute('aria-valuetext', '375.000 kW');
  await expect(results.getByText('Galpones').locator('..')).toContainText('25');
  await expect(results.getByText('Superficie').locator('..')).toContainText('75.000 m²');
  // The price is monthly (ADR 101).
  await expect(page.getByText('US$ 250.000 por mes', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Quiero reservar capacidad/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*375\.000%20kW/);
  // The typed entry beside the slider follows it, and a power typed the Argentine way moves it.
  const typed = page.getByRole('textbox', { name: 'Potencia en kW (escribila)' });
  await expect(typed).toHaveValue('375.000');
  await typed.fill('1.500');
  await expect(slider).toHaveValue('1500');
  await expect(slider).toHaveAttribute('aria-valuetext', '1.500 kW');
  await expect(results.getByText('Superficie').locator('..')).toContainText('300 m²');
  await expect(page.getByRole('link', { name: /Invertí en tierra/ })).toHaveAttribute('href', '/terrenos');
  await expect(page.getByRole('link', { name: /Cuánto vale tu terreno/ })).toHaveAttribute('href', '/parcela');
  await fitsWidth(page, 360);

  // Opened directly it arrives rendered, and hydration reads nothing again.
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(new URL(request.url()).pathname);
  });
  await page.goto('/datacenter');
  await expect(page.getByRole('slider', { name: 'Potencia' })).toHaveValue('500');
  expect(reads).toEqual([]);
});

test('a land owner sends an inquiry with a PDF on /terrenos at 360 px; the fund sees it with the badge and downloads the file', async ({
  page,
  consoleErrors,
}) => {
  const nombre = `Propietaria ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 360, height: 780 });
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(new URL(request.url()).pathname);
  });
  await page.goto('/terrenos');
  await expect(page.getByRole('heading', { level: 1, name: 'Terrenos para invertir' })).toBeVisible();
  // Rendered on the server with the plots: hydration asks for nothing again.
  expect(reads).toEqual([]);
  await expect(page.getByRole('heading', { level: 3, name: 'Esquina en Vicente López' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Inversión completada' }).first()).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(page.getByText('La ubicación del terreno es obligatoria')).toBeVisible();
  await expect(page.getByLabel('Nombre')).toBeFocused();
  await expectNoA11yViolations(page);

  await page.getByLabel('Nombre').fill(nombre);
  await page.getByLabel('Email').fill('propietaria@example.com');
  await page.getByLabel('Teléfono').fill('011 15 5555-0199');
  await page.getByLabel('Ubicación del terreno').fill('Av. Cabildo 4200, Núñez');
  // ADR 024: «1.200» m² typed the Argentine way is twelve hundred (it was stored as 1,2).
  await page.getByLabel('M² vendibles estimados').fill('1,2,3');
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByText(/^No entendemos «1,2,3» como número/)).toBeVisible();
  await expect(page.getByLabel('M² vendibles estimados')).toBeFocused();
  await page.getByLabel('M² vendibles estimados').fill('1200 m2');
  await expect(page.getByText('= 1.200 m²')).toBeVisible();
  await page.getByLabel('M² vendibles estimados').fill('1.200');
  await page.getByLabel('¿Tenés prefactibilidad?').check();
  // An HTML file named .pdf is refused by its content (415), under the file field.
  await page
    .getByLabel('Archivo de prefactibilidad')
    .setInputFiles({ name: 'informe.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><p>no</p>') });
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByText('El archivo de prefactibilidad debe ser un PDF o una imagen (JPG, PNG o WebP).')).toBeVisible();
  takeRefusedRequests(consoleErrors, [415]);

  await page.getByLabel('Archivo de prefactibilidad').setInputFiles({ name: 'Prefactibilidad Núñez.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByRole('heading', { name: '¡Recibimos tu consulta!' })).toBeFocused();
  await fitsWidth(page, 360);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInFund(page);
  await page.getByRole('tab', { name: /^Contactos \(\d+\)$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Contactos \(\d+\)$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: nombre });
  await expect(row).toContainText('Av. Cabildo 4200, Núñez');
  await expect(row).toContainText('1.200 m² estimados');
  await expect(row.getByText('Con prefactibilidad')).toBeVisible();
  // Newest first.
  await expect(page.getByRole('row').nth(1)).toContainText(nombre);
  await expect(row.getByRole('link', { name: /Enviar mensaje/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5491155550199\?text=Hola%20Propietaria.*Av\.%20Cabildo%204200%2C%20N%C3%BA%C3%B1ez/,
  );
  await expectNoA11yViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /Descargar/ }).click()]);
  expect(download.suggestedFilename()).toBe('Prefactibilidad-Nunez.pdf');
  expect(readFileSync(await download.path()).equals(PDF)).toBe(true);
});

test('the fund admin: wrong logins refused, then create, edit, reorder with the keyboard, hide and delete a plot; sign out to /parcela', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/parcela-admin/dashboard');
  await expect(page).toHaveURL(/\/parcela-admin$/);
  await expect(page.getByRole('link', { name: /Volver a Parcela/ })).toHaveAttribute('href', '/parcela');
  await expectNoA11yViolations(page);
  for (const [username, password] of [
    [DEMO.fondo.username, 'Clave-Equivocada-2026'],
    [DEMO.crm.username, DEMO.crm.password],
  ] as const) {
    await page.getByLabel('Usuario').fill(username);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Usuario o contraseña incorrectos')).toBeVisible();
    await expect(page.getByText('Error de autenticación')).toBeVisible();
    await expect(page).toHaveURL(/\/parcela-admin$/);
  }
  takeRefusedRequests(consoleErrors, [401]);

  await page.getByLabel('Usuario').fill(DEMO.fondo.username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO.fondo.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/parcela-admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fondo de tierras' })).toBeVisible();
  await expect(plotCard(page, 'Esquina en Vicente López')).toBeVisible();
  await expectNoA11yViolations(page);
  await fitsWidth(page, 360);

  // Create: the spec's validation under the field, then saved at the end.
  const titulo = `Lote E2E ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nuevo Terreno' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Terreno' });
  await expect(dialog.getByLabel('Estado')).toHaveValue('Prospección');
  await dialog.getByLabel('Título').fill(titulo);
  await dialog.getByLabel('Ubicación').fill('Av. del Libertador 5000, Núñez');
  // ADR 024: «1.250.000» typed the Argentine way (the form refused it); «2100000» is echoed as read.
  await dialog.getByLabel('Valor del terreno (USD)').fill('1.250.000');
  await dialog.getByLabel('Inversión total necesaria (USD)').fill('2100000');
  await expect(dialog.getByText('= 2.100.000', { exact: true })).toBeVisible();
  await dialog.getByLabel('Inversión completa (%)').fill('101');
  await dialog.getByLabel('Cantidad de inversores').fill('1,5');
  await dialog.getByLabel('M² vendibles').fill('1800');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El porcentaje debe estar entre 0 y 100')).toBeVisible();
  await expect(dialog.getByText('Leímos «1,5» como 1,5, con decimales: escribí un número entero, por ejemplo 1.250.')).toBeVisible();
  await expect(dialog.getByLabel('Cantidad de inversores')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Inversión completa (%)').fill('40');
  await dialog.getByLabel('Cantidad de inversores').fill('7');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Guardado exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(plotCard(page, titulo)).toContainText('US$ 1.250.000');
  await expect(plotCard(page, titulo)).toContainText('US$ 2.100.000');
  await expect(plotCard(page, titulo)).toContainText('40%');
  expect((await plotTitles(page)).at(-1)).toBe(titulo);

  // Edit (the saved and the earlier sign-in toasts cover the last card's buttons at 360 px until they go).
  await waitForToastsToGo(page);
  await plotCard(page, titulo)
    .getByRole('button', { name: `Editar ${titulo}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar terreno' });
  // Stored values come back the way they are typed.
  await expect(edit.getByLabel('Valor del terreno (USD)')).toHaveValue('1.250.000');
  await expect(edit.getByLabel('Inversión total necesaria (USD)')).toHaveValue('2.100.000');
  await expect(edit.getByLabel('M² vendibles')).toHaveValue('1.800');
  await edit.getByLabel('Estado').selectOption('En negociación');
  await edit.getByLabel('Cantidad de inversores').fill('12');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(plotCard(page, titulo)).toContainText('En negociación');
  await expect(plotCard(page, titulo)).toContainText('12');

  // Reorder with the keyboard: the focus stays on the moved plot's button.
  const before = await plotTitles(page);
  const up = plotCard(page, titulo).getByRole('button', { name: `Subir ${titulo}` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => plotTitles(page)).toEqual([...before.slice(0, -2), titulo, before.at(-2)]);
  await expect(plotCard(page, titulo).getByRole('button', { name: `Subir ${titulo}` })).toBeFocused();

  // Hidden from /terrenos by the switch.
  await waitForToastsToGo(page);
  await plotCard(page, titulo).getByRole('switch', { name: 'Visible en /terrenos' }).click();
  await expect(plotCard(page, titulo).getByRole('switch', { name: 'Visible en /terrenos' })).toHaveAttribute('aria-checked', 'false');
  const publicList = await (await page.request.get('/api/terrenos')).text();
  expect(publicList).not.toContain(titulo);

  // Delete after the spec's question.
  await waitForToastsToGo(page);
  await plotCard(page, titulo)
    .getByRole('button', { name: `Eliminar ${titulo}` })
    .click();
  await expect(page.getByRole('alertdialog', { name: '¿Estás seguro de eliminar este terreno?' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Eliminado exitosamente')).toBeVisible();
  await expect(plotCard(page, titulo)).toHaveCount(0);
  expect(await plotTitles(page)).toEqual(before.slice(0, -1));

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/parcela$/);
  await page.goto('/parcela-admin/dashboard');
  await expect(page).toHaveURL(/\/parcela-admin$/);
});
