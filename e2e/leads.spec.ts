import { DEMO, expect, expectNoA11yViolations, signInByApi, test } from './fixtures.ts';

/** The lead pipeline (ADR 140) on both lists: a lead worked through its states, the digest's link to the follow-ups due. */

const origin = () => test.info().project.use.baseURL as string;
const fitsWidth = async (page: import('@playwright/test').Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const width of [360, 1280]) {
  test(`a valuation lead through its pipeline at ${width} px: owner, follow-up, note, lost with its reason, filtered and exported`, async ({ page }) => {
    const stamp = `${width}${Date.now().toString(36)}`;
    const nombre = `Lead ${stamp}`;
    const email = `lead.${stamp}@example.com`;
    const created = await page.request.post('/api/contactos-valuacion', {
      data: { nombre, email, telefono: '11 4321-5678', comentario: 'Tengo un lote en Saavedra' },
      headers: { origin: origin() },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await signInByApi(page, DEMO.admin);
    await page.goto('/admin/contactos');

    // Toasts are list items too: the card is the one in the list of contacts.
    const contacts = page.getByRole('list', { name: 'Contactos' });
    const card = contacts.getByRole('listitem').filter({ hasText: nombre });
    await expect(card).toContainText('Estado: Nuevo');
    await card.getByRole('button', { name: `Seguimiento de ${nombre}` }).click();
    const dialog = page.getByRole('dialog', { name: `Seguimiento de ${nombre}` });
    await expect(dialog).toBeVisible();

    // Contactado, with an owner and a follow-up day.
    await dialog.getByRole('radio', { name: 'Contactado' }).check();
    await dialog.getByLabel('Responsable').selectOption({ label: DEMO.admin.username });
    await dialog.getByLabel('Próximo seguimiento').fill('2030-03-15');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Seguimiento guardado')).toBeVisible();
    await expect(dialog.getByText(/Ahora está «Contactado», con seguimiento el 15\/03\/2030/)).toBeVisible();

    // A note, then the activity newest first with who did it.
    await dialog.getByRole('textbox', { name: /^Nota/ }).fill('Llamé: vuelve de viaje el lunes');
    await dialog.getByRole('button', { name: 'Agregar nota' }).click();
    const activity = dialog.getByRole('list', { name: 'Actividad' });
    await expect(activity.getByRole('listitem').first()).toContainText('Llamé: vuelve de viaje el lunes');
    await expect(activity).toContainText('Pasó a «Contactado»');
    await expect(activity).toContainText('Próximo seguimiento: 15/03/2030');
    await expect(dialog.getByRole('list', { name: 'Historial de la persona' })).toContainText('Contacto de la tasación');
    await fitsWidth(page, width);
    await expectNoA11yViolations(page);

    // Lost without a reason: said, nothing sent; with it: saved and on the card.
    await dialog.getByRole('radio', { name: 'Perdido' }).check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Escribí por qué se perdió')).toBeVisible();
    await dialog.getByLabel(/Motivo de la pérdida/).fill('Vendió a otra desarrolladora');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText(/Ahora está «Perdido»/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: `Seguimiento de ${nombre}` })).toBeFocused();
    await expect(card).toContainText('Estado: Perdido');
    await expect(card).toContainText('Motivo: Vendió a otra desarrolladora');

    // Filtered by state: the count says so, the address keeps it, the CSV carries it.
    await page.getByLabel('Estado', { exact: true }).selectOption('perdido');
    await expect(page).toHaveURL(/estado=perdido/);
    await expect(page.getByText(/\d+ contactos? perdidos?/).first()).toBeVisible();
    await expect(card).toBeVisible();
    await expect(page.getByRole('link', { name: /Descargar CSV/ })).toHaveAttribute('href', /\/api\/admin\/contactos\/csv\?.*estado=perdido/);
    await page.getByLabel('Estado', { exact: true }).selectOption('contactado');
    await expect(card).toHaveCount(0);
    await fitsWidth(page, width);
    await expectNoA11yViolations(page);
  });
}

test("the digest's «Seguimientos para hoy» opens the fund's Contactos with the follow-ups due", async ({ page }) => {
  const nombre = `Dueño ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/terrenos/contactos', {
    multipart: { nombre, email: `duenio.${Date.now().toString(36)}@example.com`, telefono: '11 5555-0142', ubicacion_terreno: 'Melián 2800, Coghlan' },
    headers: { origin: origin() },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInByApi(page, DEMO.fondo);
  const listed = await page.request.get('/api/fondo/contactos?page_size=100');
  const id = ((await listed.json()) as { items: Array<{ id: string; nombre: string }> }).items.find((i) => i.nombre === nombre)?.id;
  const moved = await page.request.patch(`/api/fondo/contactos/${id}/seguimiento`, {
    data: { desde: 'nuevo', estado: 'contactado', proximo_seguimiento: '2026-01-05' },
    headers: { origin: origin() },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await page.goto('/parcela-admin/dashboard?tab=contactos&seguimiento=vencido');
  await expect(page.getByRole('tab', { name: /^Contactos/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Seguimientos vencidos' })).toHaveAttribute('aria-pressed', 'true');
  const lead = page
    .getByRole('row')
    .filter({ hasText: nombre })
    .or(page.getByRole('listitem').filter({ hasText: nombre }));
  await expect(lead.first()).toContainText('Vencido');
  await expect(lead.first()).toContainText('05/01/2026');
  await fitsWidth(page, 360);
  await expectNoA11yViolations(page);
});

test('«¿No está tu barrio?»: a visitor at 360 px asks for a specialist, and the admin sees the place counted at 1280 px', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const barrio = `Barrio ${stamp}`;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/parcela');
  await page.getByRole('button', { name: 'Calcular Valor' }).click();
  await page.getByLabel('LOCALIDAD').selectOption({ label: 'Vicente López' });
  await page.getByRole('button', { name: '¿No está tu barrio?' }).click();
  const dialog = page.getByRole('dialog', { name: '¿No está tu barrio?' });
  // The locality chosen comes filled in; the barrio is asked for in Spanish when missing.
  await expect(dialog.getByLabel(/Localidad o partido/)).toHaveValue('Vicente López');
  await dialog.getByLabel(/^Nombre/).fill(`Vecina ${stamp}`);
  await dialog.getByLabel(/^Email/).fill(`vecina.${stamp}@example.com`);
  await dialog.getByLabel(/^Teléfono/).fill('11 4321-9999');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('Escribí el barrio')).toBeVisible();
  await dialog.getByLabel(/^Barrio/).fill(barrio);
  await fitsWidth(page, 360);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Mensaje enviado')).toBeVisible();
  await expect(dialog).toBeHidden();

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: origin() });
  const staff = await staffContext.newPage();
  await signInByApi(staff, DEMO.admin);
  await staff.goto('/admin/contactos');
  await expect(staff.getByRole('list', { name: 'Barrios pedidos' })).toContainText(`${barrio} (Vicente López)`);
  const card = staff
    .getByRole('list', { name: 'Contactos' })
    .getByRole('listitem')
    .filter({ hasText: `Vecina ${stamp}` });
  await expect(card).toContainText('Su barrio no está');
  await expect(card).toContainText(`Pide valuar en: ${barrio} (Vicente López)`);
  await expectNoA11yViolations(staff);
  await staffContext.close();
});
