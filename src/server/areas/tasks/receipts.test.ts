import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Movement, MovementInput } from '../../../domain/tasks/cash.ts';
import { CASH_MESSAGES, receiptUrl } from '../../../domain/tasks/messages.ts';
import { sendAtOnce } from '../../test/at-once.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Receipts of the cash log (ADR 121): private, recognised by content, audited, never half-saved. */

let t: TestApp;
let caja: string;
const MISSING = '00000000-0000-4000-8000-000000000000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  t = await createTestApp();
  caja = await t.signInAs(['tareas_admin'], 'caja.comprobantes');
});
afterAll(() => t.close());

const valid: MovementInput = {
  tipo: 'egreso',
  monto: '350.000',
  moneda: 'ARS',
  quien: 'Diego',
  concepto: 'Cemento x 40 bolsas',
  fecha: '2026-11-23',
  hora: '09:30',
};

async function newMovement(): Promise<Movement> {
  const response = await t.request({ method: 'POST', url: '/api/tareas/movimientos', payload: valid, cookie: caja });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
function form(data: Buffer, name = 'factura.pdf', type = 'application/pdf', field = 'comprobante'): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return body;
}
const attach = (id: string, payload: FormData, cookie = caja) => t.request({ method: 'POST', url: receiptUrl(id), payload, cookie });
function storedReceipts(): string[] {
  const root = join(t.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.parentPath.includes('comprobantes'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

describeRoleMatrix(
  () => t,
  [
    { method: 'POST', url: receiptUrl(MISSING) },
    { method: 'GET', url: receiptUrl(MISSING) },
    { method: 'DELETE', url: receiptUrl(MISSING) },
  ],
  { allowed: ['tareas_admin'] },
);

describe('a movement’s receipt', () => {
  it('is attached as a PDF, downloaded only as a private attachment, replaced by a photo, removed — each audited', async () => {
    const movement = await newMovement();
    expect(movement.tiene_comprobante).toBe(false);

    const first = await attach(movement.id, form(PDF));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: movement.id, tiene_comprobante: true });
    expect(storedReceipts()).toHaveLength(1);

    const download = await t.request({ method: 'GET', url: receiptUrl(movement.id), cookie: caja });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition':
        'attachment; filename="comprobante-2026-11-23-Cemento-x-40-bolsas.pdf"; filename*=UTF-8\'\'comprobante-2026-11-23-Cemento-x-40-bolsas.pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'private, no-store',
    });
    // Never under the public uploads route.
    expect((await t.request({ method: 'GET', url: `/uploads/${storedReceipts()[0]}` })).statusCode).toBe(404);

    // A photo replaces it: the old file goes, the new one is served as what it is.
    const second = await attach(movement.id, form(PNG, 'foto.png', 'image/png'));
    expect(second.statusCode, second.body).toBe(200);
    expect(storedReceipts()).toHaveLength(1);
    const photo = await t.request({ method: 'GET', url: receiptUrl(movement.id), cookie: caja });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);

    // The CSV says which movements have one.
    const csv = await t.request({ method: 'GET', url: '/api/tareas/movimientos/csv?mes=2026-11', cookie: caja });
    expect(csv.body.split('\r\n').find((line) => line.includes('Cemento x 40 bolsas'))).toMatch(/;Sí$/);

    const removed = await t.request({ method: 'DELETE', url: receiptUrl(movement.id), cookie: caja });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().tiene_comprobante).toBe(false);
    expect(storedReceipts()).toHaveLength(0);
    expect((await t.request({ method: 'GET', url: receiptUrl(movement.id), cookie: caja })).json().error.message).toBe(CASH_MESSAGES.receiptNotFound);

    const attached = await auditRows(t, 'movimiento_comprobante_adjuntado');
    expect(attached.filter((r) => r.detalle?.startsWith(`movimiento ${movement.id}`)).map((r) => [r.actor, r.detalle])).toEqual([
      ['caja.comprobantes', `movimiento ${movement.id}: PDF de ${PDF.length} bytes`],
      ['caja.comprobantes', `movimiento ${movement.id}: PNG de ${PNG.length} bytes, reemplaza al anterior`],
    ]);
    expect((await auditRows(t, 'movimiento_comprobante_quitado')).map((r) => r.detalle)).toContain(`movimiento ${movement.id}`);
  });

  it('refuses what is not a PDF or a photo, a missing file, a second file, unknown ids — storing nothing, never a 5xx', async () => {
    const movement = await newMovement();
    const html = await attach(movement.id, form(Buffer.from('<!doctype html><script>alert(1)</script>'), 'factura.pdf'));
    expect(html.statusCode).toBe(415);
    expect(html.json().error.message).toBe(CASH_MESSAGES.receiptRejected);
    const empty = await attach(movement.id, new FormData());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ field: 'comprobante', message: CASH_MESSAGES.receiptRequired });
    const two = form(PDF);
    two.append('comprobante', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'otra.pdf');
    expect((await attach(movement.id, two)).statusCode).toBe(413);
    const wrongField = await attach(movement.id, form(PDF, 'factura.pdf', 'application/pdf', 'archivo'));
    expect(wrongField.statusCode).toBe(400);
    const notJson = await t.request({ method: 'POST', url: receiptUrl(movement.id), payload: { comprobante: 'x' }, cookie: caja });
    expect(notJson.statusCode).toBeLessThan(500);
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect((await attach(MISSING, form(PDF))).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: receiptUrl('no-es-un-id'), payload: form(PDF), cookie: caja })).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: receiptUrl(movement.id), cookie: caja })).statusCode).toBe(404);
    expect(storedReceipts()).toEqual([]);
    const listed: { items: Movement[] } = (await t.request({ method: 'GET', url: '/api/tareas/movimientos?mes=2026-11', cookie: caja })).json();
    expect(listed.items.find((m) => m.id === movement.id)?.tiene_comprobante).toBe(false);
  });

  it('stays as it was on a voided movement (409), still downloadable as history', async () => {
    const movement = await newMovement();
    expect((await attach(movement.id, form(PDF))).statusCode).toBe(200);
    const voided = await t.request({
      method: 'POST',
      url: `/api/tareas/movimientos/${movement.id}/anular`,
      payload: { motivo: 'Cargado dos veces' },
      cookie: caja,
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().tiene_comprobante).toBe(true);
    const replace = await attach(movement.id, form(PNG, 'foto.png', 'image/png'));
    expect(replace.statusCode).toBe(409);
    expect((await t.request({ method: 'DELETE', url: receiptUrl(movement.id), cookie: caja })).statusCode).toBe(409);
    const download = await t.request({ method: 'GET', url: receiptUrl(movement.id), cookie: caja });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // The refused photo left no file behind.
    expect(storedReceipts().filter((key) => key.endsWith('.png'))).toEqual([]);
  });

  it('two attachments at once leave one receipt and one file', async () => {
    const movement = await newMovement();
    const before = storedReceipts().length;
    const { responses } = await sendAtOnce(t, [
      { method: 'POST', url: receiptUrl(movement.id), payload: form(PDF), cookie: caja },
      { method: 'POST', url: receiptUrl(movement.id), payload: form(PNG, 'foto.png', 'image/png'), cookie: caja },
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(storedReceipts().length).toBe(before + 1);
  });
});
