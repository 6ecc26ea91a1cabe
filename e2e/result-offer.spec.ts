import { DEMO, expect, expectNoA11yViolations, signInByApi, test } from './fixtures.ts';

/** A shared result leads somewhere: «Quiero una oferta» arrives in /admin/contactos tied to its consulta (ADR 103). */
test('«Quiero una oferta» on a result page stores a lead tied to that consulta; WhatsApp with 54 9', async ({ page }) => {
  const baseURL = test.info().project.use.baseURL as string;
  const localidades: Array<{ id: string; nombre: string }> = await (await page.request.get('/api/localidades')).json();
  const caba = localidades.find((l) => l.nombre === 'Ciudad de Buenos Aires');
  const barrios: Array<{ id: string; nombre: string }> = await (await page.request.get(`/api/barrios?localidad_id=${caba?.id}`)).json();
  const palermo = barrios.find((b) => b.nombre === 'Palermo');
  const created = await page.request.post('/api/consultas', {
    data: { localidad_id: caba?.id, barrio_id: palermo?.id, m2_vendibles: 300, ubicacion_calidad: 'Buena' },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const consulta: { id: string } = await created.json();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/resultado/${consulta.id}`);
  await expect(page.getByRole('link', { name: /^WhatsApp \+54 9/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/549\d+\?text=/);
  await page.getByRole('button', { name: 'Quiero una oferta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quiero una oferta' });
  const email = `oferta.${Date.now()}@example.com`;
  await dialog.getByRole('textbox', { name: /^Nombre/ }).fill('Oferta Pérez');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('textbox', { name: /^Teléfono/ }).fill('11 5555-0909');
  await expect(dialog.getByRole('textbox', { name: /^Comentario/ })).toHaveValue('Quiero una oferta por mi terreno.');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: /Enviar/ }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).not.toContain(email);

  await signInByApi(page, DEMO.admin);
  const leads = await (await page.request.get('/api/admin/contactos')).json();
  expect(leads.items).toContainEqual(expect.objectContaining({ email, consulta_id: consulta.id, comentario: 'Quiero una oferta por mi terreno.' }));
});
