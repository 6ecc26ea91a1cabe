import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInByApi, takeRefusedRequests, test } from './fixtures.ts';

/** The cash log as a ledger (ADR 121): an ARS movement with its dollar worth, and a voided one leaving the totals, at 1280 and 360 px. */

const fits = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
const RECEIPT_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const money = (text: string) => new RegExp(text.replace(/[$.]/g, (c) => `\\${c}`).replace(/ /g, '\\s'));

for (const { width, height, mes } of [
  { width: 1280, height: 900, mes: '2024-03' },
  { width: 360, height: 800, mes: '2024-04' },
]) {
  test(`an ARS movement with its USD worth, then voided out of the totals (${width} px)`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height });
    await signInByApi(page, DEMO.tareas);
    await page.goto(`/tareas-parcela/dashboard/movimientos?mes=${mes}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Movimientos' })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo movimiento' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption('egreso');
    await dialog.getByLabel('Monto').fill('145.000');
    await dialog.getByLabel('Moneda').selectOption('ARS');
    await dialog.getByLabel('Tipo de cotización').selectOption('manual');
    await dialog.getByLabel('Pesos por dólar').fill('1.450');
    await dialog.getByLabel('Fecha de la cotización').fill(`${mes}-10`);
    await expect(dialog.getByText(money('Equivale a US$ 100,00.'))).toBeVisible();
    await dialog.getByLabel('Quién gastó').selectOption('Agustín');
    const concepto = `Ladrillos ${width}`;
    await dialog.getByLabel('Concepto').fill(concepto);
    await dialog.getByLabel('Categoría').selectOption('Materiales');
    await dialog.getByRole('textbox', { name: 'Fecha', exact: true }).fill(`${mes}-10`);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(dialog).toBeHidden();

    const totals = page.getByRole('region', { name: /^Totales de / });
    const row =
      width >= 640
        ? page.getByRole('table', { name: 'Movimientos' }).getByRole('row').filter({ hasText: concepto })
        : page.getByRole('listitem').filter({ hasText: concepto });
    await expect(row).toContainText(money('$ 145.000,00'));
    await expect(row).toContainText(money('≈ US$ 100,00'));
    await expect(row).toContainText('Materiales');
    await expect(totals).toContainText(money('egresos US$ 100,00'));
    await fits(page);
    await page.screenshot({ path: `test-results/cash-ledger-${width}.png`, fullPage: false });

    // Its receipt: nothing chosen, then a page named .pdf, are refused in the dialog; a real PDF is kept and downloads.
    await row.getByRole('button', { name: `Adjuntar comprobante de ${concepto}` }).click();
    const receipt = page.getByRole('dialog', { name: 'Comprobante' });
    await receipt.getByRole('button', { name: 'Adjuntar', exact: true }).click();
    await expect(receipt.getByText('Elegí el archivo del comprobante: PDF, JPG, PNG o WebP')).toBeVisible();
    await receipt.getByLabel('Archivo').setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><p>no</p>') });
    await receipt.getByRole('button', { name: 'Adjuntar', exact: true }).click();
    await expect(receipt.getByText('El comprobante debe ser un PDF o una foto JPG, PNG o WebP')).toBeVisible();
    takeRefusedRequests(consoleErrors, [415]);
    await expectNoA11yViolations(page);
    await fits(page);
    await page.screenshot({ path: `test-results/cash-receipt-${width}.png`, fullPage: false });
    await receipt.getByLabel('Archivo').setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
    await receipt.getByRole('button', { name: 'Adjuntar', exact: true }).click();
    await expect(receipt).toBeHidden();
    await expect(page.getByText('Comprobante adjuntado').first()).toBeVisible();
    await row.getByRole('button', { name: `Comprobante de ${concepto}` }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), receipt.getByRole('link', { name: 'Descargar' }).click()]);
    expect(download.suggestedFilename()).toBe(`comprobante-${mes}-10-Ladrillos-${width}.pdf`);
    await receipt.getByRole('button', { name: 'Cancelar' }).click();
    await fits(page);

    await row.getByRole('button', { name: `Anular ${concepto}` }).click();
    const voiding = page.getByRole('dialog', { name: 'Anular movimiento' });
    await voiding.getByRole('button', { name: 'Anular' }).click();
    await expect(voiding.getByText('Escribí el motivo de la anulación')).toBeVisible();
    await voiding.getByLabel('Motivo').fill('Cargado dos veces');
    await voiding.getByRole('button', { name: 'Anular' }).click();
    await expect(voiding).toBeHidden();

    await expect(row).toContainText('Anulado: Cargado dos veces');
    await expect(row.getByRole('link', { name: `Ver comprobante de ${concepto}` })).toHaveAttribute('href', /\/comprobante$/);
    await expect(totals).toContainText('Un movimiento anulado no cuenta en estos totales.');
    await expect(totals).toContainText(money('egresos US$ 0,00'));
    await expectNoA11yViolations(page);
    await fits(page);
    await page.screenshot({ path: `test-results/cash-ledger-${width}-anulado.png`, fullPage: true });
  });
}

test('admins see the stored rates and type one by hand', async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto('/admin/configuracion');
  const card = page
    .locator('form', { has: page.getByRole('button', { name: 'Cargar cotización' }) })
    .locator('..')
    .locator('..');
  await card.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption('mep');
  await card.getByLabel('Venta (pesos por dólar)').fill('1.467,80');
  await card.getByRole('button', { name: 'Cargar cotización' }).click();
  await expect(card.getByText(money('Venta $ 1.467,80'))).toBeVisible();
  // Other specs may have typed the oficial and the blue by hand too: look at the MEP's own line.
  await expect(
    card
      .getByRole('listitem')
      .filter({ hasText: money('Venta $ 1.467,80') })
      .getByText(/Carga manual/),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await fits(page);
});
