import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../domain/settings/settings.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { writeSetting } from './settings.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers the public settings to anyone, with the seeded defaults', async () => {
  const response = await t.request({ method: 'GET', url: '/api/configuracion/publica' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ porcentaje_ajuste_mercado: 14, whatsapp_empresa: DEFAULT_SETTINGS.whatsapp_empresa });
});

it('falls back to 14 when the stored percent is unusable', async () => {
  await writeSetting(t.database.db, 'porcentaje_ajuste_mercado', 'no es un número');
  const response = await t.request({ method: 'GET', url: '/api/configuracion/publica' });
  expect(response.json().porcentaje_ajuste_mercado).toBe(14);
});
