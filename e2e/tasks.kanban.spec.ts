import type { Page } from '@playwright/test';
import { seedTasks } from '../scripts/seed-tasks.ts';
import { DEMO, expect, expectNoA11yViolations, keyboardDragListening, signInByApi, test } from './fixtures.ts';

/**
 * The kanban that fits and never hides a task (ADR 110): five columns at 1280 px and one tab at
 * 360 px with no sideways page scroll, 300 cards in one column all reachable through "Ver más",
 * and a keyboard-only walk from Inbox to Hecha and back. Named after tasks.spec.ts so its 300
 * cards arrive after that file's journeys.
 */

/** No sideways page scroll: the page is exactly as wide as the viewport. */
async function scrollFits(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBe(innerWidth);
}
const column = (page: Page, estado: string) => page.getByRole('region', { name: new RegExp(`^${estado} \\d+ tareas?$`) });
const card = (page: Page, estado: string, titulo: string) => column(page, estado).getByRole('listitem').filter({ hasText: titulo });
const SHOTS = process.env.KANBAN_SHOTS;

async function newTask(page: Page, titulo: string, responsable: string): Promise<void> {
  const response = await page.request.post('/api/tareas', {
    data: { titulo, responsable_nombre: responsable, creada_por_nombre: 'Capataz Ruiz', fecha_limite: '2030-06-30' },
    headers: { 'x-forwarded-for': '192.0.2.77' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a keyboard-only user takes a task from Inbox to Hecha and back, by drag and by the status menu, closing nothing by accident', async ({ page }) => {
  const titulo = `Sellar terraza ${Date.now()}`;
  await newTask(page, titulo, 'Florencia');
  await signInByApi(page, DEMO.tareas);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tareas-parcela/dashboard/kanban?responsable=Florencia');
  await expect(card(page, 'Inbox', titulo)).toBeVisible();
  await scrollFits(page);
  await expectNoA11yViolations(page);

  // Drag with the keyboard across four columns: each step is announced in Spanish.
  const handle = (estado: string) => card(page, estado, titulo).getByRole('button', { name: `Mover ${titulo}` });
  await handle('Inbox').focus();
  await page.keyboard.press('Space');
  // dnd-kit's live region: "Tomaste …" then at once where the card is over.
  await expect(page.getByText(new RegExp(`${titulo} está sobre .*en la columna Inbox`))).toBeAttached();
  await keyboardDragListening(page);
  for (const estado of ['En curso', 'Bloqueada', 'En espera', 'Hecha']) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(new RegExp(`${titulo} está sobre (la columna ${estado}|.*en la columna ${estado})`))).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(card(page, 'Hecha', titulo)).toBeVisible();
  await expect(handle('Hecha')).toBeFocused();
  await expect(page.getByText('Tarea marcada como Hecha')).toBeVisible();

  // And back, four columns to the left, each step heard before the next (as on the way there: a
  // step pressed while dnd-kit still measures the columns after the board was read back is lost).
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`${titulo} está sobre (la columna Hecha|.*en la columna Hecha)`))).toBeAttached();
  await keyboardDragListening(page);
  for (const estado of ['En espera', 'Bloqueada', 'En curso', 'Inbox']) {
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText(new RegExp(`${titulo} está sobre (la columna ${estado}|.*en la columna ${estado})`))).toBeAttached();
  }
  await page.keyboard.press('Enter');
  await expect(card(page, 'Inbox', titulo)).toBeVisible();
  await expect(handle('Inbox')).toBeFocused();
  await page.reload();
  await expect(card(page, 'Inbox', titulo)).toBeVisible();

  // The status menu: arrows only walk the choices; Escape closes it with nothing changed.
  const status = (estado: string) => card(page, estado, titulo).getByRole('button', { name: `Estado de ${titulo}: ${estado}` });
  await status('Inbox').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(card(page, 'Inbox', titulo)).toBeVisible();
  await expect(status('Inbox')).toBeFocused();

  // An explicit choice of Hecha (the last item), then Deshacer from the toast, all by keyboard.
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitemradio', { name: 'Hecha' })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(card(page, 'Hecha', titulo)).toBeVisible();
  await expect(status('Hecha')).toBeFocused();
  const undo = page.getByRole('button', { name: 'Deshacer' });
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(card(page, 'Inbox', titulo)).toBeVisible();
  await expect(status('Inbox')).toBeFocused();
  await page.reload();
  await expect(card(page, 'Inbox', titulo)).toBeVisible();
  await expect(column(page, 'Hecha').getByRole('listitem').filter({ hasText: titulo })).toHaveCount(0);
});

test('300 tasks in one column: five columns fit 1280 px, one tab at 360 px, every card reachable through Ver más', async ({ page }) => {
  test.setTimeout(240_000);
  const baseURL = test.info().project.use.baseURL as string;
  await seedTasks({ base: baseURL, count: 300, prefix: `Carga ${Date.now() % 100_000}` });
  await signInByApi(page, DEMO.tareas);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/tareas-parcela/dashboard/kanban');
    const inbox = column(page, 'Inbox');
    await expect(inbox.getByRole('listitem')).toHaveCount(50);
    const total = Number((await inbox.locator('h2 [aria-label$=" tareas"]').getAttribute('aria-label'))?.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(300);
    await scrollFits(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/kanban-300-${width}.png` });
    if (width === 1280) {
      // Every title is whole inside its card: nothing is cut by a narrow column.
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll('section[aria-labelledby] li')].filter((li) => li.scrollWidth > li.clientWidth).map((li) => li.textContent),
      );
      expect(cut).toEqual([]);
      const widths = await page.locator('section[aria-labelledby^="columna-"]').evaluateAll((sections) => sections.map((s) => s.getBoundingClientRect().width));
      expect(widths).toHaveLength(5);
      for (const w of widths) expect(w).toBeGreaterThanOrEqual(170);
    } else {
      await expect(page.getByRole('tab', { name: new RegExp(`^Inbox \\(${total}\\)$`) })).toHaveAttribute('aria-selected', 'true');
      await expect(column(page, 'Hecha')).toBeHidden();
      await expectNoA11yViolations(page);
    }
    // Ver más until the column holds every card: the count and the cards agree.
    for (let shown = 50; shown < total; shown = Math.min(shown + 50, total)) {
      await expect(inbox.getByText(`Se muestran ${shown} de ${total}.`)).toBeVisible();
      await inbox.getByRole('button', { name: 'Ver más tareas de Inbox' }).click();
      await expect(inbox.getByRole('listitem')).toHaveCount(Math.min(shown + 50, total));
    }
    await expect(inbox.getByRole('button', { name: /Ver más/ })).toHaveCount(0);
    const titles = await inbox.getByRole('listitem').locator('button:not([data-move-handle]):not([data-status-of])').allTextContents();
    expect(new Set(titles).size).toBe(total);
    await inbox.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await scrollFits(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/kanban-300-${width}-all.png` });
  }
});

test('Nueva tarea from the dashboard at 360 and 1280 px: the public form’s rules, the task on top of Inbox', async ({ page }) => {
  await signInByApi(page, DEMO.tareas);
  for (const width of [360, 1280]) {
    const titulo = `Revisar medianera ${width} ${Date.now()}`;
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/tareas-parcela/dashboard/kanban?responsable=Hern%C3%A1n');
    await page.getByRole('button', { name: 'Nueva tarea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva tarea' });
    await dialog.getByRole('button', { name: 'Crear tarea' }).click();
    await expect(dialog.getByText('Ingresá el título de la tarea')).toBeVisible();
    await expect(dialog.getByLabel('Título')).toBeFocused();
    await expectNoA11yViolations(page);
    await scrollFits(page);
    await dialog.getByLabel('Título').fill(titulo);
    await dialog.getByLabel('Responsable').selectOption('Hernán');
    await dialog.getByLabel('Creada por').fill('Jefa de obra');
    await dialog.getByLabel('Fecha límite').fill('2030-05-02');
    await dialog.getByRole('button', { name: 'Crear tarea' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Tarea registrada correctamente').first()).toBeVisible();
    await expect(column(page, 'Inbox').getByRole('listitem').first()).toContainText(titulo);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/kanban-new-${width}.png` });
  }
});
