import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInByApi, test } from './fixtures.ts';

/** Tasks area (ADR 071): the cash log from the Dashboard's quick buttons, Movimientos with its totals, Métricas with charts. */

const fitsWidth = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
/** Intl writes a no-break space after the currency symbol. */
const money = (text: string) => new RegExp(text.replace(/[$.]/g, (c) => `\\${c}`).replace(' ', '\\s'));

async function registerQuick(
  page: Page,
  button: 'Ingreso Rápido' | 'Egreso Rápido',
  fields: { monto: string; moneda: 'USD' | 'ARS'; quien: string; concepto: string },
) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: button === 'Ingreso Rápido' ? 'Registrar ingreso' : 'Registrar egreso' })).toBeVisible();
  // Fecha and hora start at now in Buenos Aires.
  await expect(dialog.getByLabel('Fecha')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(dialog.getByLabel('Hora')).toHaveValue(/^\d{2}:\d{2}$/);
  await dialog.getByLabel('Monto').fill(fields.monto);
  await dialog.getByLabel('Moneda').selectOption(fields.moneda);
  await dialog.getByLabel(button === 'Ingreso Rápido' ? 'Quién dio' : 'Quién gastó').selectOption(fields.quien);
  await dialog.getByLabel('Concepto').fill(fields.concepto);
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText(button === 'Ingreso Rápido' ? 'Ingreso registrado' : 'Egreso registrado')).toBeVisible();
  await expect(page.getByText('El movimiento se registró correctamente').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('quick income in USD and expense in ARS from the Dashboard, then Movimientos with formats and month totals, and Métricas', async ({ page }) => {
  await signInByApi(page, DEMO.tareas);
  await page.goto('/tareas-parcela/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Validation first: refused amounts stay in the dialog with their message under the field.
  await page.getByRole('button', { name: 'Ingreso Rápido' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Monto').fill('1,0055');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Leímos «1,0055» como 1,0055: admite hasta 2 decimales' })).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Elegí quién' })).toBeVisible();
  await expect(dialog.getByLabel('Monto')).toBeFocused();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  const stamp = Date.now();
  await registerQuick(page, 'Ingreso Rápido', { monto: '1250,50', moneda: 'USD', quien: 'Belén', concepto: `Anticipo cliente ${stamp}` });
  // ADR 024 (superseding ADR 071's refusal): «350.000» is three hundred and fifty thousand.
  await registerQuick(page, 'Egreso Rápido', { monto: '350.000', moneda: 'ARS', quien: 'Agustín', concepto: `Compra de hierro ${stamp}` });

  await page.getByRole('link', { name: 'Movimientos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Movimientos' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Movimientos' });
  const income = table.getByRole('row').filter({ hasText: `Anticipo cliente ${stamp}` });
  const expense = table.getByRole('row').filter({ hasText: `Compra de hierro ${stamp}` });
  await expect(income).toContainText(money('US$ 1.250,50'));
  await expect(income).toContainText('Ingreso');
  await expect(income).toContainText('Belén');
  await expect(income).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(expense).toContainText(money('$ 350.000,00'));
  await expect(expense).toContainText('Agustín');

  // The month's totals per currency (demo movements of this month may add to them): USD and ARS apart.
  const totals = page.getByRole('region', { name: /^Totales de / });
  await expect(totals.getByText('Dólares (USD)')).toBeVisible();
  await expect(totals.getByText('Pesos (ARS)')).toBeVisible();
  const usdIncome = await totals.locator('div', { hasText: 'Dólares (USD)' }).last().locator('dd').first().textContent();
  expect(usdIncome).toMatch(/^US\$\s[\d.]+,\d{2}$/);
  const usd = Number((usdIncome ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
  expect(usd).toBeGreaterThanOrEqual(1250.5);

  // Filters live in the URL: ARS only.
  await page.getByLabel('Moneda').selectOption('ARS');
  await expect(page).toHaveURL(/moneda=ARS/);
  await expect(income).toBeHidden();
  await expect(expense).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', /\/api\/tareas\/movimientos\/csv\?moneda=ARS/);
  const csv = await page.request.get('/api/tareas/movimientos/csv?moneda=ARS');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`Egreso;ARS;350000,00;Compra de hierro ${stamp};Agustín`);
  await expectNoA11yViolations(page);

  // At 360 px the new-movement dialog fits (the rows as cards: tasks-cash-ledger.spec.ts).
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Nuevo movimiento' }).first().click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Tipo')).toBeVisible();
  await fitsWidth(page, 360);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Métricas: charts drawn, each with its figures as a table.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tareas-parcela/dashboard/metricas');
  await expect(page.getByRole('heading', { level: 1, name: 'Métricas' })).toBeVisible();
  for (const title of [
    'Abiertas y hechas por semana',
    'Abiertas por urgencia',
    'Abiertas por prioridad',
    'Ingresos y egresos por mes en dólares (USD)',
    'Ingresos y egresos por mes en pesos (ARS)',
  ])
    await expect(page.getByRole('figure', { name: new RegExp(title.replace(/[()]/g, '\\$&')) })).toBeVisible();
  await expect(page.locator('figure svg rect.bar').first()).toBeVisible();
  // Each chart is drawn as it comes near the screen (ADR 146): scroll to the last one.
  await page.getByRole('figure', { name: /pesos \(ARS\)/ }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator('figure svg.chart').count()).toBeGreaterThanOrEqual(6);
  await page.getByText('Ver datos de ingresos y egresos por mes en pesos (ars)').click();
  const arsTable = page.getByRole('table', { name: 'Ingresos y egresos por mes en pesos (ARS)' });
  await expect(arsTable.getByRole('row').last()).toContainText(/\$\s[\d.]+,\d{2}/);
  await expect(page.getByText('Promedio de resolución', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.locator('figure svg.chart').first()).toBeVisible();
  await fitsWidth(page, 360);
  await expectNoA11yViolations(page);
});

test('a failed load of Movimientos or Métricas says so with Reintentar, never "no movements"', async ({ page, consoleErrors }) => {
  await signInByApi(page, DEMO.tareas);
  const list = /\/api\/tareas\/movimientos\?/;
  await page.route(list, (route) => route.abort());
  // The server draws a screen with its data (ADR 146): the browser reads it on a move inside the area.
  await page.goto('/tareas-parcela/dashboard/resumen');
  await page.getByRole('link', { name: 'Movimientos' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudieron cargar los movimientos' })).toBeVisible();
  await expect(page.getByText('Todavía no hay movimientos')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.unroute(list);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('table', { name: 'Movimientos' })).toBeVisible();

  await page.route('**/api/tareas/metricas', (route) => route.abort());
  await page.getByRole('link', { name: 'Métricas' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudieron cargar las métricas' })).toBeVisible();
  await expectNoA11yViolations(page);
  // The browser logs each aborted request; nothing else.
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.every((e) => e.includes('ERR_FAILED'))).toBe(true);
  consoleErrors.length = 0;
});

test('Movimientos walked as a person would: es-AR thousands typed, focus back on the button, filters through Back, hand-typed filters, long concepto at 1280 px, totals retried', async ({
  page,
  consoleErrors,
}) => {
  await signInByApi(page, DEMO.tareas);
  await page.goto('/tareas-parcela/dashboard/resumen');
  const stamp = Date.now();

  // '1,005' could be a decimal comma or an English thousands comma: refused, naming both (ADR 024);
  // '1500000,25' is echoed as read; '1.500.000,25' is read as written.
  const quick = page.getByRole('button', { name: 'Egreso Rápido' });
  await quick.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Monto').fill('1,005');
  await dialog.getByLabel('Quién gastó').selectOption('Hernán');
  await dialog.getByLabel('Concepto').fill(`Materiales ${stamp}`);
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: '«1,005» puede ser 1,005 o 1.005: escribí 1.005 si son miles.' })).toBeVisible();
  await dialog.getByLabel('Monto').fill('1500000,25');
  await expect(dialog.getByText('= 1.500.000,25', { exact: true })).toBeVisible();
  await dialog.getByLabel('Moneda').selectOption('ARS');
  await dialog.getByLabel('Monto').fill('1.500.000,25');
  await dialog.getByLabel('Concepto').press('Enter');
  await expect(page.getByText('Egreso registrado')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The dialog has no Radix trigger: focus goes back to the button that opened it.
  await expect(quick).toBeFocused();
  await page.getByRole('button', { name: 'Ingreso Rápido' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Ingreso Rápido' })).toBeFocused();

  // A long concepto without spaces (a pasted link) wraps: the table is not clipped at 1280 px.
  const response = await page.request.post('/api/tareas/movimientos', {
    headers: { origin: test.info().project.use.baseURL as string },
    data: {
      tipo: 'ingreso',
      monto: '99999999999,99',
      moneda: 'USD',
      quien: 'Belén',
      concepto: `=HYPERLINK("https://example.com/${'x'.repeat(60)}")${stamp}`,
      fecha: '2026-11-02',
      hora: '10:00',
    },
  });
  expect(response.status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Movimientos' }).click();
  const table = page.getByRole('table', { name: 'Movimientos' });
  await expect(table.getByRole('row').filter({ hasText: `Materiales ${stamp}` })).toContainText(money('$ 1.500.000,25'));
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: String(stamp) })
      .last(),
  ).toBeVisible();
  const box = table.locator('xpath=..');
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  await fitsWidth(page, 1280);

  // Each filter is a history entry: Back returns to the previous filters, Forward again.
  await page.getByLabel('Tipo').selectOption('egreso');
  await expect(page).toHaveURL(/tipo=egreso/);
  await page.getByLabel('Moneda').selectOption('ARS');
  await expect(page).toHaveURL(/tipo=egreso&moneda=ARS/);
  await page.goBack();
  await expect(page).not.toHaveURL(/moneda=/);
  await expect(page.getByLabel('Moneda')).toHaveValue('');
  await expect(page.getByLabel('Tipo')).toHaveValue('egreso');
  await page.goForward();
  await expect(page.getByLabel('Moneda')).toHaveValue('ARS');

  // Filters typed by hand that the server would refuse are left out (no crash, no failing list).
  await page.goto('/tareas-parcela/dashboard/movimientos?mes=2026-13&tipo=zzz&moneda=ARS');
  await expect(page.getByRole('heading', { level: 1, name: 'Movimientos' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Totales de / })).toBeVisible();
  await expect(page.getByLabel('Moneda')).toHaveValue('ARS');
  await expect(page.getByLabel('Tipo')).toHaveValue('');
  await expect(table.getByRole('row').filter({ hasText: `Materiales ${stamp}` })).toBeVisible();

  // Totals that fail to load say so with their own 'Reintentar'.
  const totals = '**/api/tareas/movimientos/totales**';
  await page.route(totals, (route) => route.abort());
  // Another month: the current one's came with the page (ADR 146).
  await page.getByLabel('Mes').fill('2026-10');
  const region = page.getByRole('region', { name: /^Totales de / });
  await expect(region.getByRole('alert')).toContainText('No se pudieron cargar los totales.');
  await expectNoA11yViolations(page);
  await page.unroute(totals);
  await region.getByRole('button', { name: 'Reintentar los totales' }).click();
  await expect(region.getByRole('alert')).toHaveCount(0);
  await expect(region.locator('dd').first()).toHaveText(/^US\$\s[\d.]+,\d{2}$/);
  expect(consoleErrors.every((e) => e.includes('ERR_FAILED'))).toBe(true);
  consoleErrors.length = 0;
});

test('older movements on demand: 100 first, a failed page says so and is retried, the last page leaves focus on the count; the month CSV holds them all', async ({
  page,
  consoleErrors,
}) => {
  await signInByApi(page, DEMO.tareas);
  const origin = test.info().project.use.baseURL as string;
  // 101 expenses in a month nobody else uses (tasks-cash-ledger.spec.ts writes in 2024-03 and 2024-04).
  for (let batch = 0; batch < 101; batch += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, 101 - batch) }, (_, i) => {
        const n = batch + i + 1;
        return page.request
          .post('/api/tareas/movimientos', {
            headers: { origin },
            data: {
              tipo: 'egreso',
              monto: `${n},50`,
              moneda: 'ARS',
              quien: 'Diego',
              concepto: `Lote ${n}`,
              fecha: `2024-02-${String((n % 28) + 1).padStart(2, '0')}`,
              hora: '08:00',
            },
          })
          .then((r) => expect(r.status()).toBe(201));
      }),
    );
  await page.goto('/tareas-parcela/dashboard/movimientos?mes=2024-02');
  await expect(page.getByText('Mostrando 100 de 101')).toBeVisible();
  const more = page.getByRole('button', { name: 'Ver movimientos anteriores' });

  const second = /\/api\/tareas\/movimientos\?.*page=2/;
  await page.route(second, (route) => route.abort());
  await more.click();
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudieron cargar los movimientos anteriores.' })).toBeVisible();
  await expect(page.getByText('Mostrando 100 de 101')).toBeVisible();
  await page.unroute(second);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Mostrando 101 de 101')).toBeFocused();
  await expect(more).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const csv = await page.request.get('/api/tareas/movimientos/csv?mes=2024-02');
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="movimientos-\d{4}-\d{2}-\d{2}\.csv"$/);
  const text = await csv.text();
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(102);
  // ADR 121's ledger columns follow the first nine; the running balance covers the whole log, so any number.
  expect(lines[0]).toBe(
    '\uFEFFFecha;Tipo;Moneda;Monto;Concepto;Quién;Obra;Sucursal;Descripción;Categoría;Cotización tipo;Cotización valor;Cotización fecha;Equivalente USD;Saldo;Estado;Motivo de anulación;Comprobante',
  );
  expect(lines.filter((line) => /^02\/02\/2024 08:00;Egreso;ARS;1,50;Lote 1;Diego;;;Pagó: Diego;;;;;;-?\d+(,\d{1,2})?;Vigente;;No$/.test(line))).toHaveLength(
    1,
  );
  expect(consoleErrors.every((e) => e.includes('ERR_FAILED'))).toBe(true);
  consoleErrors.length = 0;
});

test('Métricas at 360 px with every "Ver datos" open and amounts in the billions: nothing scrolls sideways', async ({ page }) => {
  await signInByApi(page, DEMO.tareas);
  const lastMonth = new Date(Date.now() - 35 * 24 * 3600 * 1000).toISOString().slice(0, 8);
  const response = await page.request.post('/api/tareas/movimientos', {
    headers: { origin: test.info().project.use.baseURL as string },
    data: { tipo: 'ingreso', monto: '99.999.999.999,99', moneda: 'ARS', quien: 'Belén', concepto: 'Cifra enorme', fecha: `${lastMonth}10`, hora: '10:00' },
  });
  expect(response.status()).toBe(201);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/tareas-parcela/dashboard/metricas');
  const summaries = page.locator('details > summary');
  await expect(summaries.first()).toBeVisible();
  for (const summary of await summaries.all()) await summary.click();
  await expect(page.getByRole('table', { name: 'Ingresos y egresos por mes en pesos (ARS)' })).toContainText(/\$\s99\.999\.999\.999,99/);
  await fitsWidth(page, 360);
  // Headers wrap, so the per-person table shows its averages without scrolling sideways.
  const people = page.getByRole('table', { name: 'Días promedio de resolución por responsable' });
  expect(await people.locator('xpath=..').evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  await expectNoA11yViolations(page);
});
