import type { Locator, Page } from '@playwright/test';
import { formatVisitDate } from '../src/domain/requests/transitions.ts';
import { DEMO, expect, expectNoA11yViolations, keyboardDragListening, test } from './fixtures.ts';

/** Internal service requests: a branch sends one, the CRM approves it, starts and finishes it (ADR 060). */

const origin = () => test.info().project.use.baseURL as string;

/** window.open is recorded instead of leaving for wa.me (no network to it here). */
async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}
const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

async function createByApi(page: Page, codigo: string): Promise<void> {
  const response = await page.request.post('/api/solicitudes', {
    data: {
      codigo_interno: codigo,
      sucursal: 'Torre Maipú 900',
      tipo_servicio: 'Pintura',
      dias_estimados: 2,
      solicitante: 'Lucía',
      celular: '+54 9 11 5555-0303',
    },
    headers: { origin: origin() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const column = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });
async function count(col: Locator): Promise<number> {
  const text = (await col.getByRole('heading', { level: 2 }).textContent()) ?? '';
  return Number(/(\d+)\s+solicitud/.exec(text)?.[1] ?? Number.NaN);
}
const card = (page: Page, codigo: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${codigo}`) }) });

async function signInCrm(page: Page): Promise<void> {
  await page.goto('/crm-dashboard');
  await expect(page).toHaveURL(/\/crm-login$/);
  await page.getByLabel('Usuario').fill(DEMO.crm.username);
  await page.getByLabel(/^Contraseña/).fill(DEMO.crm.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Acceso concedido')).toBeVisible();
  await expect(page).toHaveURL(/\/crm-dashboard$/);
}

test('a branch sends a request for a new client at 360 px: errors under the fields, then sent, cleared, WhatsApp to the firm', async ({ page }) => {
  // The form is in the first HTML (rendered on the server).
  const html = await (await page.request.get('/solicitudes-internas')).text();
  expect(html).toContain('Código interno');
  expect(html).toContain('Nuevo cliente');

  await recordWindowOpen(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/solicitudes-internas');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud de servicio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/empresa');
  await expectNoA11yViolations(page);

  const codigo = `E2E-${Date.now().toString(36)}`;
  await page.getByLabel('Código interno').fill(codigo);
  await page.getByLabel('Sucursal').selectOption('Nuevo cliente');
  await page.getByLabel('Tipo de servicio').selectOption('Humedades');
  // A text field with the digits keyboard (ADR 024): «1.5» reads one and a half days, refused.
  await expect(page.getByLabel('Días estimados')).toHaveAttribute('inputmode', 'numeric');
  await page.getByLabel('Días estimados').fill('1.5');
  await page.getByLabel('Solicitante').selectOption('Valentina');
  await page.getByLabel('Celular').fill('11 5555-0404');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Ingresá el nombre del nuevo cliente')).toBeVisible();
  await expect(page.getByText('Leímos «1.5» como 1,5, con decimales: escribí un número entero, por ejemplo 1.250.')).toBeVisible();
  await expect(page.getByLabel('Nombre del nuevo cliente')).toBeFocused();
  await expectNoA11yViolations(page);

  await page.getByLabel('Nombre del nuevo cliente').fill('Panadería La Espiga');
  await page.getByLabel('Días estimados').fill('3');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Solicitud enviada', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Código interno')).toHaveValue('');
  await expect(page.getByLabel('Sucursal')).toHaveValue('');
  await expect(page.getByLabel('Nombre del nuevo cliente')).toHaveCount(0);

  const [link] = await opened(page);
  expect(link).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const text = decodeURIComponent(link?.split('?text=')[1] ?? '');
  for (const line of [
    `Código: ${codigo}`,
    'Cliente: Panadería La Espiga',
    'Servicio: Humedades',
    'Días estimados: 3',
    'Solicitante: Valentina',
    'Celular: 11 5555-0404',
    'Detalle: Sin comentarios',
  ]) {
    expect(text).toContain(line);
  }
  await expect(page.getByRole('link', { name: /Enviar por WhatsApp/ })).toHaveAttribute('href', link ?? '');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the CRM approves a request (WhatsApp with the visit date), starts and finishes it; counts follow; history says who', async ({ page }) => {
  const codigo = `E2E-CRM-${Date.now().toString(36)}`;
  await createByApi(page, codigo);
  await recordWindowOpen(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInCrm(page);

  const [pendientes, aprobadas, enEjecucion, finalizadas] = ['Pendientes', 'Aprobadas', 'En ejecución', 'Finalizadas'].map((t) => column(page, t));
  if (!pendientes || !aprobadas || !enEjecucion || !finalizadas) throw new Error('four columns');
  await expect(card(page, codigo)).toBeVisible();
  await expect(pendientes.getByRole('heading', { level: 3, name: new RegExp(`^${codigo}`) })).toBeVisible();
  // The sample data holds a request pending for three days: flagged, and counted in the header.
  await expect(pendientes.getByText(/\d+ con más de 48 h/)).toBeVisible();
  await expect(pendientes.getByText('Pendiente hace más de 48 h').first()).toBeVisible();
  await expectNoA11yViolations(page);

  const before = { p: await count(pendientes), a: await count(aprobadas), e: await count(enEjecucion), f: await count(finalizadas) };
  await card(page, codigo)
    .getByRole('button', { name: new RegExp(`^Aprobar y enviar confirmación\\W+${codigo}$`) })
    .click();
  await expect(page.getByText('Solicitud aprobada')).toBeVisible();
  await expect(aprobadas.getByRole('heading', { level: 3, name: new RegExp(`^${codigo}`) })).toBeVisible();
  await expect.poll(() => count(pendientes)).toBe(before.p - 1);
  expect(await count(aprobadas)).toBe(before.a + 1);

  const link = (await opened(page)).at(-1) ?? '';
  expect(link).toMatch(/^https:\/\/wa\.me\/5491155550303\?text=/);
  const text = decodeURIComponent(link.split('?text=')[1] ?? '');
  expect(text).toContain('Hola Lucía');
  expect(text).toContain(`el ${formatVisitDate(new Date())}`);
  await expect(card(page, codigo).getByRole('link', { name: /Confirmar visita por WhatsApp/ })).toHaveAttribute('href', link);

  await card(page, codigo)
    .getByRole('button', { name: new RegExp(`^Iniciar ejecución\\W+${codigo}$`) })
    .click();
  await expect(enEjecucion.getByRole('heading', { level: 3, name: new RegExp(`^${codigo}`) })).toBeVisible();
  await expect.poll(() => count(enEjecucion)).toBe(before.e + 1);
  expect(await count(aprobadas)).toBe(before.a);

  await card(page, codigo)
    .getByRole('button', { name: new RegExp(`^Finalizar\\W+${codigo}$`) })
    .click();
  await expect(finalizadas.getByRole('heading', { level: 3, name: new RegExp(`^${codigo}`) })).toBeVisible();
  await expect.poll(() => count(finalizadas)).toBe(before.f + 1);
  expect(await count(enEjecucion)).toBe(before.e);

  const done = card(page, codigo);
  await done.getByText('Actividad y notas (4)').click();
  await expect(done.getByText(/Pendiente → Aprobada por demo\.crm/)).toBeVisible();
  await expect(done.getByText(/En ejecución → Finalizada por demo\.crm/)).toBeVisible();
  await expect(done.getByRole('button', { name: /Mover/ })).toHaveCount(0);

  // Search narrows every column to the matches.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
  await expect.poll(() => count(finalizadas)).toBe(1);
  expect(await count(pendientes)).toBe(0);
  await expectNoA11yViolations(page);
});

test('keyboard drag and drop offers only the next column; 360 px shows one column at a time; sign-out', async ({ page }) => {
  const codigo = `E2E-KB-${Date.now().toString(36)}`;
  await createByApi(page, codigo);
  await recordWindowOpen(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInCrm(page);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
  await expect(column(page, 'Pendientes').getByRole('heading', { level: 3, name: new RegExp(`^${codigo}`) })).toBeVisible();
  // The search has filtered the board (it is debounced): a board redrawn in the middle of a keyboard
  // drag would leave the card over no column (CI, under load).
  await expect(column(page, 'Pendientes').getByRole('heading', { level: 3 })).toHaveCount(1);

  // Two steps right (Pendientes → En ejecución) is refused: the card stays.
  const grip = page.getByRole('button', { name: `Mover ${codigo}` });
  // Each step waits for what a screen reader hears (dnd-kit measures the columns once a card is picked up).
  const heard = (text: RegExp) => expect(page.getByRole('status').filter({ hasText: text })).toBeAttached();
  await grip.focus();
  await page.keyboard.press('Space');
  await heard(/Sobre su columna, Pendientes\. Puede pasar a aprobada\./);
  await keyboardDragListening(page);
  await page.keyboard.press('ArrowRight');
  await heard(/Sobre la columna Aprobadas\./);
  await page.keyboard.press('ArrowRight');
  await heard(/Sobre la columna En ejecución: no se puede mover ahí/);
  await page.keyboard.press('Space');
  await expect(page.getByText(/solo puede pasar a aprobada/)).toBeVisible();
  await expect(column(page, 'Pendientes').getByRole('heading', { level: 3, name: new RegExp(`^${codigo}`) })).toBeVisible();

  // One step right approves it.
  await grip.focus();
  await page.keyboard.press('Space');
  await heard(/Sobre su columna, Pendientes/);
  await keyboardDragListening(page);
  await page.keyboard.press('ArrowRight');
  await heard(/Sobre la columna Aprobadas\./);
  await page.keyboard.press('Space');
  await expect(page.getByText('Solicitud aprobada')).toBeVisible();
  await expect(column(page, 'Aprobadas').getByRole('heading', { level: 3, name: new RegExp(`^${codigo}`) })).toBeVisible();
  // The focus stays on the moved card, now in its new column (ADR 125).
  await expect(column(page, 'Aprobadas').locator(`[data-estado="aprobada"]`).filter({ hasText: codigo })).toBeFocused();

  // At 360 px the columns are tabs: one at a time, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
  const tabs = page.getByRole('tablist', { name: 'Columnas del tablero' });
  await expect(tabs.getByRole('tab')).toHaveCount(4);
  // The tab is the moved card's column (the focus followed it there, ADR 125).
  await expect(column(page, 'Aprobadas')).toBeVisible();
  await expect(column(page, 'Pendientes')).toBeHidden();
  await tabs.getByRole('tab', { name: /^Pendientes/ }).click();
  await expect(column(page, 'Pendientes')).toBeVisible();
  await expect(column(page, 'Aprobadas')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/crm-login$/);
  await page.goto('/crm-dashboard');
  await expect(page).toHaveURL(/\/crm-login$/);
});

test('a board that cannot load says so and offers Reintentar (never an empty board)', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route(/\/api\/solicitudes(\?|$)/, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Intentá nuevamente.' } }),
        })
      : route.continue(),
  );
  await signInCrm(page);
  await expect(page.getByText('No se pudieron cargar las solicitudes')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Pendientes/ })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.unroute(/\/api\/solicitudes(\?|$)/);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(column(page, 'Pendientes')).toBeVisible();
  await expect(page.getByText('No se pudieron cargar las solicitudes')).toHaveCount(0);
  // Chromium logs each refused read; only those are expected here.
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.every((e) => e.includes('status of 503'))).toBe(true);
  consoleErrors.length = 0;
});
