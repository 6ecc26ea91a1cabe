import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, test } from './fixtures.ts';

/** The CRM board's follow-up (ADR 125–128): the late request in one click, undo, and a request that becomes a work. */

const origin = () => test.info().project.use.baseURL as string;
const column = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });
const cards = (page: Page, title: string) => column(page, title).locator('[data-request-card]');
const shots = (name: string) => test.info().outputPath(`${name}.png`);

async function blockWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null;
  });
}

async function signInCrm(page: Page): Promise<void> {
  await page.goto('/crm-login');
  await page.getByLabel('Usuario').fill(DEMO.crm.username);
  await page.getByLabel(/^Contraseña/).fill(DEMO.crm.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/crm-dashboard$/);
}

for (const width of [360, 1280]) {
  test(`at ${width} px the 48 h badge finds the oldest late request in one click; it is approved and the approval undone`, async ({ page }) => {
    await blockWindowOpen(page);
    await page.setViewportSize({ width, height: 900 });
    await signInCrm(page);
    const badge = column(page, 'Pendientes').getByRole('button', { name: /con más de 48 h/ });
    await expect(badge).toBeVisible();
    await page.screenshot({ path: shots(`crm-board-${width}`), fullPage: false });
    await badge.click();
    await expect(page.getByText('Solo las pendientes con más de 48 h')).toBeVisible();
    const first = cards(page, 'Pendientes').first();
    await expect(first.getByText('Pendiente hace más de 48 h')).toBeVisible();
    // Every card left is late (once the filtered board has arrived).
    await expect(cards(page, 'Pendientes').filter({ hasNotText: 'Pendiente hace más de 48 h' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: shots(`crm-board-late-${width}`), fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

    const codigo = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').split(' · ')[0] ?? '';
    await first.getByRole('button', { name: /^Aprobar y enviar confirmación/ }).click();
    await expect(page.getByText('Solicitud aprobada')).toBeVisible();
    // The badge filter keeps only pending ones: clear it to see the card where it went.
    await page.getByRole('button', { name: 'Ver todas', exact: true }).click();
    const approved = column(page, 'Aprobadas').locator('[data-request-card]').filter({ hasText: codigo });
    await expect(approved).toBeVisible();
    await expect(approved.getByText(/^Visita$/)).toBeVisible();

    // A wrong move is undone (the seed's late request stays for the other tests).
    await approved.getByRole('button', { name: /^Deshacer/ }).click();
    await expect(page.getByText('Movimiento deshecho')).toBeVisible();
    await expect(column(page, 'Pendientes').locator('[data-request-card]').filter({ hasText: codigo })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}

test('a request becomes a work: approved, Crear obra with the visit person; the Visita task is on the tasks board, linked back', async ({ page }) => {
  const codigo = `E2E-OBRA-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/solicitudes', {
    data: {
      codigo_interno: codigo,
      sucursal: 'Barrio Las Lomas',
      tipo_servicio: 'Humedades',
      dias_estimados: 2,
      solicitante: 'Lucía',
      celular: '11 5555-0303',
    },
    headers: { origin: origin() },
  });
  expect(created.status(), await created.text()).toBe(201);
  await blockWindowOpen(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInCrm(page);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
  const card = page.locator('[data-request-card]').filter({ hasText: codigo });
  await card.getByRole('button', { name: /^Aprobar y enviar confirmación/ }).click();
  await expect(column(page, 'Aprobadas').locator('[data-request-card]').filter({ hasText: codigo })).toBeVisible();

  await card.getByRole('button', { name: /^Crear obra/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${codigo} · Barrio Las Lomas`);
  await dialog.getByRole('button', { name: 'Crear obra' }).click();
  await expect(dialog.getByText('Elegí quién hace la visita')).toBeVisible();
  await dialog.getByLabel('Quién hace la visita').selectOption('Camila');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Crear obra' }).click();
  await expect(page.getByText('Obra creada')).toBeVisible();
  await expect(card.getByRole('link', { name: `${codigo} · Barrio Las Lomas` })).toBeVisible();
  await card.getByText(/^Actividad y notas/).click();
  await expect(card.getByText(/Obra creada: .* con Camila/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  await page.goto('/tareas-parcela/login');
  await page.getByLabel('Usuario').fill('Demo.Tareas');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO.tareas.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/tareas-parcela\/dashboard\/resumen$/);
  await page.getByRole('link', { name: 'Kanban' }).click();
  const visit = page
    .getByRole('region', { name: /^Inbox/ })
    .getByRole('listitem')
    .filter({ hasText: `${codigo} · Barrio Las Lomas` });
  await expect(visit.getByText('Visita')).toBeVisible();
  await expect(visit).toContainText('Camila');
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Proyectos' }).click();
  const link = page.getByRole('link', { name: `Ver solicitud de ${codigo} · Barrio Las Lomas` });
  await expect(link).toHaveAttribute('href', /\/crm-dashboard\?solicitud=/);
});
