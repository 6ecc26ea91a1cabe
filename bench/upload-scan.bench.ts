/**
 * What screening an upload costs (ADR 083): the clamd INSTREAM scan of a 1 MB image, next
 * to the public image pipeline it precedes (sharp: content check, three WebP widths, stored on a
 * local disk), and the PDF active-content check of a 10 MB PDF.
 *
 * clamd is the tests' own (src/server/test/clamd-server.ts): a one-signature database on a unix
 * socket. A production clamd holds millions of signatures: its per-byte matching is the same
 * Aho-Corasick pass, but expect it slower; measure there with `CLAMD_SOCKET=… node bench/upload-scan.bench.ts`.
 * Cases alternate, so a change of load on the shared cores hits them alike.
 *
 * Run: node bench/upload-scan.bench.ts [rounds = 30]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { findPdfActiveContent } from '../src/domain/shared/pdf-active-content.ts';
import { pingClamd, scanWithClamd } from '../src/server/platform/scan/clamd.ts';
import { OWN_FILE, SCAN_TIMEOUT_MS } from '../src/server/platform/scan/upload-screen.ts';
import { storePublicImage } from '../src/server/platform/storage/images.ts';
import { createLocalStorage } from '../src/server/platform/storage/storage.ts';
import { type LocalClamd, startClamd } from '../src/server/test/clamd-server.ts';

const rounds = Number(process.argv[2] ?? 30);
const given = process.env.CLAMD_SOCKET;
const own: LocalClamd | undefined = given ? undefined : await startClamd();
const target = { socket: given ?? (own as LocalClamd).socket };
if (!(await pingClamd(target, 2_000))) throw new Error(`clamd no responde en ${target.socket}`);
const dir = mkdtempSync(join(tmpdir(), 'parcela-bench-scan-'));
const storage = createLocalStorage(dir);

/** A 1 MB JPEG of 1200 × 1200 (noise: it does not compress, so the size is set by the pixels and the quality). */
async function oneMegabyteJpeg(): Promise<Buffer> {
  const side = 1200;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A 10 MB PDF of image data (what a scanned pre-feasibility document looks like) plus one object stream. */
function tenMegabytePdf(): Buffer {
  const image = Buffer.alloc(10 * 1024 * 1024);
  for (let i = 0; i < image.length; i++) image[i] = (i * 2246822519) >>> 24;
  const objects = deflateSync(Buffer.from('2 0 3 60 << /Type /Pages /Kids [4 0 R] /Count 1 >> << /Type /Page /Parent 2 0 R >>'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n5 0 obj\n<< /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${image.length} >>\nstream\n`),
    image,
    Buffer.from(`\nendstream\nendobj\n6 0 obj\n<< /Type /ObjStm /N 2 /First 8 /Filter /FlateDecode /Length ${objects.length} >>\nstream\n`),
    objects,
    Buffer.from('\nendstream\nendobj\n%%EOF\n'),
  ]);
}

const image = await oneMegabyteJpeg();
const pdf = tenMegabytePdf();
const times: Record<string, number[]> = {
  'clamd, 1 MB JPEG': [],
  'pipeline, 1 MB JPEG': [],
  'pipeline + clamd, 1 MB JPEG': [],
  'clamd, 10 MB PDF': [],
  'PDF check, 10 MB PDF': [],
};
const timed = async (name: string, work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  times[name]?.push(performance.now() - started);
};
const scan = async (data: Buffer) => {
  const verdict = await scanWithClamd(target, data, SCAN_TIMEOUT_MS);
  if (verdict.infected) throw new Error(`clamd encontró ${verdict.signature}`);
};

// One warm-up of each, not counted.
await scan(image);
await storePublicImage(storage, 'bench', image, OWN_FILE);
for (let round = 0; round < rounds; round++) {
  await timed('clamd, 1 MB JPEG', () => scan(image));
  await timed('pipeline, 1 MB JPEG', () => storePublicImage(storage, 'bench', image, OWN_FILE));
  await timed('pipeline + clamd, 1 MB JPEG', () => storePublicImage(storage, 'bench', image, (data) => scan(data)));
  if (round % 3 === 0) {
    await timed('clamd, 10 MB PDF', () => scan(pdf));
    await timed('PDF check, 10 MB PDF', () => findPdfActiveContent(pdf));
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
console.log(
  `\n1 MB JPEG: ${(image.length / 1024).toFixed(0)} kB; PDF: ${(pdf.length / 1024 / 1024).toFixed(1)} MB; ${rounds} rounds; load average ${loadavg()[0]?.toFixed(1)}\n`,
);
console.log('| case | runs | p50 ms | p95 ms |\n|---|---:|---:|---:|');
for (const [name, values] of Object.entries(times)) {
  console.log(`| ${name} | ${values.length} | ${quantile(values, 0.5).toFixed(1)} | ${quantile(values, 0.95).toFixed(1)} |`);
}

await own?.close();
rmSync(dir, { recursive: true, force: true });
