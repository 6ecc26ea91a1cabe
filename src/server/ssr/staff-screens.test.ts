import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir } from '../test/built-web.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Staff screens drawn by the server with the visitor's first data (docs/decisions/146): only for a
 * session holding the screen's role, read through the API as that visitor, and never kept, shared
 * or stored.
 */
const webDir = builtWebDir();

const KANBAN = '/tareas-parcela/dashboard/kanban';
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

let t: TestApp;
let capataz: string;
let jefa: string;

const page = (url: string, cookie?: string, userAgent = DESKTOP) =>
  t.request({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': userAgent }, ...(cookie ? { cookie } : {}) });
const embedded = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/)?.[1] ?? 'null');

beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: webDir });
  capataz = await t.signInAs(['tareas_admin'], 'capataz');
  jefa = await t.signInAs(['tareas_admin'], 'jefa.obra');
  const created = await t.request({
    method: 'POST',
    url: '/api/tareas',
    payload: { titulo: 'Replanteo de medianeras', responsable_nombre: 'Camila', creada_por_nombre: 'Belén', fecha_limite: '2030-01-10' },
    remoteAddress: `10.9.${randomInt(255)}.${randomInt(1, 255)}`,
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(() => t.close());

describe('a staff screen drawn by the server', () => {
  it('holds the board, the session and the sidebar for the account, with no-store and noindex', async () => {
    const response = await page(KANBAN, capataz);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain('Replanteo de medianeras');
    expect(html).toContain('capataz@prueba.example');
    expect(html).toContain('<title>Kanban · Tareas de Parcela · Parcela</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const state = embedded(html);
    const keys = state.queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['session'], ['tareas', 'tablero', {}]]));
    expect(state.phone).toBeUndefined();
  });

  it("draws the client panel with the client's projects (none yet: the empty state), and the shell for a tasks admin", async () => {
    const cliente = await t.signInAs(['tareas_cliente'], 'cliente.obra');
    const response = await page('/tareas-parcela/cliente', cliente);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('<title>Panel de cliente · Tareas de Parcela · Parcela</title>');
    expect(response.body).toContain('Todavía no tenés proyectos activos');
    expect(embedded(response.body).queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey)).toContainEqual(['tareas-cliente', 'proyectos']);
    const shell = (await page('/tareas-parcela/cliente', capataz)).body;
    expect(shell).not.toContain('Todavía no tenés proyectos activos');
    expect(shell).not.toContain('capataz@prueba.example');
  });

  it('reads the filters of the address it is asked with', async () => {
    const html = (await page(`${KANBAN}?responsable=Diego`, capataz)).body;
    const keys = embedded(html).queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey);
    expect(keys).toContainEqual(['tareas', 'tablero', { responsable: 'Diego' }]);
    // Camila's task is not Diego's.
    expect(html).not.toContain('Replanteo de medianeras');
  });

  it('is drawn for each visitor alone, even when two ask at once', async () => {
    const [a, b] = await Promise.all([page(KANBAN, capataz), page(KANBAN, jefa)]);
    expect(a.body).toContain('capataz@prueba.example');
    expect(a.body).not.toContain('jefa.obra@prueba.example');
    expect(b.body).toContain('jefa.obra@prueba.example');
    expect(b.body).not.toContain('capataz@prueba.example');
  });

  it('lays its lists out for a phone when the browser says it is one', async () => {
    expect(embedded((await page(KANBAN, capataz, PHONE)).body).phone).toBe(true);
    // A public page is kept for every visitor: never drawn for a browser.
    expect(embedded((await page('/', undefined, PHONE)).body).phone).toBeUndefined();
  });

  it('is the shell, with nothing of the area, without a session, with another role or a forged cookie', async () => {
    const crm = await t.signInAs(['crm']);
    for (const cookie of [undefined, crm, 'better-auth.session_token=forjada.firma']) {
      const response = await page(KANBAN, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Replanteo de medianeras');
      expect(response.body).not.toContain('id="ssr-state"');
    }
  });

  it('serves a public page from the shared cache to a visitor with a session too (a cookie buys no render)', async () => {
    const first = await page('/');
    const signedIn = await page('/', capataz);
    const forged = await page('/', 'better-auth.session_token=cualquiera');
    for (const response of [first, signedIn, forged]) expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(signedIn.body).toBe(first.body);
    expect(forged.body).toBe(first.body);
  });
});
