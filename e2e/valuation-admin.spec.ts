import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoA11yViolations, signInByApi, test } from './fixtures.ts';

/** The valuation admin at /admin, walked the way staff use it. */

const ADMIN_EMAIL = DEMO.admin.email;
const origin = () => test.info().project.use.baseURL as string;

async function localidadId(page: Page, nombre: string): Promise<string> {
  const list = (await (await page.request.get('/api/localidades')).json()) as Array<{ id: string; nombre: string }>;
  const found = list.find((l) => l.nombre === nombre);
  if (!found) throw new Error(`localidad ${nombre} no pública`);
  return found.id;
}

async function publicBarrios(page: Page, localidad: string): Promise<string[]> {
  const list = (await (await page.request.get(`/api/barrios?localidad_id=${localidad}`)).json()) as Array<{ nombre: string }>;
  return list.map((b) => b.nombre);
}

async function valuate(page: Page, localidad: string, barrio: string, m2: number, calidad = 'Buena') {
  const loc = await localidadId(page, localidad);
  const barrios = (await (await page.request.get(`/api/barrios?localidad_id=${loc}`)).json()) as Array<{ id: string; nombre: string }>;
  const b = barrios.find((x) => x.nombre === barrio);
  if (!b) throw new Error(`barrio ${barrio} no público`);
  const response = await page.request.post('/api/consultas', {
    data: { localidad_id: loc, barrio_id: b.id, m2_vendibles: m2, ubicacion_calidad: calidad },
    headers: { origin: origin() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { valor_lista_usd: number; valor_mercado_usd: number; porcentaje_ajuste: number };
}

test('login: demo note, show/hide password, wrong role refused, admin in, dashboard redirect, log out', async ({ page }) => {
  await page.goto('/admin/consultas');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administración de Parcela' })).toBeVisible();
  await expect(page.getByText(ADMIN_EMAIL)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al sitio' })).toHaveAttribute('href', '/parcela');
  await expectNoA11yViolations(page);

  const password = page.getByLabel(/^Contraseña/);
  await password.fill('secreta');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  // Empty e-mail: the form says so before anything is sent.
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El email es obligatorio')).toBeVisible();

  // A valid account without the admin role is a failed login.
  await page.getByLabel('Email').fill('demo.crm@parcela.local');
  await password.fill(DEMO.crm.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Error de autenticación')).toBeVisible();
  await expect(page.getByText('Usuario o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await password.fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/consultas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultas' })).toBeVisible();

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/consultas$/);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Sesión cerrada')).toBeVisible();
  await page.goto('/admin/localidades');
  await expect(page).toHaveURL(/\/admin$/);
});

test('consultas: filter, stats, empty state and CSV export', async ({ page }) => {
  await valuate(page, 'Vicente López', 'Vicente López', 250, 'Regular');
  await valuate(page, 'Ciudad de Buenos Aires', 'Coghlan', 120, 'Excelente');
  await signInByApi(page, DEMO.admin);
  await page.goto('/admin/consultas');
  const table = page.getByRole('table', { name: 'Consultas' });
  await expect(table.getByRole('cell', { name: 'Coghlan' }).first()).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('Buscar localidad o barrio').fill('vicente');
  await expect(table.getByRole('cell', { name: 'Coghlan' })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Vicente López' }).first()).toBeVisible();
  const total = page.getByRole('region', { name: 'Estadísticas' });
  await expect(total).toContainText('Hoy');

  await page.getByLabel('Ubicación').selectOption('Regular');
  await expect(table.getByRole('cell', { name: 'Regular' }).first()).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^consultas-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(path, 'utf8');
  expect(text.startsWith('\uFEFFFecha;Localidad;Barrio;M² Vendibles;Ubicación;Valor Lista USD;Valor Mercado USD;Origen\r\n')).toBe(true);
  const rows = text.trim().split('\r\n').slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Vicente López;Vicente López;[\d,]+;Regular;/);

  await page.getByLabel('Buscar localidad o barrio').fill('Atlántida inexistente');
  await expect(page.getByText('No se encontraron consultas con los filtros aplicados')).toBeVisible();
});

for (const width of [1280, 360]) {
  test(`consultas at ${width} px: by Buenos Aires days, with their trend; a reversed range is said, never sent`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await valuate(page, 'Ciudad de Buenos Aires', 'Palermo', 140, 'Buena');
    await signInByApi(page, DEMO.admin);
    await page.goto('/admin/consultas');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
    const shown = today.split('-').reverse().join('/');
    const trend = page.getByRole('region', { name: /^Consultas por día, del \d{2}\/\d{2}\/\d{4} al / });
    await expect(trend).toContainText(`al ${shown}`);
    await expect(trend).not.toContainText(/^0 consultas/);

    // Only today: the list, the stats and the trend all read it.
    await page.getByLabel('Desde').fill(today);
    await page.getByLabel('Hasta').fill(today);
    await expect(page.getByRole('region', { name: `Consultas por día, del ${shown} al ${shown}` })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Estadísticas' });
    await expect(stats.getByText('Total').locator('..')).not.toContainText('…');
    const totalText = await stats.getByText('Total').locator('..').innerText();
    const hoyText = await stats.getByText('Hoy').locator('..').innerText();
    expect(totalText.replace('Total', '').trim()).toBe(hoyText.replace('Hoy', '').trim());
    const todayTrend = page.getByRole('region', { name: `Consultas por día, del ${shown} al ${shown}` });
    await todayTrend.getByText('Ver datos').click();
    await expect(todayTrend.getByRole('cell', { name: shown, exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/consultas-range-${width}.png`, fullPage: true });

    // A day before «Desde»: the message under Hasta, and nothing asked of the server.
    let asked = 0;
    page.on('request', (request) => {
      if (/\/api\/admin\/consultas.*hasta=2000-01-01/.test(request.url())) asked++;
    });
    await page.getByLabel('Hasta').fill('2000-01-01');
    await expect(page.getByText('La fecha «hasta» no puede ser anterior a «desde»')).toBeVisible();
    expect(asked).toBe(0);
  });
}

test('localidades and barrios: create (out-of-range first), toggle inactive and it leaves the public calculator, rename', async ({ page }) => {
  const localidad = `San Isidro ${Date.now().toString(36)}`;
  await signInByApi(page, DEMO.admin);
  await page.goto('/admin/localidades');
  await expect(page.getByRole('cell', { name: 'Vicente López', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Nombre de la localidad').fill(`  ${localidad}  `);
  await page.getByRole('button', { name: 'Agregar localidad' }).click();
  await expect(page.getByText('Localidad creada')).toBeVisible();
  await expect(page.getByRole('cell', { name: localidad, exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Barrios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Barrios' })).toBeVisible();
  await page.getByLabel('Nombre del barrio').fill('Acassuso');
  await page.getByRole('combobox', { name: 'Localidad', exact: true }).selectOption({ label: localidad });
  await page.getByLabel('Valor USD/m²').fill('150');
  await page.getByRole('button', { name: 'Agregar barrio' }).click();
  await expect(page.getByText('El valor debe estar entre 200 y 1700')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Valor USD/m²').fill('900');
  await page.getByRole('button', { name: 'Agregar barrio' }).click();
  await expect(page.getByText('Barrio creado')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Acassuso ${localidad}`) });
  await expect(row).toBeVisible();

  const locId = await localidadId(page, localidad);
  expect(await publicBarrios(page, locId)).toEqual(['Acassuso']);
  await row.getByRole('switch', { name: `Activo: Acassuso (${localidad})` }).click();
  await expect(row.getByText('Inactivo')).toBeVisible();
  expect(await publicBarrios(page, locId)).toEqual([]);

  // Its only barrio inactive, the public calculator no longer offers the locality (no dead end).
  await page.goto('/parcela');
  await page.getByRole('button', { name: 'Cuánto vale mi terreno' }).click();
  await page.getByLabel('LOCALIDAD').selectOption({ label: 'Ciudad de Buenos Aires' });
  await expect(page.getByLabel('BARRIO').locator('option', { hasText: 'Palermo' })).toHaveCount(1);
  await expect(page.getByLabel('LOCALIDAD').locator('option', { hasText: localidad })).toHaveCount(0);
  await page.goto('/admin/barrios');

  // The locality: renamed, then inactive, and no longer offered.
  await page.getByRole('link', { name: 'Localidades' }).click();
  await page.getByRole('button', { name: `Editar ${localidad}` }).click();
  const renamed = `${localidad} Norte`;
  const dialog = page.getByRole('dialog', { name: 'Editar localidad' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(renamed);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Localidad actualizada')).toBeVisible();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  await page.getByRole('switch', { name: `Activa: ${renamed}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(renamed) }).getByText('Inactiva')).toBeVisible();
  const publicNames = ((await (await page.request.get('/api/localidades')).json()) as Array<{ nombre: string }>).map((l) => l.nombre);
  expect(publicNames).not.toContain(renamed);
  expect(publicNames).not.toContain(localidad);
});

test('configuración: the adjustment percent is validated, saved, and the next valuation uses it', async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto('/admin/configuracion');
  const percent = page.getByRole('textbox', { name: 'Porcentaje de ajuste de mercado' });
  await expect(percent).toHaveValue('14');
  await expectNoA11yViolations(page);

  await percent.fill('101');
  await page.getByRole('button', { name: 'Guardar Porcentaje de ajuste de mercado' }).click();
  await expect(page.getByText('El porcentaje debe estar entre 0 y 100')).toBeVisible();

  try {
    await percent.fill('20');
    await page.getByRole('button', { name: 'Guardar Porcentaje de ajuste de mercado' }).click();
    await expect(page.getByText('Porcentaje de ajuste de mercado guardado')).toBeVisible();
    // The next valuation on the public calculator uses it: 100 m² × USD 690 = 69.000, −20% = 55.200.
    await page.goto('/parcela');
    await page.getByRole('button', { name: 'Cuánto vale mi terreno' }).click();
    await page.getByLabel('LOCALIDAD').selectOption({ label: 'Ciudad de Buenos Aires' });
    await page.getByLabel('BARRIO').selectOption({ label: 'Palermo' });
    await page.getByLabel('M² VENDIBLES').fill('100');
    await page.getByRole('radio', { name: 'Buena', exact: true }).click();
    await page.getByRole('button', { name: 'CALCULAR' }).click();
    await expect(page.getByRole('heading', { name: 'VALUACIÓN EXITOSA' })).toBeVisible();
    await expect(page.getByText('US$\u00a069.000', { exact: true })).toBeVisible();
    await expect(page.getByText('US$\u00a055.200', { exact: true })).toBeVisible();
    await expect(page.getByText('Valor de mercado (–20%)')).toBeVisible();
  } finally {
    // Leave the default for the other journeys.
    const reset = await page.request.put('/api/admin/configuracion/porcentaje_ajuste_mercado', { data: { valor: '14' }, headers: { origin: origin() } });
    expect(reset.status()).toBe(200);
  }
});

test('configuración: «9,5» is saved as 9,5 — not 95 — and reads back as 9,5 after a reload (ADR 024)', async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto('/admin/configuracion');
  const percent = page.getByRole('textbox', { name: 'Porcentaje de ajuste de mercado' });
  const save = page.getByRole('button', { name: 'Guardar Porcentaje de ajuste de mercado' });
  await expect(percent).toHaveValue('14');
  await expect(percent).toHaveAttribute('inputmode', 'decimal');
  try {
    // More decimals than it keeps: refused with what was read, never rounded.
    await percent.fill('9,55');
    await save.click();
    await expect(page.getByText('Leímos «9,55» como 9,55: admite hasta un decimal, por ejemplo 9,5 %.')).toBeVisible();
    // A calculator's point is read as the decimal it is, and said back the Argentine way.
    await percent.fill('9.5');
    await expect(page.getByText('= 9,5 %')).toBeVisible();
    await percent.fill('9,5');
    await save.click();
    await expect(page.getByText('Porcentaje de ajuste de mercado guardado')).toBeVisible();
    await page.reload();
    await expect(percent).toHaveValue('9,5');
    expect(((await (await page.request.get('/api/configuracion/publica')).json()) as { porcentaje_ajuste_mercado: number }).porcentaje_ajuste_mercado).toBe(
      9.5,
    );
    await expectNoA11yViolations(page);
    // The next valuation: 100 m² × USD 690 = 69.000, −9,5% = 62.445.
    expect(await valuate(page, 'Ciudad de Buenos Aires', 'Palermo', 100)).toMatchObject({
      valor_lista_usd: 69_000,
      valor_mercado_usd: 62_445,
      porcentaje_ajuste: 9.5,
    });

    await percent.fill('15,5');
    await save.click();
    await expect(page.getByText('Porcentaje de ajuste de mercado guardado')).toBeVisible();
    await page.reload();
    await expect(percent).toHaveValue('15,5');
  } finally {
    // Leave the default for the other journeys.
    const reset = await page.request.put('/api/admin/configuracion/porcentaje_ajuste_mercado', { data: { valor: '14' }, headers: { origin: origin() } });
    expect(reset.status()).toBe(200);
  }
});

test('barrios: «850,5» is US$ 850,50 — never 8505 — and text it cannot read is refused in Spanish (ADR 024)', async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  // A locality of its own: the public lists other journeys walk stay as they expect them.
  const localidad = `Tigre ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/localidades', { data: { nombre: localidad }, headers: { origin: origin() } });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/admin/barrios');
  const value = page.getByRole('textbox', { name: 'Valor USD/m²' });
  const add = page.getByRole('button', { name: 'Agregar barrio' });
  await expect(value).toHaveAttribute('inputmode', 'decimal');
  await page.getByLabel('Nombre del barrio').fill('Nordelta');
  await page.getByRole('combobox', { name: 'Localidad', exact: true }).selectOption({ label: localidad });

  await value.fill('1,2,3');
  await add.click();
  await expect(
    page.getByText('No entendemos «1,2,3» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250 o 1.250,5.'),
  ).toBeVisible();
  await value.fill('8505');
  await add.click();
  await expect(page.getByText('El valor debe estar entre 200 y 1700')).toBeVisible();
  await value.fill('850.5');
  await expect(page.getByText('= 850,5')).toBeVisible();
  await value.fill('850,5');
  await add.click();
  await expect(page.getByText('Barrio creado')).toBeVisible();
  await expect(value).toHaveValue('');
  await expect(page.getByText('= 850,5')).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(`Nordelta ${localidad}`) });
  await expect(row.getByRole('cell', { name: /^US\$\s850,50$/ })).toBeVisible();
  await expectNoA11yViolations(page);

  // The value dialog shows it as typed here, and reads «1.100» as a thousand one hundred.
  await row.getByRole('button', { name: 'Cambiar valor de Nordelta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Valor de Nordelta' });
  const newValue = dialog.getByRole('textbox', { name: 'Nuevo valor USD/m²' });
  await expect(newValue).toHaveValue('850,5');
  await newValue.fill('1.100');
  await dialog.getByRole('button', { name: 'Guardar valor' }).click();
  await expect(page.getByText('Valor actualizado')).toBeVisible();
  await expect(row.getByRole('cell', { name: /^US\$\s1\.100$/ })).toBeVisible();
  const list = (await (await page.request.get('/api/admin/barrios')).json()) as Array<{
    nombre: string;
    localidad_nombre: string;
    valor_incidencia_usd_m2: number;
  }>;
  expect(list.find((b) => b.nombre === 'Nordelta' && b.localidad_nombre === localidad)?.valor_incidencia_usd_m2).toBe(1100);
  await row.getByRole('switch', { name: `Activo: Nordelta (${localidad})` }).click();
  await expect(row.getByText('Inactivo')).toBeVisible();
});

for (const width of [1280, 360]) {
  test(`barrios at ${width} px: a pasted table previewed line by line, refused whole with a bad line, then applied`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInByApi(page, DEMO.admin);
    // A locality of its own, with two barrios: the rest of the journeys see the values they expect.
    const localidad = `Escobar ${width} ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/admin/localidades', { data: { nombre: localidad }, headers: { origin: origin() } });
    expect(created.status(), await created.text()).toBe(201);
    const localidadId = ((await created.json()) as { id: string }).id;
    for (const [nombre, valor] of [
      ['Maquinista Savio', 300],
      ['Belén de Escobar', 420],
    ] as const) {
      const barrio = await page.request.post('/api/admin/barrios', {
        data: { nombre, localidad_id: localidadId, valor_incidencia_usd_m2: valor },
        headers: { origin: origin() },
      });
      expect(barrio.status(), await barrio.text()).toBe(201);
    }
    await page.goto('/admin/barrios');
    await page.getByRole('button', { name: 'Actualizar valores en bloque' }).click();
    const dialog = page.getByRole('dialog', { name: 'Actualizar valores en bloque' });
    const table = dialog.getByLabel('Tabla de valores');
    await table.fill(`Localidad;Barrio;Valor\n${localidad};Maquinista Savio;1.250,5\n${localidad};Belen de Escobar;9000`);
    await dialog.getByRole('button', { name: 'Ver cambios' }).click();
    await expect(dialog.getByRole('status')).toContainText('1 cambio · 1 línea rechazada');
    await expect(dialog.getByText('El valor debe estar entre 200 y 1700')).toBeVisible();
    await expect(dialog.getByText(/US\$\s300\s→\sUS\$\s1\.250,5/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Aplicar 1 cambio' })).toBeDisabled();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `test-results/barrio-bulk-${width}.png`, fullPage: false });

    // Fixed: a new preview is asked for, then both values go in at once.
    await table.fill(`Localidad;Barrio;Valor\n${localidad};Maquinista Savio;1.250,5\n${localidad};Belen de Escobar;450`);
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Ver cambios' }).click();
    await expect(dialog.getByRole('status')).toHaveText('2 cambios');
    await dialog.getByRole('button', { name: 'Aplicar 2 cambios' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Se actualizaron 2 barrios')).toBeVisible();
    const list = (await (await page.request.get('/api/admin/barrios')).json()) as Array<{
      id: string;
      nombre: string;
      localidad_nombre: string;
      valor_incidencia_usd_m2: number;
    }>;
    const mine = Object.fromEntries(list.filter((b) => b.localidad_nombre === localidad).map((b) => [b.nombre, b.valor_incidencia_usd_m2]));
    expect(mine).toEqual({ 'Maquinista Savio': 1250.5, 'Belén de Escobar': 450 });
    expect(consoleErrors).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Out of the public pages again: the journeys that count the barrio cards on / expect the sample ones.
    for (const b of list.filter((x) => x.localidad_nombre === localidad)) {
      const off = await page.request.patch(`/api/admin/barrios/${b.id}`, { data: { activo: false }, headers: { origin: origin() } });
      expect(off.status(), await off.text()).toBe(200);
    }
  });
}

test('comentarios: hide a comment and it leaves the public page; show it again', async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto('/admin/comentarios');
  const publicAuthors = async () =>
    ((await (await page.request.get(`/api/comentarios?barrio=${encodeURIComponent('Coghlan')}`)).json()) as Array<{ autor_nombre: string }>).map(
      (c) => c.autor_nombre,
    );
  expect(await publicAuthors()).toContain('Diego S.');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Ocultar comentario de Diego S.' }).click();
  await expect(page.getByRole('button', { name: 'Mostrar comentario de Diego S.' })).toBeVisible();
  expect(await publicAuthors()).not.toContain('Diego S.');

  await page.getByLabel('Estado').selectOption('ocultos');
  await expect(page.getByRole('list', { name: 'Comentarios' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Mostrar comentario de Diego S.' }).click();
  await expect(page.getByText('No hay comentarios aún')).toBeVisible();
  expect(await publicAuthors()).toContain('Diego S.');
});

test('usuarios and contactos: own admin role locked, create a staff account and deactivate it', async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto('/admin/usuarios');
  // The audit trail below has rows naming accounts too: look in the accounts table.
  const accounts = page.getByRole('table', { name: 'Usuarios' });
  const row = accounts.getByRole('row', { name: /demo\.admin/ });
  await expect(row).toBeVisible();
  await expectNoA11yViolations(page);
  await row.getByRole('button', { name: 'Roles de demo.admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roles de demo.admin' });
  await expect(dialog.getByRole('checkbox', { name: 'Administrador' })).toBeDisabled();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // A new staff account, then deactivated.
  const username = `e2e.${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nueva cuenta' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva cuenta' });
  await create.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(create.getByText('Indicá al menos un rol.')).toBeVisible();
  await create.getByRole('textbox', { name: 'Usuario', exact: true }).fill(username);
  await create.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Persona de prueba');
  await create.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@example.com`);
  await create.getByLabel(/^Contraseña/).fill('Tilo-Naranja-Viento-77');
  await create.getByRole('checkbox', { name: 'CRM' }).click();
  await expectNoA11yViolations(page);
  await create.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Cuenta creada')).toBeVisible();
  const created = accounts.getByRole('row', { name: new RegExp(username.replace('.', '\\.')) });
  await expect(created.getByText('Activa', { exact: true })).toBeVisible();
  await created.getByRole('button', { name: `Desactivar ${username}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(created.getByText('Desactivada', { exact: true })).toBeVisible();
  // (That its sign-in is refused is covered by the API tests: a failed sign-in here would count
  // against the shared per-address login limit of the other journeys.)

  // A lead left on the valuation site shows up in Contactos, the phone typed the local way shown
  // and linked in international mobile form (wa.me/1144445555 reached nobody).
  const lead = await page.request.post('/api/contactos-valuacion', {
    data: { nombre: 'Rocío Benítez', email: 'rocio@example.com', telefono: '11 4444-5555', comentario: 'Lote en Florida, 300 m²' },
    headers: { origin: origin() },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  await page.goto('/admin/contactos');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactos' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Rocío Benítez' });
  await expect(card.getByRole('link', { name: 'rocio@example.com' })).toHaveAttribute('href', 'mailto:rocio@example.com');
  await expect(card.getByRole('link', { name: '+54 9 11 4444-5555' })).toHaveAttribute('href', /^https:\/\/wa\.me\/5491144445555\?text=/);
  await expect(card.getByText('Lote en Florida, 300 m²')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('contactos: a person asks to be forgotten and nothing of theirs is left, at 360 and 1280 px', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const email = `olvido.${stamp}@example.com`;
  const nombre = `Olvido ${stamp}`;
  // Their lead and their comment on a barrio, the phone typed two ways.
  for (const [url, data] of [
    ['/api/contactos-valuacion', { nombre, email, telefono: '11 4321-6789', comentario: 'Vendo un lote' }],
    ['/api/comentarios', { barrio_nombre: 'palermo', autor_nombre: nombre, autor_email: email, comentario: 'Buen barrio' }],
  ] as const) {
    const response = await page.request.post(url, { data, headers: { origin: origin() } });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await signInByApi(page, DEMO.admin);
  await page.goto('/admin/contactos');

  // From the header with nothing typed: a clear message, nothing sent.
  await page.getByRole('button', { name: 'Eliminar los datos de una persona' }).click();
  let dialog = page.getByRole('dialog', { name: 'Eliminar los datos de una persona' });
  await dialog.getByRole('button', { name: 'Ver qué se elimina' }).click();
  await expect(dialog.getByText('Ingresá el e-mail o el teléfono de la persona')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Eliminar definitivamente' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // From their card: e-mail and phone already there; the preview finds the comment by the e-mail.
  const card = page.getByRole('listitem').filter({ hasText: nombre });
  await card.getByRole('button', { name: `Eliminar sus datos (${nombre})` }).click();
  dialog = page.getByRole('dialog', { name: 'Eliminar los datos de una persona' });
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Ver qué se elimina' }).click();
  const found = dialog.getByRole('region', { name: 'Qué se elimina' });
  await expect(found.getByText('Contactos del sitio de valuación: se borran')).toBeVisible();
  await expect(found.getByText('Comentarios en barrios: se borran')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Se eliminaron los datos de la persona')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: nombre })).toHaveCount(0);

  // Asked again by phone, written another way: nothing left.
  await page.getByRole('button', { name: 'Eliminar los datos de una persona' }).click();
  dialog = page.getByRole('dialog', { name: 'Eliminar los datos de una persona' });
  await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('+54 9 11 4321-6789');
  await dialog.getByRole('button', { name: 'Ver qué se elimina' }).click();
  await expect(dialog.getByText('No hay datos de esa persona.')).toBeVisible();
});

test('usuarios: a sign-in shows up in the audit trail, newest first, at 1280 and 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page, DEMO.admin);
  await page.goto('/admin/usuarios');
  await page.getByRole('searchbox', { name: 'Cuenta', exact: true }).fill(DEMO.admin.username);
  const table = page.getByRole('table', { name: 'Auditoría' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Inicio de sesión');
  await expect(newest).toContainText(DEMO.admin.username);
  await expect(newest.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expectNoA11yViolations(page);

  // Phones get one card per entry and no sideways scroll.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(table).toBeHidden();
  const cards = page.getByRole('list', { name: 'Auditoría' });
  await expect(cards.getByRole('listitem').first()).toContainText('Inicio de sesión');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoA11yViolations(page);
});

test('usuarios: the audit trail filters by action and Buenos Aires days, kept in the URL, at 1280 and 360 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page, DEMO.admin);
  // A business action of this admin, so the Negocio group has a row to show.
  const saved = await page.request.put('/api/admin/configuracion/telefono_contacto', { data: { valor: '+54 11 4000-1234' }, headers: { origin: origin() } });
  expect(saved.status(), await saved.text()).toBe(200);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
  const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date(Date.now() - 86_400_000));

  await page.goto('/admin/usuarios?accion=cuenta_creada');
  const action = page.getByRole('combobox', { name: 'Acción' });
  await expect(action).toHaveValue('cuenta_creada');
  const table = page.getByRole('table', { name: 'Auditoría' });
  await expect(table.getByRole('row').nth(1)).toContainText('Cuenta creada');

  await action.selectOption({ label: 'Configuración modificada' });
  await expect(page).toHaveURL(/accion=configuracion_modificada/);
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('telefono_contacto:');
  await expect(newest).toContainText(DEMO.admin.username);

  // hasta before desde: said beside «Hasta», nothing queried.
  await page.getByLabel('Desde').fill(today);
  await page.getByLabel('Hasta').fill(yesterday);
  await expect(page.getByRole('alert').filter({ hasText: 'La fecha «hasta» no puede ser anterior a «desde»' })).toBeVisible();
  await expect(table).toBeHidden();
  await page.getByLabel('Hasta').fill(today);
  await expect(page).toHaveURL(new RegExp(`desde=${today}&hasta=${today}`));
  await expect(table.getByRole('row').nth(1)).toContainText('telefono_contacto:');
  await expectNoA11yViolations(page);
  await page.locator('section[aria-labelledby="auditoria-titulo"]').screenshot({ path: testInfo.outputPath('auditoria-1280.png') });

  // A reload keeps the filters (they live in the URL).
  await page.reload();
  await expect(action).toHaveValue('configuracion_modificada');
  await expect(page.getByLabel('Desde')).toHaveValue(today);

  // Phones: the filters stack, one card per entry, no sideways scroll.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('list', { name: 'Auditoría' }).getByRole('listitem').first()).toContainText('Configuración modificada');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoA11yViolations(page);
  await page.locator('section[aria-labelledby="auditoria-titulo"]').screenshot({ path: testInfo.outputPath('auditoria-360.png') });

  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(page).not.toHaveURL(/accion=/);
  await expect(action).toHaveValue('');
});

test('usuarios: an account locked by strangers’ guesses is shown locked and unlocked by an admin', async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const username = `bloqueo.${Date.now().toString(36)}`;
  const password = 'Tilo-Naranja-Viento-77';
  const created = await page.request.post('/api/admin/usuarios', {
    data: { username, name: 'Cuenta bloqueada', email: `${username}@example.com`, password, roles: ['crm'] },
    headers: { origin: origin() },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Six wrong guesses from six addresses (TEST-NET-3, through TRUST_PROXY=loopback): the sixth is refused.
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const guess = await page.request.post('/api/auth/sign-in/username', {
      data: { username, password: `Adivinanza-${i}-2026` },
      headers: { origin: origin(), 'x-forwarded-for': `203.0.113.${i}` },
    });
    statuses.push(guess.status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/usuarios');
    await page.getByRole('searchbox', { name: 'Buscar por usuario, nombre o email' }).fill(username);
    const account =
      width === 1280
        ? page.getByRole('table', { name: 'Usuarios' }).getByRole('row', { name: new RegExp(username.replace('.', '\\.')) })
        : page.getByRole('list', { name: 'Usuarios' }).getByRole('listitem').first();
    await expect(account.getByText(/^Bloqueada hasta \d{2}:\d{2}$/)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/usuarios-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.getByRole('button', { name: `Desbloquear ${username}` }).click();
  await expect(page.getByText(`Cuenta ${username} desbloqueada: ya puede iniciar sesión.`)).toBeVisible();
  await expect(page.getByText(/^Bloqueada hasta/)).toHaveCount(0);
  // The audit trail names the unlock.
  await page.getByRole('searchbox', { name: 'Cuenta', exact: true }).fill(username);
  await expect(page.getByRole('list', { name: 'Auditoría' }).getByRole('listitem').first()).toContainText('Cuenta desbloqueada');
});

test('phone width: the sidebar folds into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInByApi(page, DEMO.admin);
  await page.goto('/admin/consultas');
  const nav = page.getByRole('navigation', { name: 'Administración' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menú' }).click();
  await nav.getByRole('link', { name: 'Barrios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Barrios' })).toBeVisible();
  await expect(nav).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoA11yViolations(page);
});

test('staff tables: whole at 1280 px beside the sidebar, one card per row at 360 px', async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const screens = [
    { path: '/admin/consultas', name: 'Consultas' },
    { path: '/admin/localidades', name: 'Localidades' },
    { path: '/admin/barrios', name: 'Barrios' },
    { path: '/admin/usuarios', name: 'Usuarios' },
  ];
  await valuate(page, 'Ciudad de Buenos Aires', 'Palermo', 320, 'Muy buena');
  for (const { path, name } of screens) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const table = page.getByRole('table', { name });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // Not clipped: the table is no wider than the box that holds it.
    const { scroll, client } = await table.evaluate((t) => ({ scroll: t.parentElement?.scrollWidth ?? 0, client: t.parentElement?.clientWidth ?? 0 }));
    expect(scroll, `${name} a 1280 px`).toBeLessThanOrEqual(client);

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(table).toHaveCount(0);
    await expect(page.getByRole('list', { name }).getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} a 360 px`).toBeLessThanOrEqual(360);
  }
  await expectNoA11yViolations(page);
});

// The e2e server sends through the run's SMTP server (e2e/mailbox.ts), so no «falta configurar
// SMTP_URL» banner; the page without SMTP_URL is covered by correos-page.test.tsx and mail.routes.test.ts.
test('correos: with SMTP_URL the outbox shows no warning and filters by state, at 1280 and 360 px', async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto('/admin/correos');
  await expect(page.getByRole('heading', { name: 'Correos', level: 1 })).toBeVisible();
  await expect(page.getByText('No se envían: falta configurar SMTP_URL')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByLabel('Estado').selectOption('fallido');
  await expect(page).toHaveURL(/\/admin\/correos\?estado=fallido$/);
  await expect(page.getByText('No hay correos en estado «Fallido»')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByText('No hay correos en estado «Fallido»')).toBeVisible();
  await expectNoA11yViolations(page);
});
