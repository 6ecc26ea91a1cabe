import type { BrowserContext, Page } from '@playwright/test';
import { LAND_MESSAGES } from '../src/domain/fund/land.ts';
import { expect, expectNoA11yViolations, takeRefusedRequests, test } from './fixtures.ts';

/**
 * Each public form, sent with JavaScript off and on (and before the scripts arrive), stores and
 * says so; no address the browser asks for ever carries the name, e-mail or phone (ADR 100).
 */

/** Every URL the context's pages ask for (documents, scripts, API calls), decoded. */
function recordUrls(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    urls.push(url);
    try {
      urls.push(decodeURIComponent(url.replaceAll('+', ' ')));
    } catch {
      // A malformed escape is kept as it came.
    }
  });
  return urls;
}

function expectNoPersonalData(urls: string[], personal: string[]): void {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    for (const value of personal) expect(url.toLowerCase(), `${url} lleva «${value}»`).not.toContain(value.toLowerCase());
  }
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function fillLand(page: Page, who: { nombre: string; email: string; telefono: string }) {
  await page.getByRole('textbox', { name: /^Nombre/ }).fill(who.nombre);
  await page.getByRole('textbox', { name: /^Email/ }).fill(who.email);
  await page.getByRole('textbox', { name: /^Teléfono/ }).fill(who.telefono);
  await page.getByRole('textbox', { name: /^Ubicación del terreno/ }).fill('Gorriti 4800, Palermo');
  await page.getByRole('textbox', { name: /^M² vendibles/ }).fill('1.200');
}

async function fillTask(page: Page, creator: string, title: string) {
  await page.getByRole('textbox', { name: /^Título/ }).fill(title);
  await page.getByRole('combobox', { name: /^Responsable/ }).selectOption('Belén');
  await page.getByRole('textbox', { name: /^Creada por/ }).fill(creator);
  await page.getByLabel(/^Fecha límite/).fill('2026-12-20');
}

async function fillRequest(page: Page, code: string, phone: string) {
  await page.getByRole('textbox', { name: /^Código interno/ }).fill(code);
  await page.getByRole('combobox', { name: /^Sucursal/ }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Tipo de servicio/ }).selectOption('Pintura');
  await page.getByRole('textbox', { name: /^Días estimados/ }).fill('3');
  await page.getByRole('combobox', { name: /^Solicitante/ }).selectOption('Lucía');
  await page.getByRole('textbox', { name: /^Celular/ }).fill(phone);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the land inquiry is stored and answered; a missing field comes back with the values kept', async ({ page, context, consoleErrors }) => {
    const urls = recordUrls(context);
    const who = { nombre: `Ana Sinscript ${unique()}`, email: `ana.${unique()}@example.com`, telefono: '11 5555-0101' };
    await page.goto('/terrenos');
    await fillLand(page, { ...who, nombre: '' });
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(page.getByText(LAND_MESSAGES.nameRequired)).toBeVisible();
    // The page with the messages is answered 400, which Chromium logs.
    takeRefusedRequests(consoleErrors, [400]);
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(who.email);
    await page.getByRole('textbox', { name: /^Nombre/ }).fill(who.nombre);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(page.getByRole('heading', { name: '¡Recibimos tu consulta!' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/terrenos');
    expectNoPersonalData(urls, [who.nombre, who.email, who.telefono, '5555']);
  });

  test('a new task is stored and said so', async ({ page, context }) => {
    const urls = recordUrls(context);
    const creator = `Marta ${unique()}`;
    await page.goto('/tareas-parcela/nueva-tarea');
    await fillTask(page, creator, `Sin script ${unique()}`);
    await page.getByRole('button', { name: 'Cargar tarea' }).click();
    await expect(page.getByRole('status')).toContainText('Tarea registrada');
    expectNoPersonalData(urls, [creator]);
  });

  test('a service request is stored and shows its code', async ({ page, context }) => {
    const urls = recordUrls(context);
    const code = `NJ-${unique()}`;
    await page.goto('/solicitudes-internas');
    await fillRequest(page, code, '+54 9 11 4444-0101');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByRole('status')).toContainText(`Solicitud enviada: ${code}`);
    expectNoPersonalData(urls, ['4444']);
  });
});

test.describe('with JavaScript', () => {
  test('the three forms send through the API and no address carries their data', async ({ page, context }) => {
    const urls = recordUrls(context);
    // window.open is recorded instead of leaving for wa.me (no network to it here).
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const who = { nombre: `Ana Conscript ${unique()}`, email: `ana.js.${unique()}@example.com`, telefono: '11 5555-0202' };
    await page.goto('/terrenos');
    await fillLand(page, who);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(page.getByRole('heading', { name: '¡Recibimos tu consulta!' })).toBeVisible();
    await expectNoA11yViolations(page);

    const creator = `Marta ${unique()}`;
    await page.goto('/tareas-parcela/nueva-tarea');
    await fillTask(page, creator, `Con script ${unique()}`);
    await page.getByRole('button', { name: 'Cargar tarea' }).click();
    await expect(page).toHaveURL(/\/tareas-parcela$|\/tareas$/);

    const code = `JS-${unique()}`;
    await page.goto('/solicitudes-internas');
    await fillRequest(page, code, '+54 9 11 4444-0202');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Solicitud enviada' })).toContainText(code);
    expectNoPersonalData(urls, [who.nombre, who.email, who.telefono, creator, '4444-0202', '5555-0202']);
  });

  test('a submit before the scripts arrive posts the form, never a GET with the data', async ({ context }) => {
    const urls = recordUrls(context);
    const page = await context.newPage();
    // The page's scripts wait until the form has been sent: the slow phone of the report.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    const who = { nombre: `Ana Lenta ${unique()}`, email: `ana.lenta.${unique()}@example.com`, telefono: '11 5555-0303' };
    await page.goto('/terrenos', { waitUntil: 'domcontentloaded' });
    await fillLand(page, who);
    const posted = page.waitForRequest((r) => new URL(r.url()).pathname === '/terrenos' && r.method() === 'POST');
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await posted;
    release();
    await expect(page.getByRole('heading', { name: '¡Recibimos tu consulta!' })).toBeVisible();
    expectNoPersonalData(urls, [who.nombre, who.email, who.telefono]);
    await page.close();
  });
});
