import { DEMO, expect, expectNoA11yViolations, signInByApi, takeRefusedRequests, test } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';

/** ADR 092: a forgotten password reset from a sign-in screen, with the mail read from the run's real SMTP server. */
const OLD_PASSWORD = 'Clave-Olvidada-Timbo-2026';
const NEW_PASSWORD = 'Gaviota-Tranvia-Molinete-31';

async function checkAtBothWidths(page: import('@playwright/test').Page) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a forgotten password is reset from /admin with the mailed link, once', async ({ page, consoleErrors }) => {
  const stamp = Date.now().toString(36);
  const email = `olvido.${stamp}@example.com`;
  const baseURL = test.info().project.use.baseURL as string;
  // An admin of its own (never a demo account other journeys sign in with), created the way admins do.
  await signInByApi(page, DEMO.admin);
  const created = await page.request.post('/api/admin/usuarios', {
    data: { username: `olvido.${stamp}`, name: 'Olvido Pérez', email, password: OLD_PASSWORD, roles: ['admin'] },
    headers: { origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/admin');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/olvide-mi-clave\?volver=%2Fadmin$/);
  await expect(page.getByRole('heading', { name: 'Restablecer la contraseña', level: 1 })).toBeVisible();
  await checkAtBothWidths(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Revisá tu correo' })).toContainText('Si la dirección corresponde a una cuenta');

  const mail = await waitForMail(email, 'Restablecé tu contraseña');
  const link = linkIn(mail, '/restablecer-clave');
  expect(link.startsWith(`${baseURL}/restablecer-clave?token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Elegí una contraseña nueva', level: 1 })).toBeVisible();
  await checkAtBothWidths(page);

  await page.getByLabel(/^Contraseña nueva/).fill('Olvido-Perez-2026');
  await page.getByLabel('Repetí la contraseña nueva').fill('Olvido-Perez-2026');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByText(/demasiado fácil de adivinar/)).toBeVisible();
  takeRefusedRequests(consoleErrors, [400]);

  await page.getByLabel(/^Contraseña nueva/).fill(NEW_PASSWORD);
  await page.getByLabel('Repetí la contraseña nueva').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'Contraseña cambiada', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Contraseña/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/consultas$/);

  // The same link a second time: refused, with a way to ask for a new one.
  await page.goto(link);
  await page.getByLabel(/^Contraseña nueva/).fill('Otra-Frase-Distinta-Zorzal-88');
  await page.getByLabel('Repetí la contraseña nueva').fill('Otra-Frase-Distinta-Zorzal-88');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'El enlace no sirve', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/olvide-mi-clave?volver=%2Fadmin');
  takeRefusedRequests(consoleErrors, [400]);
  await checkAtBothWidths(page);
});

test('every sign-in screen offers the reset, keeping its own way back', async ({ page }) => {
  for (const path of ['/admin', '/crm-login', '/parcela-admin', '/tareas-parcela/login', '/propiedades/acceso']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }), path).toHaveAttribute(
      'href',
      `/olvide-mi-clave?volver=${encodeURIComponent(path)}`,
    );
  }
  await page.goto('/empresa');
  await page.getByRole('button', { name: 'Acceso administrador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acceso Administrador' });
  await expect(dialog.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/olvide-mi-clave?volver=%2Fempresa');
});
