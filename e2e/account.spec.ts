import { DEMO, expect, expectNoA11yViolations, signInByApi, test } from './fixtures.ts';

/** «Mi cuenta» (/cuenta, ADR 093): a CRM account chooses when its mail arrives, on a phone and a desktop. */
for (const width of [360, 1280]) {
  test(`Mi cuenta at ${width} px: address, the CRM's kinds, a saved choice that stays, no axe violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInByApi(page, DEMO.crm);
    await page.goto('/cuenta');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    await expect(page.getByText('demo.crm@parcela.local')).toBeVisible();
    const requests = page.getByRole('radiogroup', { name: 'Solicitudes de servicio nuevas' });
    await expect(requests).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Contactos de la tasación' })).toHaveCount(0);
    await expectNoA11yViolations(page);

    const wanted = width === 360 ? 'En el resumen diario' : 'No';
    await requests.getByRole('radio', { name: wanted }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardamos tus preferencias de correo.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radiogroup', { name: 'Solicitudes de servicio nuevas' }).getByRole('radio', { name: wanted })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expectNoA11yViolations(page);
  });
}
