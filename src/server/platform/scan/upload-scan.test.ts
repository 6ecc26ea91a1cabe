import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PassThrough } from 'node:stream';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/accounts/audit.ts';
import { ERROR_CODES, UPLOAD_MESSAGES } from '../../../domain/shared/api-error.ts';
import { buildApp } from '../../app.ts';
import { CLAMD_BINARY, CLAMD_MISSING_REASON, EICAR, EICAR_SIGNATURE, type LocalClamd, startClamd } from '../../test/clamd-server.ts';
import { SAMPLE_LAND_OWNER, SAMPLE_LISTING, SAMPLE_PLOT } from '../../test/samples.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Every upload route, end to end (ADR 083): a file with a malware signature or active PDF content is
 * refused with 422 before anything is stored and leaves an audit row; a scanner that does not
 * answer refuses with 503; clean files are stored as before.
 */

const owner = SAMPLE_LAND_OWNER;
const plot = SAMPLE_PLOT;
const listing = SAMPLE_LISTING;

let address = 0;
/** A distinct client address per upload keeps the tests clear of the routes' rate limits. */
const nextAddress = () => `10.83.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

function form(field: string, file: Buffer, name: string, type: string, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append(field, new Blob([new Uint8Array(file)], { type }), name);
  return body;
}

const png = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

/** A PDF whose one stream holds `data`, compressed with FlateDecode unless `raw`. */
function pdfWithStream(data: Buffer, dictionary = '', raw = false): Buffer {
  const body = raw ? data : deflateSync(data);
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n3 0 obj\n<< ${dictionary}${raw ? '' : ' /Filter /FlateDecode'} /Length ${body.length} >>\nstream\n`,
    ),
    body,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}
const cutInsideStream = (pdf: Buffer) => pdf.subarray(0, pdf.indexOf('stream\n') + 'stream\n'.length + 5);
const PLAIN_PDF = pdfWithStream(Buffer.from('BT /F1 12 Tf 72 712 Td (Prefactibilidad aprobada) Tj ET'));

/** Every file under the app's uploads folder (the health probe's files come and go within a request). */
function storedFiles(t: TestApp): string[] {
  const root = join(t.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

async function rejectedFiles(t: TestApp, admin: string): Promise<AuditEntry[]> {
  const response = await t.request({ method: 'GET', url: '/api/admin/auditoria?page_size=100', cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: AuditEntry[] }).items.filter((entry) => entry.accion === 'archivo_rechazado');
}

const inquiryCount = async (t: TestApp, cookie: string) => (await t.request({ method: 'GET', url: '/api/fondo/contactos', cookie })).json().total as number;

describe('uploads with clamd running', () => {
  if (!CLAMD_BINARY) {
    it.skip(CLAMD_MISSING_REASON, () => {});
    return;
  }
  let clamd: LocalClamd;
  let t: TestApp;
  let admin: string;
  let fondo: string;
  let contenido: string;
  let usuario: string;
  let plotId: string;
  let listingId: string;

  beforeAll(async () => {
    clamd = await startClamd();
    t = await createTestApp({ CLAMD_SOCKET: clamd.socket });
    [admin, fondo, contenido] = await Promise.all([t.signInAs(['admin']), t.signInAs(['fondo']), t.signInAs(['contenido'])]);
    usuario = await t.signInAs(['usuario'], 'vendedor.lotes');
    plotId = (await t.request({ method: 'POST', url: '/api/fondo/terrenos', payload: plot, cookie: fondo })).json().id;
    listingId = (await t.request({ method: 'POST', url: '/api/propiedades', payload: listing, cookie: usuario, remoteAddress: nextAddress() })).json().id;
    expect(t.app.uploads.scanning).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
    await clamd?.close();
  });

  const sendInquiry = (file: Buffer, name: string, type: string, remoteAddress = nextAddress()) =>
    t.request({ method: 'POST', url: '/api/terrenos/contactos', payload: form('archivo', file, name, type, owner), remoteAddress });

  it('refuses the EICAR file sent as a PDF, as an image and inside a PDF stream: 422, nothing stored, an audit row each', async () => {
    const before = { files: storedFiles(t), inquiries: await inquiryCount(t, fondo), audit: (await rejectedFiles(t, admin)).length };
    const disguised = [
      { name: 'prefactibilidad.pdf', type: 'application/pdf', data: Buffer.concat([Buffer.from('%PDF-1.4\n'), EICAR]) },
      { name: 'plano.png', type: 'image/png', data: Buffer.concat([await png(), EICAR]) },
      { name: 'informe.pdf', type: 'application/pdf', data: pdfWithStream(EICAR) },
    ];
    for (const file of disguised) {
      const response = await sendInquiry(file.data, file.name, file.type, '203.0.113.25');
      expect(response.statusCode, `${file.name}: ${response.body}`).toBe(422);
      expect(response.json()).toEqual({ error: { code: ERROR_CODES.fileInfected, message: UPLOAD_MESSAGES.infected, field: 'archivo' } });
    }
    expect(storedFiles(t)).toEqual(before.files);
    expect(await inquiryCount(t, fondo)).toBe(before.inquiries);
    const rows = (await rejectedFiles(t, admin)).slice(0, disguised.length);
    expect((await rejectedFiles(t, admin)).length).toBe(before.audit + disguised.length);
    for (const row of rows) {
      expect(row).toMatchObject({ accion: 'archivo_rechazado', usuario: null, direccion: '203.0.113.25' });
      expect(row.detalle).toBe(`virus: ${EICAR_SIGNATURE}.UNOFFICIAL (POST /api/terrenos/contactos)`);
    }
  });

  it('refuses infected images on every staff and user image route before storing any width, naming the account in the audit row', async () => {
    const infected = Buffer.concat([await png(), EICAR]);
    const before = storedFiles(t);
    const calls = [
      {
        url: '/api/carrusel',
        cookie: contenido,
        payload: form('imagen', infected, 'obra.png', 'image/png', { titulo: 'Obra', tipo: 'trabajos' }),
        field: 'imagen',
      },
      { url: `/api/fondo/terrenos/${plotId}/imagen`, cookie: fondo, payload: form('imagen', infected, 'lote.png', 'image/png'), field: 'imagen' },
      { url: `/api/propiedades/${listingId}/imagenes`, cookie: usuario, payload: form('imagenes', infected, 'frente.png', 'image/png'), field: 'imagenes' },
    ];
    for (const call of calls) {
      const response = await t.request({ method: 'POST', url: call.url, payload: call.payload, cookie: call.cookie, remoteAddress: nextAddress() });
      expect(response.statusCode, `${call.url}: ${response.body}`).toBe(422);
      expect(response.json().error).toMatchObject({ code: ERROR_CODES.fileInfected, field: call.field });
    }
    expect(storedFiles(t)).toEqual(before);
    const [listingRow] = await rejectedFiles(t, admin);
    expect(listingRow).toMatchObject({ usuario: 'vendedor.lotes' });
    expect(listingRow?.detalle).toContain('(POST /api/propiedades/:id/imagenes)');
    const listingNow = await t.request({ method: 'GET', url: '/api/propiedades/mias', cookie: usuario });
    expect(listingNow.json().items[0].imagenes).toEqual([]);
  });

  it('stores a clean PDF and clean images as before', async () => {
    const pdf = await sendInquiry(PLAIN_PDF, 'prefactibilidad.pdf', 'application/pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    const image = await sendInquiry(await png(), 'plano.png', 'image/png');
    expect(image.statusCode, image.body).toBe(201);
    const carousel = await t.request({
      method: 'POST',
      url: '/api/carrusel',
      payload: form('imagen', await png(), 'obra.png', 'image/png', { titulo: 'Obra', tipo: 'trabajos' }),
      cookie: contenido,
    });
    expect(carousel.statusCode, carousel.body).toBe(201);
    const download = await t.request({ method: 'GET', url: `/api/fondo/contactos/${pdf.json().id}/prefactibilidad`, cookie: fondo });
    expect(download.rawPayload.equals(PLAIN_PDF)).toBe(true);
  });

  it('refuses an infected cash receipt: 422, the movement keeps none, nothing stored', async () => {
    const caja = await t.signInAs(['tareas_admin'], 'caja.escaneo');
    const movement = await t.request({
      method: 'POST',
      url: '/api/tareas/movimientos',
      payload: { tipo: 'egreso', monto: '1.500', moneda: 'ARS', quien: 'Diego', concepto: 'Arena', fecha: '2026-11-23', hora: '10:00' },
      cookie: caja,
    });
    expect(movement.statusCode, movement.body).toBe(201);
    const before = storedFiles(t);
    const url = `/api/tareas/movimientos/${movement.json().id}/comprobante`;
    const infected = await t.request({
      method: 'POST',
      url,
      payload: form('comprobante', Buffer.concat([await png(), EICAR]), 'ticket.png', 'image/png'),
      cookie: caja,
    });
    expect(infected.statusCode, infected.body).toBe(422);
    expect(infected.json().error.field).toBe('comprobante');
    expect(storedFiles(t)).toEqual(before);
    const clean = await t.request({ method: 'POST', url, payload: form('comprobante', PLAIN_PDF, 'factura.pdf', 'application/pdf'), cookie: caja });
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json().tiene_comprobante).toBe(true);
  });

  it('checks the caller before reading the body: an anonymous infected upload is a 401 with no audit row', async () => {
    const audit = (await rejectedFiles(t, admin)).length;
    const payload = form('imagen', Buffer.concat([await png(), EICAR]), 'obra.png', 'image/png', { titulo: 'Obra', tipo: 'trabajos' });
    expect((await t.request({ method: 'POST', url: '/api/carrusel', payload })).statusCode).toBe(401);
    expect((await rejectedFiles(t, admin)).length).toBe(audit);
  });

  it('answers a compressed-stream bomb inside a PDF within the scan timeout, never a 5xx', async () => {
    // 64 MiB of zeros in 64 kB, as image data: our PDF check does not inflate it; clamd stops at its own limits.
    const bomb = pdfWithStream(Buffer.alloc(64 * 1024 * 1024), '/Subtype /Image /Width 8192 /Height 8192 /ColorSpace /DeviceGray /BitsPerComponent 8');
    const started = Date.now();
    const response = await sendInquiry(bomb, 'bomba.pdf', 'application/pdf');
    expect([201, 422]).toContain(response.statusCode);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses with 503 and Retry-After, storing nothing, once clamd has stopped', async () => {
    await clamd.stop();
    const before = { files: storedFiles(t), inquiries: await inquiryCount(t, fondo) };
    const response = await sendInquiry(PLAIN_PDF, 'prefactibilidad.pdf', 'application/pdf');
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({ error: { code: ERROR_CODES.unavailable, message: UPLOAD_MESSAGES.scannerUnavailable } });
    const image = await t.request({
      method: 'POST',
      url: '/api/carrusel',
      payload: form('imagen', await png(), 'obra.png', 'image/png', { titulo: 'Obra', tipo: 'trabajos' }),
      cookie: contenido,
    });
    expect(image.statusCode).toBe(503);
    expect(storedFiles(t)).toEqual(before.files);
    expect(await inquiryCount(t, fondo)).toBe(before.inquiries);
  });
});

describe('uploads without a scanner: PDF active content is still refused', () => {
  let t: TestApp;
  let admin: string;
  let fondo: string;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, fondo] = await Promise.all([t.signInAs(['admin']), t.signInAs(['fondo'])]);
    expect(t.app.uploads.scanning).toBe(false);
  });
  afterAll(() => t?.close());

  const sendInquiry = (file: Buffer, name = 'prefactibilidad.pdf', type = 'application/pdf') =>
    t.request({ method: 'POST', url: '/api/terrenos/contactos', payload: form('archivo', file, name, type, owner), remoteAddress: nextAddress() });

  it('refuses a PDF with JavaScript, in the open, hex-escaped or inside a compressed object stream: 422, nothing stored, an audit row', async () => {
    const before = { files: storedFiles(t), inquiries: await inquiryCount(t, fondo) };
    const active = [
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      Buffer.from(
        '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Names << /JavaScript 2 0 R >> >>\nendobj\n2 0 obj\n<< /S /J#61vaScript /#4A#53 (x) >>\nendobj\n%%EOF\n',
      ),
      pdfWithStream(Buffer.from('2 0 << /Type /Action /S /Launch /F (calc.exe) >>'), '/Type /ObjStm /N 1 /First 4'),
    ];
    for (const file of active) {
      const response = await sendInquiry(file);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ error: { code: ERROR_CODES.pdfActiveContent, message: UPLOAD_MESSAGES.pdfActiveContent, field: 'archivo' } });
    }
    expect(storedFiles(t)).toEqual(before.files);
    expect(await inquiryCount(t, fondo)).toBe(before.inquiries);
    const rows = await rejectedFiles(t, admin);
    expect(rows.map((row) => row.detalle)).toEqual([
      'PDF con contenido activo: /Launch (POST /api/terrenos/contactos)',
      'PDF con contenido activo: /JavaScript, /JS (POST /api/terrenos/contactos)',
      'PDF con contenido activo: /JavaScript, /JS, /OpenAction (POST /api/terrenos/contactos)',
    ]);
  });

  it('answers hostile files quickly and never with a 5xx: empty, cut, garbage, zip bombs', async () => {
    const cases: Array<[string, Buffer, number]> = [
      ['empty file (no file)', Buffer.alloc(0), 201],
      ['just the header', Buffer.from('%PDF-'), 201],
      ['garbage after the header', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 256))]), 201],
      ['cut in the middle of an object stream', cutInsideStream(pdfWithStream(Buffer.from('2 0 << /Type /Catalog >>'), '/Type /ObjStm /N 1 /First 4')), 422],
      ['a zip bomb as an object stream', pdfWithStream(Buffer.alloc(64 * 1024 * 1024), '/Type /ObjStm /N 1 /First 4'), 422],
      ['a zip bomb as image data', pdfWithStream(Buffer.alloc(64 * 1024 * 1024), '/Subtype /Image'), 201],
    ];
    for (const [label, file, status] of cases) {
      const started = Date.now();
      const response = await sendInquiry(file);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(Date.now() - started, label).toBeLessThan(5_000);
    }
  });

  it('says once at start-up, as a warning, that uploads are not scanned', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    for (const scanner of [{}, { scanner: { socket: '/run/clamav/clamd.ctl' } }]) {
      lines.length = 0;
      const app = await buildApp({ config: { ...t.app.config, ...scanner, logLevel: 'info' }, database: t.database, logStream: stream });
      await app.ready();
      await app.close();
      const warnings = lines.filter((line) => line.msg.includes('no se revisan con un antivirus'));
      expect(warnings.map((line) => line.level)).toEqual('scanner' in scanner ? [] : [40]);
    }
  });
});
