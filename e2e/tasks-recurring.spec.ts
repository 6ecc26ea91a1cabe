import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInByApi, test } from './fixtures.ts';

/** Recurring tasks and checklists (ADRs 115, 116): set a rule and a list in the detail, mark it done, the next one appears. */

const fitsWidth = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
const column = (page: Page, estado: string) => page.getByRole('region', { name: new RegExp(`^${estado} \\d+ tareas?$`) });
const cards = (page: Page, estado: string, titulo: string) => column(page, estado).getByRole('listitem').filter({ hasText: titulo });
// Below 768 px the board shows one column at a time behind tabs (ADR 110): pick the column before reading it.
async function show(page: Page, estado: string) {
  const tab = page.getByRole('tab', { name: new RegExp(`^${estado} \\(\\d+\\)$`) });
  if (await tab.isVisible()) await tab.click();
}

async function newTask(page: Page, titulo: string) {
  await page.goto('/tareas-parcela/nueva-tarea');
  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Responsable').selectOption('Diego');
  await page.getByLabel('Creada por').fill('Capataz Ruiz');
  await page.getByLabel('Fecha límite').fill('2030-06-30');
  await page.getByRole('button', { name: 'Cargar tarea' }).click();
  await expect(page.getByText('Tarea registrada correctamente')).toBeVisible();
}

for (const width of [1280, 360]) {
  test(`at ${width} px: a monthly task with a checklist, marked done, brings its next one with the list unticked`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const titulo = `Medir humedad ${width}-${Date.now()}`;
    await newTask(page, titulo);
    await signInByApi(page, DEMO.tareas);
    await page.goto('/tareas-parcela/dashboard/kanban');
    await cards(page, 'Inbox', titulo).getByRole('button', { name: titulo, exact: true }).click();
    const detail = page.getByRole('dialog', { name: titulo });

    // The rule: every month on the 30th (the due date's day comes chosen).
    await detail.getByLabel('Se repite').selectOption('mensual');
    await expect(detail.getByLabel(/Día del mes/)).toHaveValue('30');
    await detail.getByRole('button', { name: 'Repetir esta tarea' }).click();
    await expect(detail.getByText('Repite cada mes, el día 30 (o el último del mes).')).toBeVisible();

    // The checklist: two items, one ticked.
    for (const item of ['Muro norte', 'Muro sur']) {
      await detail.getByLabel('Nuevo ítem').fill(item);
      await detail.getByRole('button', { name: 'Agregar ítem' }).click();
      await expect(detail.getByRole('checkbox', { name: item })).toBeVisible();
    }
    await detail.getByRole('checkbox', { name: 'Muro norte' }).click();
    await expect(detail.getByRole('heading', { name: /Lista/ })).toContainText('1/2');
    await expectNoA11yViolations(page);
    await fitsWidth(page);
    await page.screenshot({ path: `test-results/recurring-detail-${width}.png`, fullPage: false });

    // Done from the detail: the next one is in Inbox, due 30/07/2030, its list unticked.
    await detail.getByLabel('Estado').selectOption('Hecha');
    await detail.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Tarea actualizada').first()).toBeVisible();
    const next = cards(page, 'Inbox', titulo);
    await expect(next).toHaveCount(1);
    await expect(next).toContainText('30/07/2030');
    await expect(next).toContainText('0/2');
    await expect(next).toContainText('Repite cada mes, el día 30');
    await show(page, 'Hecha');
    await expect(cards(page, 'Hecha', titulo)).toContainText('1/2');
    await expectNoA11yViolations(page);
    await fitsWidth(page);
    await page.screenshot({ path: `test-results/recurring-board-${width}.png`, fullPage: false });

    // Stopping the series keeps both tasks and makes no third one.
    await show(page, 'Inbox');
    await next.getByRole('button', { name: titulo, exact: true }).click();
    const second = page.getByRole('dialog', { name: titulo });
    await second.getByLabel('Se repite').selectOption('no');
    await second.getByRole('button', { name: 'Detener la serie' }).click();
    await expect(page.getByText('La serie se detuvo').first()).toBeVisible();
    await second.getByLabel('Estado').selectOption('Hecha');
    await second.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(second).toBeHidden();
    await show(page, 'Hecha');
    await expect(cards(page, 'Hecha', titulo)).toHaveCount(2);
    await show(page, 'Inbox');
    await expect(column(page, 'Inbox')).toBeVisible();
    await expect(cards(page, 'Inbox', titulo)).toHaveCount(0);
  });
}
