import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactoValuacion, MissingZones } from '../../../domain/valuation-admin/responses.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** «¿No está tu barrio?» (ADR 141): a lead for a specialist, counted per place in /admin/contactos. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin']);
});
afterAll(() => t.close());

let address = 0;
const ask = (nombre: string, localidad: string, barrio: string) =>
  t.request({
    method: 'POST',
    url: '/api/contactos-valuacion',
    payload: { nombre, email: `${nombre.toLowerCase()}@example.com`, telefono: '11 4321-5678', zona: { localidad, barrio } },
    remoteAddress: `10.60.0.${++address}`,
  });

describe('barrios pedidos', () => {
  it('counts the requests per place (accents, case and spaces folded), the most asked first, named as last written', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/contactos/barrios-pedidos', cookie: admin })).json()).toEqual({
      items: [],
      lugares: 0,
      pedidos: 0,
    });
    for (const [nombre, localidad, barrio] of [
      ['Ana', 'Vicente López', 'Villa Adelina'],
      ['Beto', 'vicente lopez', 'villa adelína '],
      ['Carla', 'San Isidro', 'Boulogne'],
      ['Dario', 'Vicente López', 'Villa  Adelina'],
    ] as const)
      expect((await ask(nombre, localidad, barrio)).statusCode).toBe(201);

    const zones = (await t.request({ method: 'GET', url: '/api/admin/contactos/barrios-pedidos', cookie: admin })).json() as MissingZones;
    expect(zones).toMatchObject({ lugares: 2, pedidos: 4 });
    expect(zones.items.map((z) => [z.barrio, z.localidad, z.cantidad])).toEqual([
      ['Villa  Adelina', 'Vicente López', 3],
      ['Boulogne', 'San Isidro', 1],
    ]);
  });

  it('lists the lead with where it asked for, and exports it', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/admin/contactos?page_size=100', cookie: admin })).json() as { items: ContactoValuacion[] };
    expect(list.items.find((c) => c.nombre === 'Carla')).toMatchObject({ origen: 'barrio-faltante', zona: { localidad: 'San Isidro', barrio: 'Boulogne' } });
    const csv = await t.request({ method: 'GET', url: '/api/admin/contactos/csv', cookie: admin });
    expect(csv.body).toContain('Barrio pedido');
    expect(csv.body).toContain(';Su barrio no está;Carla;');
    expect(csv.body).toContain(';Boulogne (San Isidro);');
  });
});
