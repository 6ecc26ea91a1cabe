import type { APIRequestContext, Page } from '@playwright/test';
import { closingCosts, formatPesos } from '../src/domain/valuation/closing-costs.ts';
import { DEFAULT_CLOSING_COSTS } from '../src/domain/valuation/closing-costs-defaults.ts';
import { DEMO, expect, expectNoA11yViolations, signInByApi, test } from './fixtures.ts';

/** A CABA consulta made through the API, as the calculator makes it; its market value too. */
async function freshConsulta(request: APIRequestContext, baseURL: string, barrio: string): Promise<{ id: string; valor_mercado_usd: number }> {
  const localidades = (await (await request.get('/api/localidades')).json()) as { id: string; nombre: string }[];
  const caba = localidades.find((l) => l.nombre === 'Ciudad de Buenos Aires')?.id ?? '';
  const barrios = (await (await request.get(`/api/barrios?localidad_id=${caba}`)).json()) as { id: string; nombre: string }[];
  const created = await request.post('/api/consultas', {
    data: { localidad_id: caba, barrio_id: barrios.find((b) => b.nombre === barrio)?.id, m2_vendibles: 100, ubicacion_calidad: 'Buena' },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  return created.json();
}

/** The admin types today's rates by hand (the e2e server reads no source). */
async function loadRates(page: Page, baseURL: string): Promise<void> {
  await signInByApi(page, DEMO.admin);
  for (const [tipo, venta] of [
    ['oficial', '1.455'],
    ['mep', '1.510,50'],
    ['blue', '1.530'],
  ]) {
    const saved = await page.request.post('/api/admin/cotizaciones', { data: { tipo, venta }, headers: { origin: baseURL } });
    expect(saved.status()).toBe(201);
  }
  await page.context().clearCookies();
}

/** «Total comprador US$ 6.855» as drawn (the currency's no-break space included). */
const total = (who: string, n: number) => new RegExp(`^Total ${who}\\s*US\\$\\s${new Intl.NumberFormat('es-AR').format(n).replace('.', '\\.')}$`);
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the result page shows the closing costs in dollars and in pesos at each rate, and the only-home box recomputes (360 px)', async ({
  page,
  request,
  baseURL,
}) => {
  await loadRates(page, baseURL ?? '');
  const c = await freshConsulta(request, baseURL ?? '', 'Palermo');
  const plain = closingCosts(c.valor_mercado_usd, DEFAULT_CLOSING_COSTS.caba, { viviendaUnica: false, oficialVentaArs: 1455 });
  const home = closingCosts(c.valor_mercado_usd, DEFAULT_CLOSING_COSTS.caba, { viviendaUnica: true, oficialVentaArs: 1455 });
  expect(home.exencion).toBe('aplica');

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/resultado/${c.id}`);
  const card = page.getByRole('region', { name: 'Costo total para cerrar' });
  await expect(card.getByText('Escritura en Ciudad de Buenos Aires.')).toBeVisible();
  await expect(card.getByText(total('comprador', plain.comprador.totalUsd))).toBeVisible();
  await expect(card.getByText(total('vendedor', plain.vendedor.totalUsd))).toBeVisible();
  const buyerOficial = formatPesos(plain.comprador.totalUsd * 1455);
  await expect(card.getByText(`Comprador ${buyerOficial} · Vendedor ${formatPesos(plain.vendedor.totalUsd * 1455)}`)).toBeVisible();
  await expect(card.getByText(/^Oficial \$ 1\.455 · carga manual de Parcela, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \((recién|hace \d+ min)\)$/)).toBeVisible();
  await expect(card.getByText(/^MEP \$ 1\.510,5 · carga manual de Parcela/)).toBeVisible();
  await expect(card.getByText(/^Blue \$ 1\.530 · carga manual de Parcela/)).toBeVisible();
  await expect(card.getByText(/confirmalas con tu escribano/)).toBeVisible();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);

  await card.getByRole('checkbox', { name: /Es para mi vivienda única/ }).check();
  await expect(card.getByText(total('comprador', home.comprador.totalUsd))).toBeVisible();
  await expect(card.getByText(total('vendedor', home.vendedor.totalUsd))).toBeVisible();
  await expect(card.getByText('Exento por vivienda única, familiar y de ocupación permanente.')).toHaveCount(2);
  await expect(card.getByText(`Comprador ${formatPesos(home.comprador.totalUsd * 1455)} ·`, { exact: false })).toBeVisible();
});

test('an admin changes a rate typed the Argentine way in Configuración and the result page follows (1280 px)', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page, DEMO.admin);
  await page.goto('/admin/configuracion');
  const section = page.getByRole('region', { name: 'Costos de escritura' });
  const caba = section.getByRole('group', { name: 'Ciudad de Buenos Aires' });
  const firstRate = caba.getByRole('textbox', { name: /^Alícuota/ }).first();
  await expect(firstRate).toHaveValue('1,75');
  await expect(caba.getByRole('textbox', { name: /Exento por vivienda única/ }).first()).toHaveValue('226.100.000');
  await expectNoA11yViolations(page);

  // A bad figure stays in the form with its message; a good one saves.
  await firstRate.fill('12');
  await section.getByRole('button', { name: 'Guardar costos de escritura' }).click();
  await expect(section.getByText('La alícuota debe estar entre 0 y 10 %')).toBeVisible();
  await firstRate.fill('2,5');
  await section.getByRole('button', { name: 'Guardar costos de escritura' }).click();
  await expect(section.getByText(/^Último cambio: demo\.admin, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(caba.getByRole('textbox', { name: /^Alícuota/ }).first()).toHaveValue('2,5');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  const c = await freshConsulta(request, baseURL ?? '', 'Belgrano');
  await page.goto(`/resultado/${c.id}`);
  const items = DEFAULT_CLOSING_COSTS.caba.map((i) => (i.clave === 'sellos-comprador' ? { ...i, tasaPct: 2.5 } : i));
  const expected = closingCosts(c.valor_mercado_usd, items, { viviendaUnica: false, oficialVentaArs: 1455 });
  await expect(page.getByText('Impuesto de Sellos (mitad del comprador) (2,5 %)')).toBeVisible();
  await expect(page.getByText(total('comprador', expected.comprador.totalUsd))).toBeVisible();
  await expectNoA11yViolations(page);

  // Put the reference figure back for whatever runs next on this server.
  await page.goto('/admin/configuracion');
  await caba
    .getByRole('textbox', { name: /^Alícuota/ })
    .first()
    .fill('1,75');
  await section.getByRole('button', { name: 'Guardar costos de escritura' }).click();
  await expect(page.getByText('Costos de escritura guardados')).toBeVisible();
});
