import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDir } from '../../test/built-web.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** /tareas, /tareas-parcela and the new-task form as a visitor without JavaScript gets them (needs `npm run build`). */
const webDir = builtWebDir();

let t: TestApp;
const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });

beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: webDir });
});
afterAll(() => t.close());

describe('tasks public pages rendered on the server', () => {
  it('/tareas and /tareas-parcela hold the hero, the three buttons and the 12 services', async () => {
    for (const url of ['/tareas', '/tareas-parcela']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<title>Tareas de Parcela · Parcela</title>');
      expect(html).toContain('Cargar nueva tarea');
      expect(html).toContain('href="/tareas-parcela/nueva-tarea"');
      expect(html).toContain('Ver proyectos');
      expect(html).toContain('Acceso a obras');
      for (const service of ['Pintura', 'Humedades', 'Instalación de cartelería', 'Limpieza de fin de obra', 'Movimiento de suelos', 'Reformas integrales'])
        expect(html).toContain(service);
      expect(html).toMatch(/href="https:\/\/wa\.me\/\d+\?text=/);
    }
  });

  it('/tareas-parcela/nueva-tarea holds the form with its required fields and defaults', async () => {
    const response = await page('/tareas-parcela/nueva-tarea');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Nueva tarea · Parcela</title>');
    for (const name of ['titulo', 'responsable_nombre', 'creada_por_nombre', 'prioridad', 'nivel_urgencia', 'fecha_limite', 'proyecto_id', 'descripcion'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<option value="P2" selected="">/);
    expect(html).toMatch(/<option value="Medio" selected="">/);
  });

  it('robots.txt keeps the dashboard, login and client panel out; the sitemap lists /tareas once, not the internal form', async () => {
    const robots = (await t.request({ method: 'GET', url: '/robots.txt' })).body.split('\n');
    for (const path of ['/tareas-parcela/dashboard', '/tareas-parcela/login', '/tareas-parcela/cliente']) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).not.toContain('Disallow: /tareas-parcela');
    const sitemap = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('/tareas</loc>');
    // /tareas-parcela names /tareas as its canonical; the new-task form is internal (noindex, ADR 102).
    for (const path of ['/tareas-parcela', '/tareas-parcela/nueva-tarea']) expect(sitemap).not.toContain(`${path}</loc>`);
  });
});
