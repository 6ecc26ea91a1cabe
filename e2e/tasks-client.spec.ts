import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInByApi, test, waitForHydration } from './fixtures.ts';

/**
 * The client panel and linking clients to projects (ADR 071): the tasks admin links the demo client
 * from Proyectos; the client sees only the Activo projects linked to it. Seeded: demo.cliente is
 * linked to 'Edificio Thames 900' (Activo); 'Reciclaje PH Estomba' is Activo, 'Local Av. Maipú' En pausa.
 */

const THAMES = 'Edificio Thames 900';
const ESTOMBA = 'Reciclaje PH Estomba';
const MAIPU = 'Local Av. Maipú';
const CLIENT = 'Demo Cliente';

const fitsWidth = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** As the tasks admin: open a project's 'Clientes' dialog from Proyectos. */
async function openClients(page: Page, project: string) {
  await page.goto('/tareas-parcela/dashboard/proyectos');
  // The admin's page comes from browser.newContext(), not the fixture: it waits for React itself.
  await waitForHydration(page);
  await page.getByRole('button', { name: `Clientes de ${project}` }).click();
  const dialog = page.getByRole('dialog', { name: `Clientes de «${project}»` });
  await expect(dialog.getByRole('heading', { name: 'Vinculados' })).toBeVisible();
  return dialog;
}

async function linkDemoClient(page: Page, project: string) {
  const dialog = await openClients(page, project);
  await dialog.getByLabel('Cuenta de cliente').selectOption({ label: `${CLIENT} (${DEMO.cliente.username})` });
  await dialog.getByRole('button', { name: 'Vincular' }).click();
  await expect(page.getByText('Cliente vinculado', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Quitar a ${CLIENT} de «${project}»` })).toBeVisible();
  return dialog;
}

async function unlinkDemoClient(page: Page, project: string) {
  const dialog = await openClients(page, project);
  await dialog.getByRole('button', { name: `Quitar a ${CLIENT} de «${project}»` }).click();
  await expect(dialog.getByText('Ningún cliente vinculado todavía')).toBeVisible();
}

async function asClient(page: Page) {
  await page.context().clearCookies();
  await signInByApi(page, DEMO.cliente);
  await page.goto('/tareas-parcela/cliente');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de cliente' })).toBeVisible();
}

async function asAdmin(page: Page) {
  await page.context().clearCookies();
  await signInByApi(page, DEMO.tareas);
}

test('the admin links the demo client from Proyectos; the client sees only its linked Activo projects, at 1280 and 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await asAdmin(page);

  // Link to an Activo project and to a paused one (the dialog warns that a paused one is not shown).
  let dialog = await openClients(page, ESTOMBA);
  await dialog.getByRole('button', { name: 'Vincular' }).click();
  await expect(dialog.getByText('Elegí una cuenta de cliente de la lista')).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Cuenta de cliente').selectOption({ label: `${CLIENT} (${DEMO.cliente.username})` });
  await dialog.getByRole('button', { name: 'Vincular' }).click();
  await expect(page.getByText('Cliente vinculado', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('list', { name: `Clientes vinculados a «${ESTOMBA}»` })).toContainText(CLIENT);
  await expect(dialog.getByText('Todas las cuentas de cliente ya están vinculadas a este proyecto.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(dialog).toBeHidden();

  dialog = await linkDemoClient(page, MAIPU);
  await expect(dialog.getByText('Este proyecto está En pausa: sus clientes no lo ven hasta que vuelva a estar Activo.')).toBeVisible();
  await expectNoA11yViolations(page);

  // The client: Thames (seeded) and Estomba, never Maipú (paused).
  await asClient(page);
  const selector = page.getByLabel('Proyecto', { exact: true });
  await expect(selector.getByRole('option')).toHaveText([THAMES, ESTOMBA]);
  await expect(page.getByRole('heading', { level: 2, name: THAMES })).toBeVisible();
  await selector.selectOption({ label: ESTOMBA });
  await expect(page).toHaveURL(/\?proyecto=/);
  await expect(page.getByRole('heading', { level: 2, name: ESTOMBA })).toBeVisible();
  const summary = page.getByRole('list', { name: `Resumen de ${ESTOMBA}` });
  await expect(summary.getByRole('listitem')).toHaveCount(4);
  await expect(summary).toContainText('Tareas');
  await expect(summary).toContainText('Vencidas');
  await expect(page.getByRole('progressbar', { name: `Avance de ${ESTOMBA}` })).toBeVisible();
  const tasks = page.getByRole('table', { name: `Tareas de ${ESTOMBA}` });
  await expect(tasks.getByRole('row').filter({ hasText: 'Impermeabilización de terraza' })).toContainText('Facundo');
  await expect(tasks).not.toContainText('Hormigonado losa 3er piso');
  await expect(page.getByRole('button', { name: /Editar|Mover/ })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // A reload keeps the chosen project; at 360 px the tasks are cards and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: ESTOMBA })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: `Tareas de ${ESTOMBA}` })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await fitsWidth(page, 360);
  await expectNoA11yViolations(page);

  // Unlinked, a project leaves the client's panel; with none left, the panel says how to reach the firm.
  await page.setViewportSize({ width: 1280, height: 900 });
  await asAdmin(page);
  await unlinkDemoClient(page, ESTOMBA);
  await unlinkDemoClient(page, MAIPU);
  await unlinkDemoClient(page, THAMES);
  await asClient(page);
  await expect(page.getByText('Todavía no tenés proyectos activos')).toBeVisible();
  await expect(page.getByRole('link', { name: /Escribinos por WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await fitsWidth(page, 360);

  // Back as seeded.
  await asAdmin(page);
  await linkDemoClient(page, THAMES);
  await asClient(page);
  await expect(page.getByRole('heading', { level: 2, name: THAMES })).toBeVisible();
  await expect(page.getByLabel('Proyecto', { exact: true })).toHaveCount(0);
});

test('the client panel: a failed load says so with Reintentar; the admin dashboard and other panels stay closed', async ({ page, consoleErrors }) => {
  await signInByApi(page, DEMO.cliente);
  await page.route('**/api/tareas/cliente/proyectos', (route) => route.abort());
  // The server draws the panel with its projects (ADR 146): the browser reads them on a move inside
  // the app, here the login page sending a signed-in client on to the panel.
  await page.goto('/tareas-parcela/login');
  await expect(page).toHaveURL(/\/tareas-parcela\/cliente$/);
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudieron cargar tus proyectos' })).toBeVisible();
  await expect(page.getByText('Todavía no tenés proyectos activos')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.unroute('**/api/tareas/cliente/proyectos');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: THAMES })).toBeVisible();
  // The browser logs each aborted request; nothing else.
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.every((e) => e.includes('ERR_FAILED'))).toBe(true);
  consoleErrors.length = 0;

  // The tasks admin's API refuses a client (the dashboard's own guard is e2e/tasks.spec.ts).
  const refused = await page.request.get('/api/tareas/proyectos');
  expect(refused.status()).toBe(403);
  const other = await page.request.get('/api/tareas/cliente/proyectos/00000000-0000-4000-8000-000000000000');
  expect(other.status()).toBe(404);
});

test('a project unlinked while the client has the panel open leaves the selector at the next read', async ({ page, browser, consoleErrors }) => {
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL as string });
  const admin = await adminContext.newPage();
  await signInByApi(admin, DEMO.tareas);
  await linkDemoClient(admin, ESTOMBA);

  await signInByApi(page, DEMO.cliente);
  await page.goto('/tareas-parcela/cliente');
  const selector = page.getByLabel('Proyecto', { exact: true });
  await expect(selector.getByRole('option')).toHaveText([THAMES, ESTOMBA]);

  await unlinkDemoClient(admin, ESTOMBA);
  await adminContext.close();
  await selector.selectOption({ label: ESTOMBA });
  // The server answers 404 for it now; the panel reads the list again and shows what is still linked.
  await expect(page.getByRole('heading', { level: 2, name: THAMES })).toBeVisible();
  await expect(page.getByLabel('Proyecto', { exact: true })).toHaveCount(0);
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.every((e) => e.includes('status of 404'))).toBe(true);
  consoleErrors.length = 0;
});

test('the site admin opening the client panel is told whose panel it is and sent to the Dashboard, not asked to write to the firm', async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto('/tareas-parcela/cliente');
  await expect(page.getByText('Este panel es de los clientes', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Escribinos por WhatsApp' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Ir al Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
