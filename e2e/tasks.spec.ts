import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInByApi, test } from './fixtures.ts';
import { createTaskInForm } from './tasks-form.ts';

/** Tasks area (ADR 070): public landing and new-task form, the tasks login, the admin dashboard with its kanban. */

const fitsWidth = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
const column = (page: Page, estado: string) => page.getByRole('region', { name: new RegExp(`^${estado} \\d+ tareas?$`) });
const card = (page: Page, estado: string, titulo: string) => column(page, estado).getByRole('listitem').filter({ hasText: titulo });

/** A task loaded through the public form; then the form goes back to /tareas-parcela. */
async function createTaskAndReturn(page: Page, titulo: string, responsable = 'Diego') {
  await createTaskInForm(page, titulo, responsable);
  await expect(page).toHaveURL(/\/tareas-parcela$/);
}

test('landing and new task at 360 px: services, required fields, the task is saved and back to /tareas-parcela', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/tareas');
  await expect(page.getByRole('heading', { level: 1, name: 'Tareas de Parcela' })).toBeVisible();
  for (const service of ['Pintura', 'Humedades', 'Instalación de cartelería', 'Reformas integrales'])
    await expect(page.getByRole('listitem').filter({ hasText: service })).toBeVisible();
  // What a visitor can see: the firm's works; staff access stays «Acceso a obras» (ADR 102).
  await expect(page.getByRole('link', { name: 'Ver proyectos' })).toHaveAttribute('href', '/empresa');
  await expect(page.getByRole('link', { name: /Acceso a obras/ }).first()).toHaveAttribute('href', '/tareas-parcela/login');
  await expect(page.getByRole('link', { name: /Escribinos por WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expectNoA11yViolations(page);
  await fitsWidth(page, 360);

  await page.getByRole('link', { name: 'Cargar nueva tarea' }).click();
  await expect(page).toHaveURL(/\/tareas-parcela\/nueva-tarea$/);
  await expect(page.getByLabel('Prioridad')).toHaveValue('P2');
  await expect(page.getByLabel('Urgencia')).toHaveValue('Medio');
  await page.getByRole('button', { name: 'Cargar tarea' }).click();
  for (const message of ['Ingresá el título de la tarea', 'Elegí el responsable', 'Ingresá quién crea la tarea', 'Ingresá la fecha límite'])
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByLabel('Título')).toBeFocused();
  await expectNoA11yViolations(page);
  await fitsWidth(page, 360);

  await createTaskAndReturn(page, `Revocar medianera ${Date.now()}`);
});

test('the dashboard guard: signed out or a client account → Acceso denegado and the tasks login', async ({ page }) => {
  await page.goto('/tareas-parcela/dashboard/kanban');
  await expect(page.getByText('Iniciá sesión como administrador')).toBeVisible();
  await expect(page).toHaveURL(/\/tareas-parcela\/login$/);

  // A client signs in on the same form and lands on the client panel (e2e/tasks-client.spec.ts), never the dashboard.
  await page.getByLabel('Usuario').fill(DEMO.cliente.username.toUpperCase());
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO.cliente.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/tareas-parcela\/cliente$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de cliente' })).toBeVisible();
  await page.goto('/tareas-parcela/dashboard');
  await expect(page.getByText('Acceso denegado')).toBeVisible();
  await expect(page).toHaveURL(/\/tareas-parcela\/login$|\/tareas-parcela\/cliente$/);
});

test('a public task reaches Inbox; the admin moves it with the dropdown and by dragging to Hecha, then finds it in Historial', async ({ page }) => {
  const titulo = `Pintar hall de entrada ${Date.now()}`;
  await createTaskAndReturn(page, titulo, 'Micaela');

  await page.goto('/tareas-parcela/login');
  await page.getByLabel('Usuario').fill('Demo.Tareas');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO.tareas.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Acceso exitoso')).toBeVisible();
  await expect(page).toHaveURL(/\/tareas-parcela\/dashboard\/resumen$/);
  await expect(page.getByText('Tareas abiertas')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Kanban' }).click();
  await expect(page).toHaveURL(/\/dashboard\/kanban$/);
  await expect(card(page, 'Inbox', titulo)).toBeVisible();
  await expectNoA11yViolations(page);

  // The status menu.
  await card(page, 'Inbox', titulo)
    .getByRole('button', { name: `Estado de ${titulo}: Inbox` })
    .click();
  await page.getByRole('menuitemradio', { name: 'En curso' }).click();
  await expect(page.getByText('Tarea actualizada').first()).toBeVisible();
  await expect(card(page, 'En curso', titulo)).toBeVisible();
  await page.reload();
  await expect(card(page, 'En curso', titulo)).toBeVisible();

  // Dragging by the handle to the Hecha column.
  const handle = card(page, 'En curso', titulo).getByRole('button', { name: `Mover ${titulo}` });
  const target = column(page, 'Hecha');
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('sin posiciones');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
  await expect(card(page, 'Hecha', titulo)).toBeVisible();
  await expect(card(page, 'Hecha', titulo).getByRole('button', { name: `Estado de ${titulo}: Hecha` })).toBeVisible();
  await page.reload();
  await expect(card(page, 'Hecha', titulo)).toBeVisible();

  await page.getByRole('link', { name: 'Historial' }).click();
  await expect(page).toHaveURL(/\/dashboard\/historial$/);
  await expect(page.getByRole('table', { name: 'Tareas hechas' }).getByRole('row').filter({ hasText: titulo })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a project is created and a task assigned to it from the card detail; its progress counts the task', async ({ page }) => {
  const project = `Casa Olivos ${Date.now()}`;
  const titulo = `Colocar zócalos ${Date.now()}`;
  await createTaskAndReturn(page, titulo, 'Lautaro');
  await signInByApi(page, DEMO.tareas);

  await page.goto('/tareas-parcela/dashboard/proyectos');
  await page.getByRole('button', { name: 'Nuevo proyecto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo proyecto' });
  await dialog.getByRole('button', { name: 'Crear proyecto' }).click();
  await expect(dialog.getByText('Ingresá el nombre del proyecto')).toBeVisible();
  await dialog.getByLabel('Nombre').fill(project);
  await dialog.getByLabel('Fecha de inicio').fill('2026-03-01');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Crear proyecto' }).click();
  await expect(page.getByText('Guardado exitosamente')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: project });
  await expect(row).toContainText('0 de 0 hechas');

  await page.getByRole('link', { name: 'Kanban' }).click();
  await card(page, 'Inbox', titulo).getByRole('button', { name: titulo, exact: true }).click();
  const detail = page.getByRole('dialog', { name: titulo });
  await detail.getByLabel('Proyecto').selectOption({ label: project });
  await detail.getByLabel('Nuevo comentario').fill('Material en obra');
  await detail.getByRole('button', { name: 'Agregar comentario' }).click();
  await expect(detail.getByText('Material en obra')).toBeVisible();
  await expectNoA11yViolations(page);
  await detail.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Tarea actualizada').first()).toBeVisible();
  await expect(card(page, 'Inbox', titulo)).toContainText(project);

  await page.getByRole('link', { name: 'Proyectos' }).click();
  await expect(page.getByRole('row').filter({ hasText: project })).toContainText('0 de 1 hechas');
  await page.getByRole('link', { name: 'Por Proyecto' }).click();
  await expect(page.getByRole('region', { name: new RegExp(project) })).toContainText(titulo);
});

test('the kanban at 360 px: one column per tab, nothing scrolls sideways, a card moves with the keyboard onto the next tab', async ({ page }) => {
  const titulo = `Limpieza final ${Date.now()}`;
  await createTaskAndReturn(page, titulo, 'Emilia');
  await signInByApi(page, DEMO.tareas);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/tareas-parcela/dashboard/kanban?responsable=Emilia`);
  await expect(card(page, 'Inbox', titulo)).toBeVisible();
  await fitsWidth(page, 360);
  await expectNoA11yViolations(page);

  // Keyboard: pick up, on to the next column's tab, drop: the board shows that column with the card focused.
  await card(page, 'Inbox', titulo)
    .getByRole('button', { name: `Mover ${titulo}` })
    .focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/está sobre (la columna En curso|.*en la columna En curso)/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(card(page, 'En curso', titulo)).toBeVisible();
  await expect(page.getByText('Tarea actualizada').first()).toBeVisible();
  await expect(card(page, 'En curso', titulo).getByRole('button', { name: `Mover ${titulo}` })).toBeFocused();
  await expect(page.getByRole('tab', { name: /^En curso \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('link', { name: 'Equipo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^EEmilia/ })).toBeVisible();
  await fitsWidth(page, 360);
  await expectNoA11yViolations(page);
});
