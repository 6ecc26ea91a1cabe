import { CALCULATOR_OPEN_DELAY_MS } from '../src/domain/valuation/valuation.ts';
import { expect, expectNoA11yViolations, takeRefusedRequests, test } from './fixtures.ts';

/** The visitor's journey on /parcela (spec §2, §4): box → calculator → result → new query. */
test('values a plot from the box to the result card and starts over', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/parcela');
  await expect(page).toHaveTitle(/Cuánto vale mi terreno/);
  await expect(page.getByRole('heading', { level: 1, name: '¿Cuánto vale mi terreno?' })).toBeVisible();
  await expectNoA11yViolations(page);

  // 'Preparando calculadora...' lasts the spec's 300 ms, then the card: watched from inside the
  // page (a poll from here can miss 300 ms on a busy machine), timed from the click.
  const opening = await page.evaluateHandle(() => {
    const record = { preparing: false, clickedAt: 0, cardAt: 0 };
    document.addEventListener('click', () => (record.clickedAt = performance.now()), { capture: true, once: true });
    new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      if (text.includes('Preparando calculadora...')) record.preparing = true;
      if (!record.cardAt && text.includes('Calculá el valor de tu terreno')) record.cardAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    return record;
  });
  await page.getByRole('button', { name: 'Cuánto vale mi terreno' }).click();
  const calcular = page.getByRole('button', { name: 'CALCULAR' });
  await expect(calcular).toBeDisabled();
  const { preparing, clickedAt, cardAt } = await opening.jsonValue();
  expect(preparing).toBe(true);
  // Not before the spec's pause (timers may fire a few ms early).
  expect(cardAt - clickedAt).toBeGreaterThanOrEqual(CALCULATOR_OPEN_DELAY_MS - 5);

  const barrio = page.getByLabel('BARRIO');
  await expect(barrio).toBeDisabled();
  await page.getByLabel('LOCALIDAD').selectOption({ label: 'Vicente López' });
  await expect(barrio.locator('option', { hasText: 'Vicente López' })).toHaveCount(1);
  await barrio.selectOption({ label: 'Vicente López' });
  // Changing the locality reloads its barrios and clears the choice.
  await page.getByLabel('LOCALIDAD').selectOption({ label: 'Ciudad de Buenos Aires' });
  await expect(barrio).toHaveValue('');
  await barrio.selectOption({ label: 'Palermo' });
  await page.getByLabel('M² VENDIBLES').fill('100,5');
  await expect(calcular).toBeDisabled();
  await page.getByRole('radio', { name: 'Excelente' }).click();
  await expectNoA11yViolations(page);
  await expect(calcular).toBeEnabled();

  await calcular.click();
  await expect(calcular).toBeDisabled();
  await expect(page.getByText('Calculando valor...')).toBeVisible();
  await expect(page.getByText('Analizando parámetros...')).toBeVisible();
  await expect(page.getByText('Convalidando incidencia...')).toBeVisible();
  await expect(page.getByText('Verificando transacciones pasadas...')).toBeVisible();

  const result = page.getByRole('heading', { name: 'VALUACIÓN EXITOSA' });
  await expect(result).toBeVisible();
  await expect(result).toBeFocused();
  // 100,5 m² × USD 690 = 69.345; market −14% = 59.636,7 → 59.637.
  await expect(page.getByText('US$\u00a069.345', { exact: true })).toBeVisible();
  await expect(page.getByText('US$\u00a059.637', { exact: true })).toBeVisible();
  await expect(page.getByText('Valor de mercado (–14%)')).toBeVisible();
  await expect(page.getByText('Valuación exitosa. Valor de lista US$\u00a069.345. Valor de mercado US$\u00a059.637.')).toBeAttached();

  const offer = page.getByRole('link', { name: 'Solicitar oferta directa' });
  await expect(offer).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*59\.637/);
  const share = decodeURIComponent((await page.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href')) ?? '');
  for (const part of ['Palermo, Ciudad de Buenos Aires', '100,5 m²', 'Ubicación Excelente', '59.637', '/resultado/']) expect(share).toContain(part);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Nueva Consulta' }).click();
  await expect(page.getByLabel('LOCALIDAD')).toHaveValue('');
  await expect(page.getByLabel('BARRIO')).toBeDisabled();
  await expect(page.getByLabel('M² VENDIBLES')).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Excelente' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'CALCULAR' })).toBeDisabled();
});

test('refuses 0 m² with the spec toast', async ({ page }) => {
  await page.goto('/parcela');
  await page.getByRole('button', { name: 'Calcular Valor' }).click();
  await page.getByLabel('LOCALIDAD').selectOption({ label: 'Ciudad de Buenos Aires' });
  await page.getByLabel('BARRIO').selectOption({ label: 'Coghlan' });
  await page.getByLabel('M² VENDIBLES').fill('0');
  await page.getByRole('radio', { name: 'Regular' }).click();
  await page.getByRole('button', { name: 'CALCULAR' }).click();
  await expect(page.getByText('Valor inválido')).toBeVisible();
  await expect(page.getByText('Los m² vendibles deben ser al menos 10')).toBeVisible();
  await expect(page.getByText('Calculando valor...')).toHaveCount(0);
});

test('shows the public price table grouped by locality', async ({ page }) => {
  await page.goto('/parcela');
  const table = page.getByRole('table', { name: 'PRECIOS PÚBLICOS' });
  await expect(table.getByRole('columnheader', { name: 'PRECIO USD/M²' })).toBeVisible();
  const palermo = table.getByRole('row', { name: /Palermo/ });
  await expect(palermo).toContainText('US$\u00a0690');
  // The locality is written once per group.
  await expect(table.getByRole('rowheader', { name: 'Ciudad de Buenos Aires' })).toHaveCount(1);
  await expect(page.getByText(/se actualizan periódicamente/)).toBeVisible();
  const report = page.getByRole('link', { name: 'Informar Error o Actualización', exact: true });
  await expect(report).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(palermo.getByRole('link', { name: 'Informar error o actualización de Palermo' })).toHaveAttribute('href', /Palermo/);
});

test('validates and sends the contact dialog with the spec toasts', async ({ page }) => {
  await page.goto('/parcela');
  await page.getByRole('button', { name: 'Contactar Especialista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hablar con un analista' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Teléfono')).toHaveAttribute('placeholder', '+54 9 11 1234-5678');
  await expectNoA11yViolations(page);

  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible();
  await dialog.getByLabel('Nombre').fill('Ana Pérez');
  await dialog.getByLabel('Email').fill('ana@example.com');
  await dialog.getByLabel('Teléfono').fill('+54 9 11 5555-1234');
  await dialog.getByLabel('Comentario (opcional)').fill('Tengo un lote en Núñez');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  await expect(page.getByText('Mensaje enviado')).toBeVisible();
  await expect(page.getByText('Te contactamos en el día. Gracias por tu interés.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('opens the result page of a consulta just made, and answers an unknown id', async ({ page, request, baseURL, consoleErrors }) => {
  const localidades = (await (await request.get('/api/localidades')).json()) as { id: string; nombre: string }[];
  const caba = localidades.find((l) => l.nombre === 'Ciudad de Buenos Aires')?.id ?? '';
  const barrios = (await (await request.get(`/api/barrios?localidad_id=${caba}`)).json()) as { id: string; nombre: string }[];
  const belgrano = barrios.find((b) => b.nombre === 'Belgrano')?.id ?? '';
  const created = await request.post('/api/consultas', {
    data: { localidad_id: caba, barrio_id: belgrano, m2_vendibles: 250, ubicacion_calidad: 'Muy buena' },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/resultado/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terreno en Belgrano, Ciudad de Buenos Aires' })).toBeVisible();
  await expect(page).toHaveTitle('Valuación de terreno en Belgrano · Parcela');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /US\$\u00a0139\.750.*250 m².*Belgrano/);
  // 250 × 650 = 162.500; −14% = 139.750.
  await expect(page.getByText('US$\u00a0162.500', { exact: true })).toBeVisible();
  await expect(page.getByText('Valor de mercado (–14%)')).toBeVisible();
  await expect(page.getByText(/plusvalía/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', `/api/consultas/${id}/informe.pdf`);
  await expect(page.getByText(/^Rango estimado: entre US\$\u00a0\d/)).toBeVisible();
  const share = decodeURIComponent((await page.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href')) ?? '');
  for (const part of ['Belgrano, Ciudad de Buenos Aires', '250 m²', 'Ubicación Muy buena', '139.750']) expect(share).toContain(part);
  await expect(page.getByText(/no constituyen una tasación formal/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Realizar Nueva Consulta' }).click();
  // Straight into a new calculation: the calculator is open on arrival.
  await expect(page).toHaveURL(/\/parcela\?calcular=1$/);
  await expect(page.getByRole('heading', { name: 'Calculá el valor de tu terreno' })).toBeFocused();

  await page.goto('/resultado/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Consulta no encontrada' })).toBeAttached();
  await expect(page.getByText('Consulta no encontrada', { exact: true }).last()).toBeVisible();
  await expect(page).toHaveTitle('Consulta no encontrada · Parcela');
  await expectNoA11yViolations(page);
  await page.goto('/resultado/no-es-un-id');
  await expect(page.getByText('Consulta no encontrada', { exact: true }).last()).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/parcela$/);

  // The two expected 404s of /api/consultas/:id; nothing else may be logged.
  takeRefusedRequests(consoleErrors, [404, 404]);
});

test('shows the legal texts', async ({ page }) => {
  await page.goto('/parcela');
  await page.getByRole('link', { name: 'Términos y condiciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
  await expect(page.getByText(/no constituyen una tasación formal/)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  await expect(page.getByText(/Ley Nº 25.326/).first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test('works with the keyboard alone', async ({ page }) => {
  await page.goto('/parcela');
  await page.getByRole('button', { name: 'Cuánto vale mi terreno' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Calculá el valor de tu terreno' })).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('LOCALIDAD')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // first locality: Ciudad de Buenos Aires
  await expect(page.getByLabel('BARRIO')).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('BARRIO')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // first barrio: Belgrano
  await page.keyboard.press('Tab');
  // «¿No está tu barrio?» (ADR 141) sits right under the barrio, one stop on the way.
  await expect(page.getByRole('button', { name: '¿No está tu barrio?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('M² VENDIBLES')).toBeFocused();
  await page.keyboard.type('200');
  await page.keyboard.press('Tab');
  // «Calculalos con tu lote» (ADR 143) sits right under the m², one stop on the way.
  await expect(page.getByRole('button', { name: '¿No sabés los m² vendibles? Calculalos con tu lote' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Excelente' })).toBeFocused();
  // Held like a real key: the radio group moves focus on a timer and checks while the key is down.
  await page.keyboard.down('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Muy buena' })).toBeChecked();
  await page.keyboard.up('ArrowRight');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'CALCULAR' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'VALUACIÓN EXITOSA' })).toBeFocused();
  // 200 × 650 = 130.000; −14% = 111.800.
  await expect(page.getByText('US$\u00a0111.800', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva Consulta' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Calculá el valor de tu terreno' })).toBeFocused();
  await expect(page.getByLabel('M² VENDIBLES')).toHaveValue('');
});

for (const width of [360, 1280]) {
  test(`at ${width} px: /parcela?calcular=1 opens the calculator, missing fields are listed live, the progress stays in view`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    await page.goto('/parcela?calcular=1');
    await expect(page.getByRole('heading', { name: 'Calculá el valor de tu terreno' })).toBeFocused();
    const calcular = page.getByRole('button', { name: 'CALCULAR' });
    await expect(calcular).toHaveAccessibleDescription('Para calcular, completá: localidad, barrio, m² vendibles y ubicación.');
    await page.getByLabel('LOCALIDAD').selectOption({ label: 'Ciudad de Buenos Aires' });
    await page.getByLabel('BARRIO').selectOption({ label: 'Palermo' });
    await page.getByLabel('M² VENDIBLES').fill('120');
    const missing = page.getByText('Para calcular, completá: ubicación.');
    await expect(missing).toBeVisible();
    await expect(missing).toHaveAttribute('aria-live', 'polite');
    // Enter with a field missing: the spec's toast.
    await page.getByLabel('M² VENDIBLES').press('Enter');
    await expect(page.getByText('Completá todos los campos')).toBeVisible();
    await expect(page.getByText('Campos incompletos')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('radio', { name: 'Buena', exact: true }).click();
    await expect(missing).toBeHidden();
    await expect(calcular).toBeEnabled();
    await calcular.click();
    // The four messages are where the visitor looks, not below the fold, and in a status region.
    for (const message of ['Calculando valor...', 'Analizando parámetros...', 'Convalidando incidencia...', 'Verificando transacciones pasadas...']) {
      const shown = page.getByRole('status').filter({ hasText: message });
      await expect(shown).toBeInViewport();
    }
    await expect(page.getByRole('heading', { name: 'VALUACIÓN EXITOSA' })).toBeVisible();
  });
}

for (const width of [360, 1280]) {
  test(`at ${width} px: «1.250» m² is a thousand two hundred and fifty, echoed and valued as such (ADR 024)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto('/parcela?calcular=1');
    await page.getByLabel('LOCALIDAD').selectOption({ label: 'Ciudad de Buenos Aires' });
    await page.getByLabel('BARRIO').selectOption({ label: 'Palermo' });
    await page.getByRole('radio', { name: 'Buena', exact: true }).click();
    const m2 = page.getByRole('textbox', { name: 'M² VENDIBLES' });
    await expect(m2).toHaveAttribute('inputmode', 'decimal');

    // Text it cannot read: the spec's 'Valor inválido' with the reader's message, and nothing is sent.
    await m2.fill('1,2,3');
    await page.getByRole('button', { name: 'CALCULAR' }).click();
    await expect(page.getByText('Valor inválido')).toBeVisible();
    await expect(
      page.getByText('No entendemos «1,2,3» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250 o 1.250,5 m².'),
    ).toBeVisible();
    await expect(page.getByText('Calculando valor...')).toHaveCount(0);

    // While typing, the field says what it understood when the text does not already say it.
    await m2.fill('1250 m2');
    await expect(page.getByText('= 1.250 m²')).toBeVisible();
    await expect(m2).toHaveAccessibleDescription(/= 1\.250 m²/);
    await m2.fill('1.250');
    await expect(page.getByText('= 1.250 m²')).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'CALCULAR' }).click();
    await expect(page.getByRole('heading', { name: 'VALUACIÓN EXITOSA' })).toBeVisible();
    // 1.250 m² × USD 690 = 862.500; −14% = 741.750 (read as 1,25 m² it was US$ 863 and US$ 742).
    await expect(page.getByText('US$\u00a0862.500', { exact: true })).toBeVisible();
    await expect(page.getByText('US$\u00a0741.750', { exact: true })).toBeVisible();
    await expect(page.getByText('Valor de mercado (–14%)')).toBeVisible();
    const share = decodeURIComponent((await page.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href')) ?? '');
    expect(share).toContain('1.250 m² vendibles');
  });
}

test('says the place once when barrio = locality, and the firm figures agree between /parcela and /empresa', async ({ page, request, baseURL }) => {
  const localidades = (await (await request.get('/api/localidades')).json()) as { id: string; nombre: string }[];
  const vl = localidades.find((l) => l.nombre === 'Vicente López')?.id ?? '';
  const barrios = (await (await request.get(`/api/barrios?localidad_id=${vl}`)).json()) as { id: string; nombre: string }[];
  const created = await request.post('/api/consultas', {
    data: { localidad_id: vl, barrio_id: barrios.find((b) => b.nombre === 'Vicente López')?.id, m2_vendibles: 300, ubicacion_calidad: 'Buena' },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/resultado/${((await created.json()) as { id: string }).id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terreno en Vicente López');

  const figures = async () => (await page.locator('dl, ul').filter({ hasText: 'edificios analizados' }).first().innerText()).replace(/\s+/g, ' ');
  await page.goto('/parcela');
  const onValuation = await figures();
  await page.goto('/empresa');
  const onFirm = await figures();
  for (const text of ['55', 'años de experiencia', '+50', 'edificios analizados', '100%', 'metodología profesional']) {
    expect(onValuation).toContain(text);
    expect(onFirm).toContain(text);
  }
  await expect(page.getByText('edificios construidos')).toHaveCount(0);
});

/**
 * «Calculalos con tu lote» (ADR 143): an owner who knows only the lot gets the sellable m² from the
 * zone table, values with them, and from the result reaches the firm's offer for that barrio.
 */
test('at 360 px the lot helper fills m² vendibles, the valuation uses them and the result leads to the offer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/parcela?calcular=1');
  await page.getByLabel('LOCALIDAD').selectOption({ label: 'Ciudad de Buenos Aires' });
  await page.getByLabel('BARRIO').selectOption({ label: 'Palermo' });
  const helper = page.getByRole('button', { name: '¿No sabés los m² vendibles? Calculalos con tu lote' });
  await helper.click();
  await expect(helper).toHaveAttribute('aria-expanded', 'true');
  const lot = page.getByRole('textbox', { name: 'Superficie del lote (m²)' });
  await lot.fill('1.250');
  // «No sé» in Palermo: the table's default zone, USAM (3,1): 1.250 × 3,1 = 3.875.
  await expect(page.getByText('Aproximadamente 3.875 m² vendibles: 1.250 m² de lote × 3,1 (USAM · altura media).')).toBeVisible();
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  await page.getByRole('button', { name: 'Usar 3.875 m²' }).click();
  const m2 = page.getByLabel('M² VENDIBLES');
  await expect(m2).toHaveValue('3.875');
  await expect(m2).toBeFocused();
  await expect(m2).toHaveAccessibleDescription(/Estimado con tu lote: 1\.250 m² × 3,1 \(USAM · altura media\)/);
  await page.getByRole('radio', { name: 'Buena', exact: true }).click();
  await page.getByRole('button', { name: 'CALCULAR' }).click();
  await expect(page.getByRole('heading', { name: 'VALUACIÓN EXITOSA' })).toBeVisible({ timeout: 15_000 });
  // 3.875 × 690 = 2.673.750.
  await expect(page.getByText('US$\u00a02.673.750', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Ver informe' }).click();
  const offerLink = page.getByRole('link', { name: 'Mirá cuánto te ofrecemos: contado, permuta o mixto' });
  await offerLink.click();
  await expect(page).toHaveURL(/\/terrenos\?barrio=[0-9a-f-]+#oferta$/);
  const section = page.locator('#oferta');
  await expect(section.getByRole('heading', { level: 2, name: '¿Cuánto te ofrecemos por tu terreno?' })).toBeInViewport();
  await expect(section.getByRole('combobox', { name: /^Barrio/ })).toHaveValue(/[0-9a-f-]{36}/);
});
