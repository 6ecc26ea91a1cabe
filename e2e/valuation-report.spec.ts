import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInByApi, takeRefusedRequests, test } from './fixtures.ts';

/** A consulta made through the API, as the calculator makes it. */
async function freshConsulta(request: APIRequestContext, baseURL: string, barrio: string): Promise<string> {
  const localidades = (await (await request.get('/api/localidades')).json()) as { id: string; nombre: string }[];
  const caba = localidades.find((l) => l.nombre === 'Ciudad de Buenos Aires')?.id ?? '';
  const barrios = (await (await request.get(`/api/barrios?localidad_id=${caba}`)).json()) as { id: string; nombre: string }[];
  const created = await request.post('/api/consultas', {
    data: { localidad_id: caba, barrio_id: barrios.find((b) => b.nombre === barrio)?.id, m2_vendibles: 250, ubicacion_calidad: 'Muy buena' },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const CONSENT = /^Acepto que Parcela guarde mi e-mail para enviarme este informe/;

/** The outbox as an admin reads it (/api/admin/correos): the mails to `to`. */
async function mailsTo(page: Page, to: string): Promise<Array<{ tipo: string; destinatario: string; asunto: string; estado: string }>> {
  await signInByApi(page, DEMO.admin);
  const list = await page.request.get('/api/admin/correos?page_size=50');
  expect(list.status()).toBe(200);
  const items = ((await list.json()) as { items: Array<{ tipo: string; destinatario: string; asunto: string; estado: string }> }).items;
  return items.filter((m) => m.destinatario === to);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('a fresh result shows the range and the barrio chart, and downloads its PDF report at 360 px', async ({ page, request, baseURL }) => {
  const id = await freshConsulta(request, baseURL ?? '', 'Belgrano');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/resultado/${id}`);
  // 250 × 650 = 162.500; −14 % = 139.750; Muy buena without suggestions: −8 % / +12 % → 128.000–157.000 (three figures).
  await expect(page.getByText('Rango estimado: entre US$\u00a0128.000 y US$\u00a0157.000')).toBeVisible();
  await expect(page.getByText(/^Rango orientativo calculado con la calidad de la ubicación \(Muy buena\).*no constituye una tasación\.$/)).toBeVisible();
  const chart = page.getByRole('figure');
  await expect(page.getByRole('heading', { name: 'Valor de incidencia en Belgrano' })).toBeVisible();
  await expect(chart.locator('[data-slot=sparkline] path')).toHaveAttribute('d', /^M[\d.]+ [\d.]+ L/);
  await expect(chart.getByText(/última actualización \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  const link = page.getByRole('link', { name: 'Descargar PDF' });
  await expect(link).toHaveAttribute('href', `/api/consultas/${id}/informe.pdf`);
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^valuacion-belgrano-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = readFileSync((await download.path()) ?? '');
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(link).toHaveAccessibleName('Descargar PDF');
});

test('a failed download says so in Spanish and the button is ready again', async ({ page, request, baseURL, consoleErrors }) => {
  const id = await freshConsulta(request, baseURL ?? '', 'Coghlan');
  await page.goto(`/resultado/${id}`);
  await page.route('**/informe.pdf', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'El servicio no está disponible. Intentá nuevamente en unos minutos.' } }),
    }),
  );
  await page.getByRole('link', { name: 'Descargar PDF' }).click();
  await expect(page.getByText('No se pudo descargar el PDF')).toBeVisible();
  await expect(page.getByText('El servicio no está disponible. Intentá nuevamente en unos minutos.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).not.toHaveAttribute('aria-busy');
  takeRefusedRequests(consoleErrors, [503]);
});

test('the neighbourhood cards carry a 12-month sparkline with its sentence at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const palermo = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Palermo', exact: true }) });
  await expect(palermo.locator('[data-slot=sparkline] path')).toHaveAttribute('d', /^M[\d.]+ [\d.]+/);
  // The demo's values were set when the site was installed: nothing from 12 months ago to compare with, and it says so.
  await expect(palermo.getByText(/^(Sin datos de hace 12 meses|Sin cambios en 12 meses|[+−][\d,]+ % en 12 meses)$/)).toBeVisible();
  await expect(palermo.getByText(/; última actualización \d{2}\/\d{2}\/\d{4}\.$/)).toBeAttached();
  await expect(page.getByRole('listitem').locator('[data-slot=sparkline] path')).toHaveCount(7);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
});

test('the cards say when the history cannot load, and retry', async ({ page, consoleErrors }) => {
  let fail = true;
  await page.route('**/api/barrios/historial', (route) =>
    fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  // Client-side navigation: the page is not rendered on the server, so the browser reads the history itself.
  await page.goto('/parcela');
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(page.getByText('No se pudo cargar la evolución de los valores.')).toBeVisible();
  // The query's one retry (TanStack Query, spec §9) failed too.
  takeRefusedRequests(consoleErrors, [500, 500]);
  fail = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('No se pudo cargar la evolución de los valores.')).toBeHidden();
  await expect(page.getByRole('listitem').locator('[data-slot=sparkline] path')).toHaveCount(7);
});

test('a visitor gets the report by e-mail at 360 px: the consent is asked, the mail is queued, the lead is listed', async ({ page, request, baseURL }) => {
  const id = await freshConsulta(request, baseURL ?? '', 'Villa Crespo');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/resultado/${id}`);
  const form = page.locator('#recibir-por-email');
  await expect(form.getByRole('heading', { name: 'Recibilo por e-mail' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  const email = `visitante.${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: 'Tu e-mail' }).fill(email);
  await form.getByRole('button', { name: 'Enviar informe' }).click();
  await expect(form.getByText('Para enviarte el informe necesitamos que aceptes guardar tu e-mail')).toBeVisible();
  await form.getByRole('checkbox', { name: CONSENT }).check();
  await form.getByRole('button', { name: 'Enviar informe' }).click();
  await expect(form.getByRole('status')).toContainText(`Te enviamos el informeLo enviamos a ${email}.`);
  await expectNoA11yViolations(page);

  // The outbox row, as /admin/correos shows it.
  expect(await mailsTo(page, email)).toEqual([
    expect.objectContaining({
      tipo: 'informe-valuacion',
      asunto: expect.stringContaining('Tu informe de valuación: Villa Crespo'),
      // Queued, or already sent: the e2e server mails through the run's SMTP mailbox (playwright.config.ts).
      estado: expect.stringMatching(/^(pendiente|enviando|enviado)$/),
    }),
  ]);
  const contactos = (await (await page.request.get('/api/admin/contactos?page_size=50')).json()) as {
    items: Array<{ email: string; origen: string; consulta_id: string }>;
  };
  expect(contactos.items.find((c) => c.email === email)).toMatchObject({ origen: 'informe-email', consulta_id: id });
  await page.goto('/admin/contactos');
  await expect(page.getByRole('listitem').filter({ hasText: email }).getByText('Informe por e-mail')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the rendered result page downloads the report through its plain link', async ({ page, request, baseURL }) => {
    const id = await freshConsulta(request, baseURL ?? '', 'Núñez');
    await page.goto(`/resultado/${id}`);
    await expect(page.getByText(/^Rango estimado: entre US\$\u00a0\d/)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar PDF' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^valuacion-nunez-\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  test('the report by e-mail is a plain form: the server redirects back with a status, never the address', async ({ page, request, baseURL }) => {
    const id = await freshConsulta(request, baseURL ?? '', 'Chacarita');
    await page.goto(`/resultado/${id}`);
    const email = `sin-js.${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Tu e-mail' }).fill(email);
    await page.getByRole('button', { name: 'Enviar informe' }).click();
    await expect(page).toHaveURL(`/resultado/${id}?informe=consentimiento#recibir-por-email`);
    await expect(page.getByText('Para enviarte el informe necesitamos que aceptes guardar tu e-mail')).toBeVisible();
    await page.getByRole('textbox', { name: 'Tu e-mail' }).fill(email);
    await page.getByRole('checkbox', { name: CONSENT }).check();
    await page.getByRole('button', { name: 'Enviar informe' }).click();
    await expect(page).toHaveURL(`/resultado/${id}?informe=enviado#recibir-por-email`);
    await expect(page.getByRole('status')).toContainText('Revisá tu casilla en unos minutos');
    expect(await mailsTo(page, email)).toHaveLength(1);
  });
});
