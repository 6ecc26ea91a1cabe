/**
 * Active content in a PDF: what makes a reader run a script, act on opening or on an event, start
 * a program, or carry another file (ADR 083). Staff open the land owners' PDFs; such a PDF is
 * refused, whatever the malware scanner says.
 *
 * No full parser: a linear read of the bytes, which also covers objects a lenient reader finds in
 * places a parser would not look. Object streams (where PDF 1.5+ keeps most dictionaries,
 * compressed) are inflated and read too; one that cannot be inflated counts as active content.
 */

/**
 * Names whose presence makes a PDF active (PDF 32000-1:2008 §12.6 actions, §7.11.4 embedded files,
 * Adobe's RichMedia). `EmbeddedFiles`, the catalog's tree of attachments, is there because the
 * `/Type /EmbeddedFile` of an attached file's stream is optional.
 */
export const PDF_ACTIVE_NAMES = ['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia'] as const;
export type PdfActiveName = (typeof PDF_ACTIVE_NAMES)[number];

export interface PdfActiveContent {
  /** The active names found, in the order of PDF_ACTIVE_NAMES. */
  names: PdfActiveName[];
  /** Object streams that could not be read (unknown filter, broken or encrypted data, over the limits). */
  unreadableObjectStreams: number;
}

export interface PdfInspectionLimits {
  /** Bytes inflated from all object streams together; an object stream past it counts as unreadable (zip bombs). */
  maxInflatedBytes: number;
  /** Object streams inflated; the ones past it count as unreadable (each costs a decompressor). */
  maxObjectStreams: number;
}

export const PDF_INSPECTION_LIMITS: PdfInspectionLimits = { maxInflatedBytes: 20 * 1024 * 1024, maxObjectStreams: 2_000 };

/** Spanish, for the audit trail: «/JavaScript, /OpenAction» or the unreadable object streams. */
export function describePdfActiveContent(found: PdfActiveContent): string {
  const parts = found.names.map((name) => `/${name}`);
  if (found.unreadableObjectStreams > 0) {
    parts.push(
      found.unreadableObjectStreams === 1
        ? 'un flujo de objetos que no se pudo leer'
        : `${found.unreadableObjectStreams} flujos de objetos que no se pudieron leer`,
    );
  }
  return parts.join(', ');
}

/**
 * Looks for active content in the bytes of a PDF; null when there is none. Bounded: at most
 * `limits.maxInflatedBytes` are inflated, however the file is built.
 *
 * Where a name counts:
 * - in the file's structure (outside stream data) and inside object streams: each of
 *   PDF_ACTIVE_NAMES as a whole name token (`/JS` followed by whitespace, a delimiter or the end;
 *   never `/JSomething`), after decoding `#xx` escapes (`/J#61vaScript` is `/JavaScript`);
 * - inside other stream data (images, fonts, page contents — binary, where three bytes such as
 *   `/JS ` turn up by chance in a few megabytes): the long names as above, and `/AA` only when a
 *   dictionary or a reference follows it. A reader may still be led there (a cross-reference
 *   offset can point into stream data), and what could act there still shows: a script action
 *   names its type `/JavaScript`, additional actions are a dictionary.
 */
export async function findPdfActiveContent(bytes: Uint8Array, limits: PdfInspectionLimits = PDF_INSPECTION_LIMITS): Promise<PdfActiveContent | null> {
  // One character per byte, so string offsets are byte offsets (windows-1252 maps every byte to one BMP code point).
  const text = new TextDecoder('latin1').decode(bytes);
  const found = new Set<PdfActiveName>();
  const streams = findStreams(text);
  collectNames(text, streams, found);

  let unreadable = 0;
  let budget = limits.maxInflatedBytes;
  let inflatedStreams = 0;
  for (const stream of streams) {
    if (!stream.objectStream) continue;
    if (stream.filter === 'none') {
      collectNames(text.slice(stream.start, stream.end), [], found);
      continue;
    }
    if (stream.filter === 'unsupported' || inflatedStreams >= limits.maxObjectStreams || budget <= 0) {
      unreadable++;
      continue;
    }
    inflatedStreams++;
    const inflated = await inflate(bytes.subarray(stream.start, stream.end), budget);
    if (!inflated) {
      unreadable++;
      continue;
    }
    budget -= inflated.length;
    collectNames(new TextDecoder('latin1').decode(inflated), [], found);
  }

  if (found.size === 0 && unreadable === 0) return null;
  return { names: PDF_ACTIVE_NAMES.filter((name) => found.has(name)), unreadableObjectStreams: unreadable };
}

const ACTIVE = new Set<string>(PDF_ACTIVE_NAMES);
/** Names too short to stand out of binary data by themselves. */
const SHORT = new Set<string>(['JS', 'AA']);
/** A name token: `/` then every byte up to whitespace or a delimiter (PDF 32000-1 §7.2.2, §7.3.5). */
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
/** What makes `/AA` in stream data an entry: a dictionary or an indirect reference after it. */
const AA_ENTRY = /^[\0\t\n\f\r ]*(<<|\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+R)/;

interface StreamSpan {
  /** First byte of the stream data and the byte after its last. */
  start: number;
  end: number;
  /** Its dictionary says /Type /ObjStm or has /First: objects are kept inside. */
  objectStream: boolean;
  filter: 'none' | 'flate' | 'unsupported';
}

/** `/J#61vaScript` → `JavaScript`; a `#` not followed by two hex digits stays as it is. */
function decodeName(raw: string): string {
  return raw.includes('#') ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : raw;
}

/** Adds the active names of `text` to `found`; `streams` (sorted, not overlapping) are read by the stream-data rule. */
function collectNames(text: string, streams: readonly StreamSpan[], found: Set<PdfActiveName>): void {
  let next = 0;
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '');
    if (!ACTIVE.has(name)) continue;
    const at = match.index;
    while (next < streams.length && (streams[next] as StreamSpan).end <= at) next++;
    const stream = streams[next];
    const inStreamData = stream !== undefined && stream.start <= at;
    if (inStreamData && SHORT.has(name) && !(name === 'AA' && AA_ENTRY.test(text.slice(at + match[0].length, at + match[0].length + 40)))) continue;
    found.add(name as PdfActiveName);
  }
}

/** `stream` as a keyword (not the end of `endstream`), then anything up to the end of its line, where the data starts. */
const STREAM_KEYWORD = /(?<![A-Za-z])stream[^\r\n]{0,64}(\r\n|\r|\n)/g;
/** How far back a stream's dictionary is looked for (to the start of its object). */
const DICTIONARY_WINDOW = 64 * 1024;

/** Every stream's data, in file order, with what its dictionary says about it. */
function findStreams(text: string): StreamSpan[] {
  const spans: StreamSpan[] = [];
  const lengths = indirectLengths(text);
  let previousEnd = 0;
  STREAM_KEYWORD.lastIndex = 0;
  for (let match = STREAM_KEYWORD.exec(text); match; match = STREAM_KEYWORD.exec(text)) {
    const start = match.index + match[0].length;
    // The dictionary lies between the previous stream's data and this keyword, from its `obj` on:
    // windows never overlap, so all of them together read the file once.
    const window = text.slice(Math.max(previousEnd, match.index - DICTIONARY_WINDOW), match.index);
    const objectStart = window.lastIndexOf('obj');
    const dictionary = normaliseNames(objectStart >= 0 ? window.slice(objectStart) : window.slice(-4096));
    const end = dataEnd(text, start, streamLength(dictionary, lengths));
    spans.push({
      start,
      end,
      objectStream: /\/Type[\0\t\n\f\r ]*\/ObjStm(?![^\0\t\n\f\r ()<>[\]{}/%])/.test(dictionary) || /\/First(?![^\0\t\n\f\r ()<>[\]{}/%])/.test(dictionary),
      filter: filterOf(dictionary),
    });
    previousEnd = Math.max(end, start);
    STREAM_KEYWORD.lastIndex = previousEnd;
  }
  return spans;
}

/** The dictionary with every name's `#xx` escapes decoded, so its keys can be matched as written. */
function normaliseNames(dictionary: string): string {
  return dictionary.replace(NAME, (_, raw: string) => `/${decodeName(raw)}`);
}

/** /Length, direct (`/Length 1234`) or indirect (`/Length 12 0 R`, looked up in `lengths`). */
function streamLength(dictionary: string, lengths: () => Map<string, number>): number | undefined {
  const entry = /\/Length[\0\t\n\f\r ]+(\d{1,10})(?:[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+R)?/.exec(dictionary);
  if (!entry) return undefined;
  return entry[2] === undefined ? Number(entry[1]) : lengths().get(`${Number(entry[1])} ${Number(entry[2])}`);
}

/** Objects that hold only a number (`12 0 obj 1234 endobj`), by «number generation»: found in one pass, the first time one is needed. */
function indirectLengths(text: string): () => Map<string, number> {
  let found: Map<string, number> | undefined;
  return () => {
    if (!found) {
      found = new Map();
      for (const m of text.matchAll(/(?<!\d)(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+obj[\0\t\n\f\r ]*(\d{1,10})[\0\t\n\f\r ]*endobj/g)) {
        found.set(`${Number(m[1])} ${Number(m[2])}`, Number(m[3]));
      }
    }
    return found;
  };
}

/**
 * Where the data ends: after /Length bytes when `endstream` follows there (as readers do), otherwise
 * before the next `endstream` and the end of line in front of it.
 */
function dataEnd(text: string, start: number, length: number | undefined): number {
  if (length !== undefined && start + length <= text.length && /^[\0\t\n\f\r ]*endstream/.test(text.slice(start + length, start + length + 64))) {
    return start + length;
  }
  const keyword = text.indexOf('endstream', start);
  if (keyword < 0) return text.length;
  let end = keyword;
  if (text[end - 1] === '\n') end--;
  if (text[end - 1] === '\r') end--;
  return Math.max(start, end);
}

/** Only FlateDecode (or its short form /Fl), alone and without a predictor, is inflated here. */
function filterOf(dictionary: string): StreamSpan['filter'] {
  const entry = /\/Filter[\0\t\n\f\r ]*(\[[^\]]*\]|\/[^\0\t\n\f\r ()<>[\]{}/%]*|\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+R)/.exec(dictionary);
  if (!entry) return 'none';
  const names = (entry[1] ?? '').match(/\/[^\0\t\n\f\r ()<>[\]{}/%]*/g) ?? [];
  const flate = names.length === 1 && (names[0] === '/FlateDecode' || names[0] === '/Fl');
  const predictor = /\/Predictor[\0\t\n\f\r ]+(\d+)/.exec(dictionary);
  return flate && (!predictor || predictor[1] === '1') ? 'flate' : 'unsupported';
}

/**
 * zlib data inflated with the platform's DecompressionStream (a web standard, in Node and browsers),
 * stopped as soon as it passes `limit` bytes; null when it passes the limit or the data is broken.
 */
async function inflate(data: Uint8Array, limit: number): Promise<Uint8Array | null> {
  const decompressor = new DecompressionStream('deflate');
  const writer = decompressor.writable.getWriter();
  // Failures show on the reading side; these promises only need a handler.
  writer.write(data as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = decompressor.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } catch (error) {
    // Node's decompressor rejects bytes after the end of the zlib data once it has given all of it.
    if ((error as { code?: string }).code !== 'ERR_TRAILING_JUNK_AFTER_STREAM_END') return null;
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
