import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInByApi, test } from './fixtures.ts';
import { createTaskInForm } from './tasks-form.ts';

/** Search from any tab and Mis tareas (ADRs 135, 136). */

const fitsWidth = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

for (const width of [1280, 360]) {
  test(`at ${width} px: a word said only in a comment finds its task from another tab and opens it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const stamp = Date.now().toString(36);
    const titulo = `Sellar junta ${width}-${stamp}`;
    const palabra = `zarandeo${width}${stamp}`;
    await createTaskInForm(page, titulo, 'Diego');
    await signInByApi(page, DEMO.tareas);

    // The comment, from the task's detail on the board.
    await page.goto('/tareas-parcela/dashboard/kanban');
    await page.getByRole('button', { name: titulo, exact: true }).first().click();
    const detail = page.getByRole('dialog', { name: titulo });
    await detail.getByLabel('Nuevo comentario').fill(`Pasamos el ${palabra.toUpperCase()} por el camión del martes`);
    await detail.getByRole('button', { name: 'Agregar comentario' }).click();
    await expect(detail.getByText(palabra.toUpperCase(), { exact: false })).toBeVisible();

    // From Historial: the search sits above every tab.
    await page.goto('/tareas-parcela/dashboard/historial');
    await page.getByRole('searchbox', { name: 'Buscar tareas' }).fill(palabra);
    const results = page.getByRole('list', { name: 'Resultados de la búsqueda' });
    const hit = results.getByRole('button', { name: new RegExp(titulo) });
    await expect(hit).toBeVisible();
    await expect(hit).toContainText('En un comentario:');
    await expect(hit).toContainText('Diego');
    await expect(page.getByText('Se muestran 1 de 1.')).toBeVisible();
    await expectNoA11yViolations(page);
    await fitsWidth(page);
    await page.screenshot({ path: `test-results/task-search-${width}.png`, fullPage: false });

    await hit.click();
    await expect(page.getByRole('dialog', { name: titulo })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test('Mis tareas: not tied, then tied by an admin in Equipo, lists the person’s open task (1280 and 360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const titulo = `Revisar andamio ${Date.now().toString(36)}`;
  await createTaskInForm(page, titulo, 'Josefina');

  // Not tied yet: the message and the way to Equipo.
  await signInByApi(page, DEMO.tareas);
  await page.goto('/tareas-parcela/dashboard/mis-tareas');
  await expect(page.getByText('Tu cuenta todavía no está vinculada a una persona del equipo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a Equipo' })).toHaveAttribute('href', '/tareas-parcela/dashboard/equipo');
  await expectNoA11yViolations(page);

  // The admin ties demo.tareas to Josefina in Equipo.
  await signInByApi(page, DEMO.admin);
  await page.goto('/tareas-parcela/dashboard/equipo');
  const accounts = page.getByRole('region', { name: 'Cuentas del equipo' });
  const select = accounts.getByLabel(/demo\.tareas/);
  await select.selectOption('Josefina');
  await accounts.getByRole('button', { name: /Guardar .*demo\.tareas/ }).click();
  await expect(page.getByText('Guardado exitosamente')).toBeVisible();
  await expectNoA11yViolations(page);

  await signInByApi(page, DEMO.tareas);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/tareas-parcela/dashboard/mis-tareas');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis tareas' })).toBeVisible();
    await expect(page.getByText('Las tareas abiertas de Josefina', { exact: false })).toBeVisible();
    await expect(page.getByText(titulo).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await fitsWidth(page);
    await page.screenshot({ path: `test-results/mis-tareas-${width}.png`, fullPage: false });
  }
});
