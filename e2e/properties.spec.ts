import { DEMO, expect, expectNoA11yViolations, signInByApi, takeRefusedRequests, test, waitForHydration } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';

// A 1×1 PNG: enough for the server to decode, check and re-encode to WebP.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a guest skips the login and browses the marketplace, never the management', async ({ page }) => {
  await page.goto('/propiedades/acceso');
  await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute('aria-selected', 'true');
  // Google is not configured in the e2e server: no button.
  await expect(page.getByRole('button', { name: 'Continuar con Google' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  // A link: a guest without JavaScript gets to the marketplace too.
  await page.getByRole('link', { name: 'SALTEAR LOGIN' }).click();
  await expect(page).toHaveURL(/\/propiedades$/);
  await expect(page.getByRole('heading', { name: 'Propiedades en venta', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Lote en Villa Crespo' }).click();
  await expect(page.getByRole('dialog', { name: 'Lote en Villa Crespo' }).getByText('Plano aprobado')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/propiedades/gestion');
  await expect(page).toHaveURL(/\/propiedades\/acceso$/);
});

test('sign up, sign in, list a property with a photo, an admin publishes it, and it shows on /', async ({ page, browser, consoleErrors }) => {
  const email = `vecino.${Date.now()}@example.com`;
  const password = 'Clave-Segura-2026';
  const title = `Casa con jardín e2e ${Date.now()}`;

  await page.goto('/propiedades/acceso');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await page.getByLabel('Nombre completo').fill('Vecino de Prueba');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill('Password1234');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Error al crear la cuenta' });
  await expect(failure).toContainText('La contraseña es demasiado fácil de adivinar');
  takeRefusedRequests(consoleErrors, [400]);

  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Tu cuenta fue creada. Te mandamos un e-mail para confirmar tu dirección')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Contraseña').fill('Clave-Equivocada-1');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error al iniciar sesión' })).toContainText('Usuario o contraseña incorrectos');
  takeRefusedRequests(consoleErrors, [401]);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
  await expect(page).toHaveURL(/\/propiedades\/gestion$/);
  await expect(page.getByText('Todavía no cargaste propiedades')).toBeVisible();
  // ADR 092: an open sign-up confirms its address (the mail from the run's SMTP server) before listing.
  await expect(page.getByText('Te mandamos un e-mail para confirmar tu dirección')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva propiedad' })).toBeDisabled();
  await expectNoA11yViolations(page);
  const confirmation = linkIn(await waitForMail(email, 'Confirmá tu dirección'), '/confirmar-email');
  await page.goto(confirmation);
  await expect(page.getByRole('heading', { name: 'Dirección confirmada', level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('link', { name: 'Ir a mis propiedades' }).click();
  await expect(page.getByText('Te mandamos un e-mail para confirmar tu dirección')).toHaveCount(0);

  await page.getByRole('button', { name: 'Nueva propiedad' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva propiedad' });
  await form.getByRole('button', { name: 'Crear propiedad' }).click();
  await expect(form.getByText('El título es obligatorio')).toBeVisible();
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Tipo').selectOption('Casa');
  await form.getByLabel('Barrio').fill('Belgrano');
  // ADR 024: numbers typed the Argentine way, read by the same field as the API.
  await form.getByLabel('Metros cuadrados').fill('210,5');
  await form.getByLabel('Precio de venta (USD)').fill('1,2,3');
  await form.getByRole('button', { name: 'Crear propiedad' }).click();
  await expect(form.getByText(/^No entendemos «1,2,3» como número/)).toBeVisible();
  await form.getByLabel('Precio de venta (USD)').fill('US$ 185000');
  await expect(form.getByText('= 185.000', { exact: true })).toBeVisible();
  await form.getByLabel('Precio de venta (USD)').fill('185.000');
  await form.getByLabel('Características (una por línea)').fill('Jardín\nPileta');
  await form.getByLabel('Etiqueta (opcional)').fill('Nuevo');
  await form.getByLabel('Color de la etiqueta').selectOption('azul');
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'Crear propiedad' }).click();

  const edit = page.getByRole('dialog', { name: 'Editar propiedad' });
  await expect(edit.getByRole('heading', { name: 'Imágenes (0/8)' })).toBeVisible();
  await expect(edit.getByLabel('Precio de venta (USD)')).toHaveValue('185.000');
  await expect(edit.getByLabel('Metros cuadrados')).toHaveValue('210,5');
  await edit.getByLabel('Agregar imágenes').setInputFiles([
    { name: 'frente.png', mimeType: 'image/png', buffer: PNG },
    { name: 'patio.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(edit.getByRole('heading', { name: 'Imágenes (2/8)' })).toBeVisible();
  await edit
    .getByLabel('Agregar imágenes')
    .setInputFiles({ name: 'virus.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><body>no soy una imagen</body></html>') });
  await expect(page.getByText('El archivo no es una imagen válida (JPG, PNG o WebP).')).toBeVisible();
  await expect(edit.getByRole('heading', { name: 'Imágenes (2/8)' })).toBeVisible();
  takeRefusedRequests(consoleErrors, [415]);
  await edit.getByRole('button', { name: 'Cerrar' }).last().click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Sin publicar')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);

  // Not public yet.
  await page.goto('/propiedades');
  await expect(page.getByRole('button', { name: 'Lote en Villa Crespo' })).toBeVisible();
  await expect(page.getByRole('button', { name: title })).toHaveCount(0);

  // The admin, in a browser of their own, publishes it first in the order.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, DEMO.admin);
  await admin.goto('/propiedades/gestion');
  await waitForHydration(admin);
  await admin.getByRole('tab', { name: 'Todas (publicación)' }).click();
  const adminRow = admin.getByRole('listitem').filter({ hasText: title });
  await expect(adminRow.getByText('de Vecino de Prueba')).toBeVisible();
  await expectNoA11yViolations(admin);
  // Each switch is named by its listing; its pressed state says whether it is published.
  const publishSwitch = adminRow.getByRole('switch', { name: `Publicar «${title}»`, exact: true });
  await expect(publishSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(admin.getByRole('switch', { name: 'Publicar «Lote en Villa Crespo»', exact: true })).toHaveCount(1);
  // Seeded listings are marked as samples in the management view (ADR 040), the visitor's never.
  await expect(
    admin
      .getByRole('listitem')
      .filter({ hasText: 'Lote en Villa Crespo' })
      .getByText(/^Ejemplo\b/),
  ).toBeVisible();
  await expect(adminRow.getByText(/^Ejemplo\b/)).toHaveCount(0);
  await publishSwitch.click();
  await expect(adminRow.getByText('Publicada', { exact: true }).first()).toBeVisible();
  await expect(publishSwitch).toHaveAttribute('aria-checked', 'true');
  await adminRow.getByLabel('Orden').fill('1,5');
  await expect(adminRow.getByText('Leímos «1,5» como 1,5, con decimales: escribí un número entero, por ejemplo 1.250.')).toBeVisible();
  await expect(adminRow.getByRole('button', { name: 'Guardar orden' })).toBeDisabled();
  await adminRow.getByLabel('Orden').fill('1.000');
  await adminRow.getByRole('button', { name: 'Guardar orden' }).click();
  await expect(admin.getByText('Propiedad publicada').first()).toBeVisible();
  await adminContext.close();

  await page.goto('/');
  await page.getByRole('link', { name: 'Ver propiedades' }).click();
  const market = page.getByRole('dialog', { name: 'Propiedades en venta' });
  await expect(market.getByRole('article').first().getByRole('heading')).toHaveText(title);
  await market.getByRole('button', { name: title }).click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByText('Pileta')).toBeVisible();
  await expect(detail.getByText(/^US\$\s185\.000$/)).toBeVisible();
  await expect(detail.getByText('210,5 m²')).toBeVisible();
  await expect(detail.getByRole('img', { name: `${title}: imagen 1 de 2` })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Ir a imagen 1' })).toHaveAttribute('aria-current', 'true');
  await expectNoA11yViolations(page);
  await detail.getByRole('button', { name: 'Siguiente' }).click();
  await expect(detail.getByRole('button', { name: 'Ir a imagen 2' })).toHaveAttribute('aria-current', 'true');
  await detail.getByRole('button', { name: 'Siguiente' }).click();
  await expect(detail.getByRole('button', { name: 'Ir a imagen 1' })).toHaveAttribute('aria-current', 'true');
  const whatsapp = detail.getByRole('link', { name: 'Consultar por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(encodeURIComponent(title)));
});
