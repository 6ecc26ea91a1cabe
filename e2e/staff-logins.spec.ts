import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, test } from './fixtures.ts';

/**
 * The staff logins are drawn by the server (ADR 145): without JavaScript a phone sees the heading
 * and the note saying what needs it (the form's fields are in the HTML, hidden and disabled until
 * React runs them); with JavaScript each one signs in and goes to its area.
 */

const LOGINS = [
  {
    path: '/admin',
    heading: 'Administración de Parcela',
    field: 'Email',
    account: { login: DEMO.admin.email, password: DEMO.admin.password },
    submit: 'Iniciar sesión',
    home: /\/admin\/consultas$/,
  },
  {
    path: '/crm-login',
    heading: 'CRM de solicitudes',
    field: 'Usuario',
    account: { login: DEMO.crm.username, password: DEMO.crm.password },
    submit: 'Iniciar sesión',
    home: /\/crm-dashboard$/,
  },
  {
    path: '/parcela-admin',
    heading: 'Fondo de tierras',
    field: 'Usuario',
    account: { login: DEMO.fondo.username, password: DEMO.fondo.password },
    submit: 'Ingresar',
    home: /\/parcela-admin\/dashboard$/,
  },
  {
    path: '/tareas-parcela/login',
    heading: 'Acceso a obras',
    field: 'Usuario',
    account: { login: DEMO.tareas.username, password: DEMO.tareas.password },
    submit: 'Ingresar',
    home: /\/tareas-parcela\/dashboard\/resumen$/,
  },
] as const;

const fitsWidth = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test.describe('without JavaScript, at 360 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

  test('every staff login shows its heading and says it needs JavaScript; its fields are in the HTML, disabled', async ({ page }) => {
    for (const { path, heading, field } of LOGINS) {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      // Inside <noscript>, which Playwright's text and role selectors leave out.
      await expect(page.locator('noscript p', { hasText: 'Para ingresar necesitás JavaScript activado en el navegador.' }), path).toBeVisible();
      if (path === '/admin') await page.screenshot({ path: test.info().outputPath('admin-sin-javascript-360.png') });
      // The fields are drawn (the same markup React hydrates), but hidden: nothing that looks usable and does nothing.
      expect(html, path).toContain(`>${field}<`);
      expect(html, path).toContain('type="password"');
      await expect(page.getByLabel(field), path).toBeDisabled();
      await expect(page.getByLabel(field), path).toBeHidden();
      await expect(page.getByRole('link', { name: /^Volver a/ }), path).toBeVisible();
      await expect(page).toHaveTitle(/ · Parcela$/);
      expect(await page.locator('meta[name="robots"]').getAttribute('content'), path).toBe('noindex');
    }
  });
});

test.describe('with JavaScript, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const { path, heading, field, account, submit, home } of LOGINS) {
    test(`${path} hydrates the server's form and signs in`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByLabel(field)).toBeEnabled();
      await expect(page.getByText('Para ingresar necesitás JavaScript activado en el navegador.')).toBeHidden();
      await fitsWidth(page, 360);
      await expectNoA11yViolations(page);
      await page.getByLabel(field).fill(account.login);
      await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
      await page.getByRole('button', { name: submit, exact: true }).click();
      await expect(page).toHaveURL(home);
      // Signed in, the login sends the account straight back to its area.
      await page.goto(path);
      await expect(page).toHaveURL(home);
    });
  }
});
