import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test('a visitor reads barrio values, comments with a validation error first, likes, unlikes and finds it in the Bitácora', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const palermo = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Palermo', exact: true }) });
  await expect(palermo.getByText('US$ 690 /m²')).toBeVisible();
  await expect(palermo.getByText(/Actualizado el \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Comentarios de Coghlan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comentarios de Coghlan' });
  await expect(dialog.getByText('Barrio tranquilo, buen código para casas y PH.')).toBeVisible();
  await expectNoA11yViolations(page);

  // Validation first: the field says it, and the first message shows under 'Error de validación'.
  await dialog.getByRole('textbox', { name: 'Comentario', exact: true }).fill('Hay lotes con buen FOT cerca de la estación.');
  await dialog.getByLabel('Precio sugerido en USD/m² (opcional)').fill('1000000');
  await dialog.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(dialog.getByText('Precio demasiado alto')).toBeVisible();
  await expect(page.getByText('Error de validación')).toBeVisible();

  const text = `Comentario e2e ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Vecina de prueba');
  await dialog.getByRole('textbox', { name: 'Comentario', exact: true }).fill(text);
  await dialog.getByLabel('Precio sugerido en USD/m² (opcional)').fill('480');
  await dialog.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(page.getByText('¡Comentario enviado!')).toBeVisible();
  await expect(page.getByText('Gracias por tu aporte a la comunidad')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('');

  const mine = dialog.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByText(/Precio sugerido: US\$\s?480\/m²/)).toBeVisible();
  const like = mine.getByRole('button', { name: /^Me gusta/ });
  await expect(like).toHaveAccessibleName('Me gusta 0');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAccessibleName('Me gusta 1');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  // The like survives a reload: it belongs to this browser's visitor cookie.
  await page.reload();
  await page.getByRole('button', { name: 'Comentarios de Coghlan' }).click();
  const again = page.getByRole('dialog', { name: 'Comentarios de Coghlan' }).getByRole('listitem').filter({ hasText: text });
  const likeAgain = again.getByRole('button', { name: /^Me gusta/ });
  await expect(likeAgain).toHaveAttribute('aria-pressed', 'true');
  await likeAgain.click();
  await expect(likeAgain).toHaveAccessibleName('Me gusta 0');
  await expect(likeAgain).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Bitácora' }).click();
  const log = page.getByRole('dialog', { name: 'Bitácora' });
  const entry = log.getByRole('listitem').filter({ hasText: text });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Sugerencia de precio')).toBeVisible();
  await expect(entry.getByText('Coghlan')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a price suggestion «1.000» is published as US$ 1.000/m², in the comments and the Bitácora (ADR 024)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Comentarios de Palermo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comentarios de Palermo' });
  const price = dialog.getByRole('textbox', { name: 'Precio sugerido en USD/m² (opcional)' });
  const text = `Sugerencia e2e ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Vecino de prueba');
  await dialog.getByRole('textbox', { name: 'Comentario', exact: true }).fill(text);

  await price.fill('1,2,3');
  await dialog.getByRole('button', { name: 'Enviar comentario' }).click();
  const unreadable = 'No entendemos «1,2,3» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250 o 1.250,5.';
  await expect(dialog.getByText(unreadable)).toBeVisible();
  await expect(page.getByText('Error de validación')).toBeVisible();
  await price.fill('1000');
  await expect(dialog.getByText('= 1.000')).toBeVisible();
  await price.fill('1.000');
  await expect(dialog.getByText('= 1.000')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(page.getByText('¡Comentario enviado!')).toBeVisible();
  await expect(price).toHaveValue('');

  const mine = dialog.getByRole('listitem').filter({ hasText: text });
  await expect(mine.getByText(/^Precio sugerido: US\$\s1\.000\/m²$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Bitácora' }).click();
  const entry = page.getByRole('dialog', { name: 'Bitácora' }).getByRole('listitem').filter({ hasText: text });
  await expect(entry).toContainText(/sugirió US\$\s1\.000\/m²/);
});

test('the construction guide adds up its 8 steps and the tools menu leads to the calculators', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Guía de construcción' }).click();
  const guide = page.getByRole('dialog', { name: 'Guía de construcción' });
  await expect(guide.getByRole('listitem')).toHaveCount(8);
  await expect(guide.getByText(/US\$\s?176\.000 – US\$\s?274\.000/).first()).toBeVisible();
  await expect(guide.getByText('41 – 61 semanas (10 – 15 meses)')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');

  await expect(page.getByRole('link', { name: 'Calcular el valor de mi terreno' })).toHaveAttribute('href', '/parcela?calcular=1');
  await page.getByRole('button', { name: 'Herramientas' }).click();
  await expect(page.getByRole('menuitem', { name: 'Tabla de precios por barrio' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Calculadora de data centers' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('menuitem', { name: 'Calculadora de valor de terreno' }).click();
  await expect(page).toHaveURL(/\/parcela\?calcular=1$/);
  await expect(page.getByRole('heading', { name: 'Calculá el valor de tu terreno' })).toBeVisible();
});

test('the marketplace opens from the home page with its detail, carousel-free when there are no photos, and a WhatsApp contact', async ({ page }) => {
  await page.goto('/');
  // A real link to /propiedades (ADR 101); with scripts a plain click opens the dialog over / instead.
  const open = page.getByRole('link', { name: 'Ver propiedades' });
  await expect(open).toHaveAttribute('href', '/propiedades');
  await open.click();
  const market = page.getByRole('dialog', { name: 'Propiedades en venta' });
  await expect(market).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const cards = market.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Published demo listings by orden_publicacion, highest first; the unpublished one never shows.
  await expect(cards.getByRole('heading')).toHaveText(['Lote en Villa Crespo', 'PH reciclado en Coghlan', 'Casa a demoler en Núñez']);
  await expect(market.getByText('Oportunidad')).toBeVisible();
  await expectNoA11yViolations(page);

  await market.getByRole('button', { name: 'PH reciclado en Coghlan' }).click();
  const detail = page.getByRole('dialog', { name: 'PH reciclado en Coghlan' });
  await expect(detail.getByText('Terraza', { exact: true })).toBeVisible();
  await expect(detail.getByText('145 m²')).toBeVisible();
  const whatsapp = detail.getByRole('link', { name: 'Consultar por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*PH%20reciclado%20en%20Coghlan/);
  await expectNoA11yViolations(page);
});

test('works at 360 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Comentarios de Palermo' })).toBeVisible();
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((e) => e.outerHTML.slice(0, 80)),
  );
  expect(wide).toEqual([]);
});

for (const width of [360, 1280]) {
  test(`at ${width} px: comments and the Bitácora that fail to load say so with Reintentar, never the empty text`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto('/');
    const fail = (route: import('@playwright/test').Route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } });
    await page.route('**/api/comentarios?*', fail);
    await page.route('**/api/bitacora', fail);

    await page.getByRole('button', { name: 'Comentarios de Coghlan' }).click();
    const comments = page.getByRole('dialog', { name: 'Comentarios de Coghlan' });
    await expect(comments.getByText('No se pudieron cargar los comentarios')).toBeVisible();
    await expect(comments.getByText('No hay comentarios aún')).toHaveCount(0);
    // The error toast comes a turn later and fades in: axe judges colours once it is opaque.
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await expectNoA11yViolations(page);
    await page.unroute('**/api/comentarios?*');
    await comments.getByRole('button', { name: 'Reintentar' }).click();
    await expect(comments.getByText('Barrio tranquilo, buen código para casas y PH.')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Bitácora' }).click();
    const log = page.getByRole('dialog', { name: 'Bitácora' });
    await expect(log.getByText('No se pudo cargar la bitácora')).toBeVisible();
    await expect(log.getByText('No hay actividad registrada aún')).toHaveCount(0);
    await page.unroute('**/api/bitacora');
    await log.getByRole('button', { name: 'Reintentar' }).click();
    await expect(log.getByRole('list', { name: 'Actividad reciente' })).toBeVisible();
    // The browser logs each 500 it received; nothing else.
    expect(consoleErrors.every((e) => e.includes('status of 500'))).toBe(true);
    consoleErrors.length = 0;
  });
}
