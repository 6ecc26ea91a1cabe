import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describePdfActiveContent, findPdfActiveContent, PDF_ACTIVE_NAMES } from './pdf-active-content.ts';

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

function bytesOf(...parts: Array<string | Uint8Array>): Uint8Array {
  const chunks = parts.map((part) => (typeof part === 'string' ? latin1(part) : part));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** zlib data, as PDF's FlateDecode holds it (CompressionStream: a web standard, no node:*). */
async function deflate(data: string | Uint8Array): Promise<Uint8Array> {
  const input = typeof data === 'string' ? latin1(data) : data;
  const stream = new Blob([input as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A small PDF around `body` (objects), as a text editor would write it. */
const pdf = (...body: Array<string | Uint8Array>) =>
  bytesOf('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n', ...body, '\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const streamObject = (number: number, dictionary: string, data: Uint8Array | string) =>
  bytesOf(`${number} 0 obj\n<< ${dictionary} /Length ${typeof data === 'string' ? data.length : data.length} >>\nstream\n`, data, '\nendstream\nendobj\n');

/** An object stream holding `objects` (PDF 32000-1 §7.5.7), compressed with FlateDecode. */
async function objectStream(number: number, objects: string, dictionary = '/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode') {
  return streamObject(number, dictionary, await deflate(`9 0 ${objects}`));
}

/** Deterministic noise standing for image or font data. */
function noise(length: number, seed = 1): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

describe('findPdfActiveContent: names in the file', () => {
  it('finds nothing in a plain PDF', async () => {
    expect(await findPdfActiveContent(pdf('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n'))).toBeNull();
  });

  it.each(PDF_ACTIVE_NAMES)('finds /%s', async (name) => {
    expect(await findPdfActiveContent(pdf(`3 0 obj\n<< /${name} 4 0 R >>\nendobj\n`))).toEqual({ names: [name], unreadableObjectStreams: 0 });
  });

  it('finds a script action and the opening action that starts it', async () => {
    const found = await findPdfActiveContent(pdf('3 0 obj\n<</OpenAction<</S/JavaScript/JS(app.alert(1))>>>>\nendobj\n'));
    expect(found?.names).toEqual(['JavaScript', 'JS', 'OpenAction']);
  });

  it('reads #xx escapes in names (upper or lower case hex) before matching', async () => {
    expect((await findPdfActiveContent(pdf('3 0 obj\n<< /S /J#61vaScript >>\nendobj\n')))?.names).toEqual(['JavaScript']);
    expect((await findPdfActiveContent(pdf('3 0 obj\n<< /#4A#53 (x) >>\nendobj\n')))?.names).toEqual(['JS']);
    expect((await findPdfActiveContent(pdf('3 0 obj\n<< /J#53 (x) >>\nendobj\n')))?.names).toEqual(['JS']);
    expect(
      (await findPdfActiveContent(pdf('3 0 obj\n<< /Open#41ction 5 0 R /L#61#75nch 6 0 R /Embedded#46ile 7 0 R /#41#41 8 0 R /#41#61 9 0 R >>\nendobj\n')))
        ?.names,
    ).toEqual(['OpenAction', 'AA', 'Launch', 'EmbeddedFile']);
    expect((await findPdfActiveContent(pdf('3 0 obj\n<< /S /Java#53cript /#4a#53 (x) >>\nendobj\n')))?.names).toEqual(['JavaScript', 'JS']);
  });

  it('matches whole name tokens only', async () => {
    for (const name of ['JSomething', 'JS2', 'AAx', 'JavaScriptX', 'XJS', 'OpenActions', 'J#5', 'J#', 'Aa', 'js']) {
      expect(await findPdfActiveContent(pdf(`3 0 obj\n<< /${name} 4 0 R >>\nendobj\n`)), name).toBeNull();
    }
  });

  it('ends a name at any whitespace or delimiter, and at the end of the file', async () => {
    for (const after of [' ', '\n', '\r', '\t', '\f', '\0', '(', ')', '<', '>', '[', ']', '{', '}', '/', '%']) {
      expect((await findPdfActiveContent(pdf(`3 0 obj\n<< /JS${after}x >>\nendobj\n`)))?.names, JSON.stringify(after)).toEqual(['JS']);
    }
    expect((await findPdfActiveContent(latin1('%PDF-1.4\n<< /AA')))?.names).toEqual(['AA']);
  });

  it('finds active names in an incremental update after the first %%EOF', async () => {
    const update = bytesOf(pdf(), '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>\nendobj\n%%EOF\n');
    expect((await findPdfActiveContent(update))?.names).toEqual(['OpenAction']);
  });
});

describe('findPdfActiveContent: stream data', () => {
  it('ignores short names that binary data holds by chance', async () => {
    const image = bytesOf(noise(2000), '/JS /AA ', noise(2000, 7), '/JS(x)');
    expect(await findPdfActiveContent(pdf(streamObject(5, '/Type /XObject /Subtype /Image /Filter /DCTDecode', image)))).toBeNull();
  });

  it('finds no active content in megabytes of image data', async () => {
    const started = performance.now();
    const found = await findPdfActiveContent(pdf(streamObject(5, '/Type /XObject /Subtype /Image /Filter /DCTDecode', noise(8 * 1024 * 1024, 42))));
    expect(found).toBeNull();
    // A loose bound for a shared machine; measured ~0.2 s for 8 MB.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('still finds long names, and /AA opening a dictionary, inside stream data', async () => {
    const hidden = (text: string) => pdf(streamObject(5, '/Subtype /Image', bytesOf(noise(500), text, noise(500, 3))));
    expect((await findPdfActiveContent(hidden('6 0 obj << /Type /Catalog /OpenAction 7 0 R >> endobj')))?.names).toEqual(['OpenAction']);
    expect((await findPdfActiveContent(hidden('<< /S /J#61vaScript >>')))?.names).toEqual(['JavaScript']);
    expect((await findPdfActiveContent(hidden('<< /AA << /O 8 0 R >> >>')))?.names).toEqual(['AA']);
    expect((await findPdfActiveContent(hidden('<< /AA 8 0 R >>')))?.names).toEqual(['AA']);
  });

  it('takes a stream by its /Length, direct or indirect, even when its data holds the word endstream', async () => {
    const data = bytesOf('binary endstream endobj /JS (not an entry) ', noise(100));
    const direct = pdf(streamObject(5, '/Subtype /Image', data));
    expect(await findPdfActiveContent(direct)).toBeNull();
    const indirect = pdf(`5 0 obj\n<< /Subtype /Image /Length 6 0 R >>\nstream\n`, data, `\nendstream\nendobj\n6 0 obj\n${data.length}\nendobj\n`);
    expect(await findPdfActiveContent(indirect)).toBeNull();
  });

  it('falls back to the next endstream when /Length is wrong or missing', async () => {
    const data = bytesOf(noise(300), '/JS ', noise(300, 5));
    expect(await findPdfActiveContent(pdf('5 0 obj\n<< /Length 3 >>\nstream\n', data, '\nendstream\nendobj\n'))).toBeNull();
    expect(await findPdfActiveContent(pdf('5 0 obj\n<< >>\nstream\r\n', data, '\r\nendstream\nendobj\n3 0 obj << /JS 4 0 R >> endobj\n'))).toEqual({
      names: ['JS'],
      unreadableObjectStreams: 0,
    });
  });
});

describe('findPdfActiveContent: object streams', () => {
  it('inflates a compressed object stream and reads the objects in it', async () => {
    const file = pdf(await objectStream(5, '<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>'));
    expect(await findPdfActiveContent(file)).toEqual({ names: ['JavaScript', 'JS'], unreadableObjectStreams: 0 });
  });

  it('finds hex-escaped names inside a compressed object stream', async () => {
    const file = pdf(await objectStream(5, '<< /#4A#53 (x) /#41#41 << >> >>'));
    expect((await findPdfActiveContent(file))?.names).toEqual(['JS', 'AA']);
  });

  it('reads the stream dictionary with escaped keys and the short filter name', async () => {
    const escaped = await objectStream(5, '<< /OpenAction 3 0 R >>', '/Typ#65 /Obj#53tm /N 1 /First 5 /Filter /Fl#61teDecode');
    expect((await findPdfActiveContent(pdf(escaped)))?.names).toEqual(['OpenAction']);
    const short = await objectStream(5, '<< /OpenAction 3 0 R >>', '/Type /ObjStm /N 1 /First 5 /Filter [/Fl]');
    expect((await findPdfActiveContent(pdf(short)))?.names).toEqual(['OpenAction']);
  });

  it('treats a stream with /First as an object stream even without /Type', async () => {
    const file = pdf(await objectStream(5, '<< /AA << >> >>', '/N 1 /First 5 /Filter /FlateDecode'));
    expect((await findPdfActiveContent(file))?.names).toEqual(['AA']);
  });

  it('finds nothing in an object stream of plain objects', async () => {
    expect(await findPdfActiveContent(pdf(await objectStream(5, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>')))).toBeNull();
  });

  it('reads an uncompressed object stream as it is', async () => {
    expect((await findPdfActiveContent(pdf(streamObject(5, '/Type /ObjStm /N 1 /First 5', '9 0 << /Launch 3 0 R >>'))))?.names).toEqual(['Launch']);
  });

  it('counts an object stream it cannot read: other filters, a predictor, broken or encrypted data', async () => {
    const packed = await deflate('9 0 << /JS (x) >>');
    for (const [label, stream] of [
      ['LZW', streamObject(5, '/Type /ObjStm /N 1 /First 5 /Filter /LZWDecode', packed)],
      ['two filters', streamObject(5, '/Type /ObjStm /N 1 /First 5 /Filter [/ASCIIHexDecode /FlateDecode]', packed)],
      ['predictor', streamObject(5, '/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>', packed)],
      ['indirect filter', streamObject(5, '/Type /ObjStm /N 1 /First 5 /Filter 7 0 R', packed)],
      ['broken', streamObject(5, '/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode', noise(400))],
      ['cut short', streamObject(5, '/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode', packed.subarray(0, packed.length - 6))],
    ] as const) {
      expect(await findPdfActiveContent(pdf(stream)), label).toEqual({ names: [], unreadableObjectStreams: 1 });
    }
  });

  it('stops inflating a zip bomb at the limit, quickly', async () => {
    const bomb = await deflate(new Uint8Array(64 * 1024 * 1024));
    const started = performance.now();
    const found = await findPdfActiveContent(pdf(streamObject(5, '/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode', bomb)));
    expect(found).toEqual({ names: [], unreadableObjectStreams: 1 });
    expect(performance.now() - started).toBeLessThan(5_000);
    // The same bytes as image data are never inflated.
    expect(await findPdfActiveContent(pdf(streamObject(6, '/Subtype /Image /Filter /FlateDecode', bomb)))).toBeNull();
  });

  it('shares the inflate budget and the count of object streams across the file', async () => {
    const streams = [await objectStream(5, `<< /Fill (${'x'.repeat(3000)}) >>`), await objectStream(6, `<< /Fill (${'y'.repeat(3000)}) >>`)];
    expect(await findPdfActiveContent(pdf(...streams), { maxInflatedBytes: 4000, maxObjectStreams: 10 })).toEqual({ names: [], unreadableObjectStreams: 1 });
    expect(await findPdfActiveContent(pdf(...streams), { maxInflatedBytes: 1e6, maxObjectStreams: 1 })).toEqual({ names: [], unreadableObjectStreams: 1 });
    expect(await findPdfActiveContent(pdf(...streams), { maxInflatedBytes: 1e6, maxObjectStreams: 2 })).toBeNull();
  });
});

describe('findPdfActiveContent: hostile bytes', () => {
  it('answers for empty, cut or garbage input without throwing', async () => {
    expect(await findPdfActiveContent(new Uint8Array())).toBeNull();
    expect(await findPdfActiveContent(latin1('%PDF-'))).toBeNull();
    expect(await findPdfActiveContent(latin1('%PDF-1.7\n5 0 obj << /Type /ObjStm /First 4 /Filter /FlateDecode >> stream\n'))).toEqual({
      names: [],
      unreadableObjectStreams: 1,
    });
    expect(await findPdfActiveContent(bytesOf('%PDF-1.4\n', noise(100_000, 9)))).toBeNull();
  });

  it('never throws, whatever the bytes', async () => {
    const token = fc.constantFrom(
      'stream\n',
      'endstream',
      ' obj ',
      '<<',
      '>>',
      '/Length 5',
      '/Length 9 0 R',
      '/Filter /FlateDecode',
      '/Type /ObjStm',
      '/First',
      '/JS',
      '#4A',
      '/',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(token, fc.string({ maxLength: 20 }))), async (parts) => {
        const found = await findPdfActiveContent(latin1(`%PDF-1.7\n${parts.join('')}`.replace(/[^\0-\xff]/g, '?')));
        expect(found === null || found.names.length > 0 || found.unreadableObjectStreams > 0).toBe(true);
      }),
      { seed: 83, numRuns: 300 },
    );
  });
});

describe('describePdfActiveContent', () => {
  it('lists the names and the unreadable object streams in Spanish', () => {
    expect(describePdfActiveContent({ names: ['JavaScript', 'OpenAction'], unreadableObjectStreams: 0 })).toBe('/JavaScript, /OpenAction');
    expect(describePdfActiveContent({ names: [], unreadableObjectStreams: 1 })).toBe('un flujo de objetos que no se pudo leer');
    expect(describePdfActiveContent({ names: ['AA'], unreadableObjectStreams: 3 })).toBe('/AA, 3 flujos de objetos que no se pudieron leer');
  });
});
