import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from './test-app.ts';

/**
 * Property-based fuzzing of every route the OpenAPI document lists, plus the auth endpoints the
 * product uses (hidden from it): bad path params, query strings and bodies, anonymous and as an
 * admin. Any 5xx fails, printing the request. A run is deterministic for its seed (in the suite's
 * name): FUZZ_SEED=… replays it, FUZZ_RUNS=… widens it. Each route's property runs with
 * SEED + its index × 7919 (+1 for the admin), the `{ seed, path }` fast-check reports on failure.
 * No shrinking (endOnFailure): every extra request would hit the database again.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);
const CALLERS = ['anonimo', 'admin'] as const;

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Param {
  name: string;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  params: Param[];
  query: Param[];
  /** JSON body schema; undefined for bodiless routes. */
  body?: JsonSchema;
  /** A write route without a JSON body: a multipart upload. */
  form: boolean;
}
interface FuzzRequest {
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

const str = { type: 'string' } as const;
/** The auth endpoints the product calls (the rest are disabled), with the fields they take. */
const AUTH_OPERATIONS: Operation[] = [
  ['sign-in/username', { username: str, password: str, rememberMe: { type: 'boolean' } }],
  ['sign-in/email', { email: { type: 'string', format: 'email' }, password: str, rememberMe: { type: 'boolean' } }],
  ['sign-up/email', { name: str, email: { type: 'string', format: 'email' }, password: str, username: str }],
  ['update-user', { name: str, image: str, username: str }],
  ['change-password', { currentPassword: str, newPassword: str, revokeOtherSessions: { type: 'boolean' } }],
  ['request-password-reset', { email: { type: 'string', format: 'email' }, redirectTo: str }],
  ['reset-password', { token: str, newPassword: str }],
  ['send-verification-email', { email: { type: 'string', format: 'email' } }],
].map(([path, properties]) => ({
  method: 'POST',
  path: `/api/auth/${path as string}`,
  params: [],
  query: [],
  body: { type: 'object', properties: properties as Record<string, JsonSchema> },
  form: false,
}));

let t: TestApp;
let adminCookie: string;
/** Ids that exist, so plausible requests get past "not found" into the code behind it. */
const knownIds: string[] = [];
let png: Buffer;
let address = 0;
const stats = { operations: 0, cases: 0, serverErrors: 0, started: 0 };

beforeAll(async () => {
  stats.started = performance.now();
  t = await createTestApp();
  adminCookie = await t.signInAs(['admin']);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();
  const json = async (options: Parameters<TestApp['request']>[0]) => {
    const response = await t.request({ cookie: adminCookie, ...options });
    if (response.statusCode >= 300) throw new Error(`setup ${options.url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const localidades: Array<{ id: string }> = await json({ method: 'GET', url: '/api/localidades' });
  const [localidad] = localidades;
  if (!localidad) throw new Error('no localidades seeded');
  const barrios: Array<{ id: string }> = await json({ method: 'GET', url: `/api/barrios?localidad_id=${localidad.id}` });
  const [barrio] = barrios;
  if (!barrio) throw new Error('no barrios seeded');
  const consulta = await json({
    method: 'POST',
    url: '/api/consultas',
    payload: { localidad_id: localidad.id, barrio_id: barrio.id, m2_vendibles: 300, ubicacion_calidad: 'Buena' },
  });
  const comentario = await json({ method: 'POST', url: '/api/comentarios', payload: { barrio_nombre: 'Palermo', autor_nombre: 'Ana', comentario: 'Hola' } });
  const propiedad = await json({
    method: 'POST',
    url: '/api/propiedades',
    payload: { titulo: 'Lote', tipo: 'Terreno', barrio: 'Palermo', metros_cuadrados: 300, precio_venta: 100_000 },
  });
  const usuario = await json({
    method: 'POST',
    url: '/api/admin/usuarios',
    payload: { username: 'victima.fuzz', name: 'Víctima', email: 'victima@prueba.example', password: TEST_PASSWORD, roles: ['usuario'] },
  });
  const carrusel = await json({
    method: 'POST',
    url: '/api/carrusel',
    ...multipart(
      [
        ['titulo', 'Obra'],
        ['tipo', 'trabajos'],
      ],
      { field: 'imagen', data: png },
    ),
  });
  knownIds.push(localidad.id, barrio.id, consulta.id, comentario.id, propiedad.id, usuario.id, carrusel.id);
});

afterAll(async () => {
  const seconds = ((performance.now() - stats.started) / 1000).toFixed(1);
  // The figures bench/README.md reports (stdout: the console is for failures).
  process.stdout.write(
    `fuzz (seed ${SEED}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${stats.operations} operations × ${CALLERS.length} callers × ${RUNS} runs = ${stats.cases} cases, ${stats.serverErrors} answered 5xx, ${seconds} s\n`,
  );
  await t?.close();
});

// Values --------------------------------------------------------------------------------

const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const SPECIAL_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u001b[31mrojo',
  'borrar\u007f',
  '\r\n',
  '\t',
  '',
  ' ',
  '%00',
  '../../etc/passwd',
  '\'; drop table "user"; --',
  '<script>alert(1)</script>',
  '\ud800',
  'a\udfffb',
  '\uFEFF',
  '\u202Eoculto',
  '🏗️'.repeat(40),
  'NaN',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'null',
];
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: CONTROL, minLength: 1, maxLength: 6 }).map((s) => `x${s}y`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 150_000 }).map((n) => 'ñ'.repeat(n)) },
);
const hostileNumber = fc.oneof(fc.constantFrom(-1, -0, 0, 0.5, 1e308, -1e308, 2 ** 53 + 1, 1e-300), fc.double());
const nested = (depth: number): unknown => (depth === 0 ? 'fondo' : [nested(depth - 1)]);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), hostileString, { maxKeys: 3 }),
  fc.integer({ min: 5, max: 60 }).map(nested),
);

function typeOf(schema: JsonSchema): string | undefined {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return typeOf(alternatives.find((s) => s.type !== 'null') ?? {});
  return Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
}

/** A value the schema accepts, or nearly (so that one bad field at a time reaches deep code). */
function plausible(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.filter((s) => s.type !== 'null').map((s) => plausible(s, name)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const base = plausibleOfType(schema, name);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, fc.constant(null)) : base;
}

function plausibleOfType(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const min = Math.ceil(Math.max(schema.minimum ?? 0, -1e6));
      const max = Math.floor(Math.min(schema.maximum ?? 1e6, 1e6));
      return fc.integer({ min: Math.min(min + 1, max), max });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items ?? {}, name), { maxLength: 3 });
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausible(s, k)])));
    case 'string':
      return plausibleString(schema, name);
    default:
      return fc.constant('x');
  }
}

function plausibleString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid' || /(^|_)id$/.test(name)) return fc.oneof(fc.constantFrom(...knownIds), fc.uuid());
  if (schema.format === 'email' || /email/i.test(name)) return fc.constantFrom('ana@example.com', `n${address}@prueba.example`);
  if (/password/i.test(name)) return fc.constantFrom('Otra-Clave-Segura-2026', 'corta');
  if (/telefono/.test(name)) return fc.constant('+54 11 5555 5555');
  if (/username|usuario/.test(name)) return fc.constantFrom('nuevo.usuario', 'victima.fuzz');
  const pool = ['Palermo', 'Ana Pérez', 'Texto de prueba\ncon dos líneas', '250', 'https://ejemplo.com'];
  return fc.constantFrom(...pool).map((s) => s.slice(0, schema.maxLength ?? s.length).padEnd(schema.minLength ?? 0, 'x'));
}

/** Mostly plausible, sometimes hostile, rarely absent. */
const field = (schema: JsonSchema, name: string) =>
  fc.oneof({ weight: 5, arbitrary: plausible(schema, name) }, { weight: 2, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.constant(undefined) });

/** encodeURIComponent refuses lone surrogates; send them as the invalid UTF-8 they would be. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\ud800-\udfff]/g, '\u0001')
      .split('\u0001')
      .map(encodeURIComponent)
      .join('%ED%A0%80');
  }
}

// Requests ------------------------------------------------------------------------------

const RAW_SEGMENTS = ['%00', '%', '%zz', '..', '%2e%2e%2f', '-1', 'NaN', '1e309', '9'.repeat(400), '%C0%AF', '%ED%A0%80', 'null'];
const segment = (p: Param) =>
  fc.oneof(
    { weight: 3, arbitrary: plausible(p.schema, p.name).map((v) => encode(String(v))) },
    { weight: 2, arbitrary: hostileString.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );

const RAW_QUERY_TAILS = ['', '&%=', '&q=%00', '&__proto__[x]=1', '&page=1&page=2', '&a=%E0%A4%A', '&q', '&=&&', `&x=${'y'.repeat(5000)}`];
function queryString(op: Operation): fc.Arbitrary<string> {
  const values = op.query.map((p) =>
    fc.option(
      fc.oneof(
        { weight: 2, arbitrary: plausible(p.schema, p.name).map((v) => [encode(String(v))]) },
        { weight: 3, arbitrary: hostileString.map((v) => [encode(v)]) },
        { weight: 1, arbitrary: fc.array(hostileString.map(encode), { minLength: 2, maxLength: 3 }) },
      ),
      { freq: 3 },
    ),
  );
  return fc.tuple(fc.tuple(...values), fc.constantFrom(...RAW_QUERY_TAILS)).map(([vals, tail]) => {
    const parts = op.query.flatMap((p, i) => (vals[i] ?? []).map((v) => `${p.name}=${v}`));
    const text = parts.join('&') + tail;
    return text ? `?${text}` : '';
  });
}

const RAW_JSON = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"texto"',
  '123',
  'true',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  `{"a":"${'x'.repeat(300_000)}"}`,
];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/octet-stream',
  'application/json, text/plain',
];

function multipart(fields: Array<[string, string]>, file?: { field: string; data: Buffer | string; type?: string }, boundary = 'fuzz-limite') {
  const chunks: Buffer[] = fields.map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="foto.png"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.from(file.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const multipartBody: fc.Arbitrary<Omit<FuzzRequest, 'url'>> = fc
  .record({
    fields: fc.array(
      fc.tuple(
        fc.constantFrom('titulo', 'descripcion', 'tipo', 'imagen', '__proto__', 'x'),
        fc.oneof(fc.constantFrom('Obra', 'trabajos', 'propiedades'), hostileString),
      ),
      { maxLength: 5 },
    ),
    file: fc.option(
      fc.record({
        field: fc.constantFrom('imagen', 'imagenes', 'otro'),
        type: fc.constantFrom('image/png', 'text/plain', 'application/octet-stream'),
        data: fc.constantFrom<'png' | string>('png', 'no es una imagen', ''),
      }),
    ),
    cut: fc.option(fc.integer({ min: 0, max: 400 })),
    boundary: fc.constantFrom('ok', 'none', 'long', 'empty', 'quoted'),
  })
  .map(({ fields, file, cut, boundary }) => {
    const built = multipart(
      fields,
      file ? { ...file, data: file.data === 'png' ? png : file.data } : undefined,
      boundary === 'long' ? 'b'.repeat(300) : 'fuzz-limite',
    );
    const payload = cut === null ? built.payload : built.payload.subarray(0, cut);
    const contentType = {
      ok: built.headers['content-type'],
      long: built.headers['content-type'],
      none: 'multipart/form-data',
      empty: 'multipart/form-data; boundary=',
      quoted: 'multipart/form-data; boundary="fuzz-limite"',
    }[boundary];
    return { contentType, payload };
  });

function body(op: Operation): fc.Arbitrary<Omit<FuzzRequest, 'url'>> {
  const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? '' });
  const raw = fc.constantFrom(...RAW_JSON).map((payload) => ({ contentType: 'application/json', payload }));
  const otherType = fc
    .tuple(fc.constantFrom(...OTHER_TYPES), fc.oneof(hostileString, fc.constant('a=1&b=2')))
    .map(([contentType, payload]) => ({ contentType, payload }));
  if (op.form) return fc.oneof({ weight: 6, arbitrary: multipartBody }, raw, otherType);
  if (!op.body) return fc.oneof({ weight: 6, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: raw }, { weight: 1, arbitrary: multipartBody });
  const properties = Object.entries(op.body.properties ?? {});
  const object = fc
    .tuple(
      fc.record(Object.fromEntries(properties.map(([k, s]) => [k, field(s, k)]))),
      fc.option(fc.dictionary(fc.constantFrom('extra', 'role', 'id', '__proto__', 'activo', 'emailVerified'), hostileValue, { maxKeys: 2 }), { freq: 4 }),
    )
    .map(([fields, extra]) => json({ ...fields, ...(extra ?? {}) }));
  return fc.oneof(
    { weight: 8, arbitrary: object },
    { weight: 1, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: otherType },
    { weight: 1, arbitrary: multipartBody },
  );
}

function requests(op: Operation): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...op.params.map(segment));
  return fc.tuple(segments, queryString(op), body(op)).map(([values, query, b]) => {
    let path = op.path;
    op.params.forEach((p, i) => {
      path = path.replace(`{${p.name}}`, values[i] ?? '');
    });
    return { url: path + query, ...b };
  });
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => {
      const parameters = (spec.parameters ?? []) as Array<{ in: string; name: string; schema: JsonSchema }>;
      const content = (spec.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      const upper = method.toUpperCase();
      return {
        method: upper,
        path,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: content?.['application/json']?.schema,
        form: !content && ['POST', 'PUT', 'PATCH'].includes(upper),
      };
    }),
  );
}

/**
 * Cases that always run before the random ones (fast-check's `examples`): a NUL in each text
 * path param, query param and top-level body field in turn, the rest plausible — the defect
 * class this test was written for, so no seed can miss it.
 */
function nulExamples(op: Operation): Array<[FuzzRequest]> {
  const nul = 'a\u0000b';
  const sample = <T>(arb: fc.Arbitrary<T>) => fc.sample(arb, { seed: SEED, numRuns: 1 })[0] as T;
  const isText = (schema: JsonSchema) => typeOf(schema) === 'string';
  const path = (override?: string) =>
    op.params.reduce((url, p) => url.replace(`{${p.name}}`, p.name === override ? encode(nul) : encode(String(sample(plausible(p.schema, p.name))))), op.path);
  const examples: FuzzRequest[] = [];
  const base = op.body ? (sample(plausible(op.body)) as Record<string, unknown>) : undefined;
  const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) });
  for (const p of op.params.filter((x) => isText(x.schema))) examples.push({ url: path(p.name), ...(base ? json(base) : {}) });
  for (const q of op.query.filter((x) => isText(x.schema))) examples.push({ url: `${path()}?${q.name}=${encode(nul)}`, ...(base ? json(base) : {}) });
  for (const [key, schema] of Object.entries(op.body?.properties ?? {})) {
    if (isText(schema)) examples.push({ url: path(), ...json({ ...base, [key]: nul }) });
  }
  if (op.form) {
    for (const key of ['titulo', 'descripcion']) {
      const built = multipart(
        [
          ['titulo', 'Obra'],
          ['tipo', 'trabajos'],
          [key, nul],
        ],
        { field: 'imagen', data: png },
      );
      examples.push({ url: path(), contentType: built.headers['content-type'], payload: built.payload });
    }
  }
  return examples.map((e) => [e]);
}

const describeRequest = (op: Operation, caller: string, r: FuzzRequest) => {
  const payload = r.payload === undefined ? '' : JSON.stringify(r.payload.toString().slice(0, 400));
  return `${caller} ${op.method} ${r.url.slice(0, 400)} content-type=${r.contentType ?? '-'} body=${payload}`;
};

// The run -------------------------------------------------------------------------------

describe(`fuzz: no input answers 5xx (seed ${SEED}, ${RUNS} runs per route and caller)`, async () => {
  // The OpenAPI document of an app built the same way (routes don't depend on the database's content).
  const probe = await createTestApp();
  const operations = [...operationsOf(probe.app.swagger() as never), ...AUTH_OPERATIONS];
  await probe.close();

  it('walks every documented route and the auth endpoints in use', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.some((o) => o.form)).toBe(true);
  });

  operations.forEach((op, index) => {
    it(`${op.method} ${op.path}`, async () => {
      stats.operations++;
      for (const caller of CALLERS) {
        await fc.assert(
          fc.asyncProperty(requests(op), async (r) => {
            stats.cases++;
            address++;
            let response: Awaited<ReturnType<TestApp['request']>>;
            try {
              response = await t.request({
                method: op.method as 'GET',
                url: r.url,
                ...(caller === 'admin' ? { cookie: adminCookie } : {}),
                remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255 || 1}`,
                ...(r.payload !== undefined && op.method !== 'GET' && op.method !== 'DELETE' ? { payload: r.payload } : {}),
                ...(r.contentType && op.method !== 'GET' ? { headers: { 'content-type': r.contentType } } : {}),
              });
            } catch (error) {
              stats.serverErrors++;
              throw new Error(`${describeRequest(op, caller, r)} → no complete answer: ${(error as Error).message}`);
            }
            if (response.statusCode >= 500) {
              stats.serverErrors++;
              throw new Error(`${describeRequest(op, caller, r)} → ${response.statusCode} ${response.body.slice(0, 300)}`);
            }
          }),
          { numRuns: RUNS, seed: SEED + index * 7919 + (caller === 'admin' ? 1 : 0), endOnFailure: true, examples: nulExamples(op) },
        );
      }
    });
  });
});
