import sharp from 'sharp';
import { DEMO, expect, expectNoA11yViolations, signInByApi, test } from './fixtures.ts';

/** A site photo shared with the client (ADRs 117, 118): staff take it in the task's detail, the client sees it in its panel. */

test('a photo marked "Compartir con el cliente" appears in the client panel timeline, in the client words', async ({ page, browser }) => {
  const titulo = `Hormigonado ${Date.now()}`;
  const projects = (await (await page.request.get('/api/tareas/proyectos-activos')).json()) as Array<{ id: string; nombre: string }>;
  const thames = projects.find((p) => p.nombre === 'Edificio Thames 900');
  expect(thames).toBeTruthy();
  await page.goto('/tareas-parcela/nueva-tarea');
  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Responsable').selectOption('Diego');
  await page.getByLabel('Creada por').fill('Capataz Ruiz');
  await page.getByLabel('Fecha límite').fill('2031-06-30');
  await page.getByLabel('Proyecto').selectOption({ label: 'Edificio Thames 900' });
  await page.getByRole('button', { name: 'Cargar tarea' }).click();
  await expect(page.getByText('Tarea registrada correctamente')).toBeVisible();

  await signInByApi(page, DEMO.tareas);
  await page.goto('/tareas-parcela/dashboard/kanban');
  await page.getByRole('button', { name: titulo, exact: true }).click();
  const detail = page.getByRole('dialog', { name: titulo });
  const jpeg = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#8a6' } })
    .jpeg()
    .toBuffer();
  await detail.getByLabel('Sacar o elegir foto').setInputFiles({ name: 'obra.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByText('Foto agregada').first()).toBeVisible();
  const staffImage = detail.getByRole('img', { name: /Foto de obra/ });
  await expect(staffImage).toBeVisible();
  expect(await staffImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await detail.getByRole('checkbox', { name: 'Compartir con el cliente' }).click();
  await expect(page.getByText('La foto ahora la ve el cliente').first()).toBeVisible();
  await expectNoA11yViolations(page);

  const clientContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const client = await clientContext.newPage();
  await signInByApi(client, DEMO.cliente);
  for (const width of [1280, 360]) {
    await client.setViewportSize({ width, height: 900 });
    await client.goto('/tareas-parcela/cliente');
    const timeline = client.getByRole('region', { name: 'Fotos de la obra' });
    const shared = timeline.getByRole('img', { name: new RegExp(titulo) });
    await expect(shared).toBeVisible();
    await expect.poll(() => shared.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(client.getByText('Próxima tarea')).toBeVisible();
    await expect(client.getByRole('main')).not.toContainText('Inbox');
    await expect(client.getByRole('main')).not.toContainText('Bloqueada');
    await expectNoA11yViolations(client);
    expect(await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await client.screenshot({ path: `test-results/client-photos-${width}.png`, fullPage: true });
  }
  await clientContext.close();
});
