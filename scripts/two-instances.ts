/**
 * Two instances of Parcela on one PostgreSQL database and one S3-compatible server, as behind a
 * load balancer (ADR 082). It creates a fresh database, starts a local S3 server
 * (s3rver, 127.0.0.1) and two `node src/server/main.ts` at the same moment — each with its own
 * empty data folder, so nothing can be shared through a disk — and checks through both:
 *
 *   - both come up on the new database (one bootstrap admin);
 *   - a session created on A is valid on B (and a sign-out on B ends it on A);
 *   - an image uploaded through A is served by B, and neither keeps it on its disk;
 *   - the sign-in limit and a form quota hold across both (the 4th failed sign-in → 429);
 *   - a like from one visitor through both counts once;
 *   - killing A (SIGKILL) in a stream of writes, retried on B, loses no acknowledged row;
 *   - mail (ADR 087) through one local SMTP server (smtp-server, in this process): 200 service
 *     requests posted alternately to A and B → each alert received exactly once; then, A back, B is
 *     killed while sending 200 more → none lost, a duplicate only with the same Message-ID.
 *
 *   node scripts/two-instances.ts [postgres://user@host:port/postgres]
 *
 * The server URL defaults to PG_SERVER_URL or postgres://postgres@127.0.0.1:5432/postgres. One
 * ✔/✖ line per check; exit code 1 when any fails. Everything it started is removed at the end
 * (processes, database, S3 folder, data folders), also on failure and on its time limit.
 * It needs no web build (WEB_DIR points at an empty folder: the API is what is checked).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { NEW_CLIENT_BRANCH } from '../src/domain/requests/lists.ts';
import { createEmptyDatabase } from '../src/server/test/databases.ts';
import { type LocalS3Server, startS3Server } from '../src/server/test/s3-server.ts';
import { startServerProcess } from '../src/server/test/server-process.ts';
import { type SmtpSink, startSmtpSink } from '../src/server/test/smtp-sink.ts';

// The start on a new database alone took 63 s on a busy 2-core machine; the mail cases add ~30 s.
const TIME_LIMIT_MS = 300_000;
const PUBLIC_URL = 'http://parcela.test';
const ADMIN_PASSWORD = 'Dos-Instancias-Lapacho-2026';
const AUTH_SECRET = randomBytes(32).toString('hex');
const serverUrl = process.argv[2] ?? process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Instance {
  name: 'A' | 'B';
  url: string;
  child: ChildProcess;
  dataDir: string;
}

// ---- what to clean up, whatever happens --------------------------------------------------------
const cleanups: Array<() => Promise<void> | void> = [];
let cleaned = false;
async function cleanup(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`  (limpieza: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}
const limit = setTimeout(async () => {
  console.log(`✖ tiempo agotado (${TIME_LIMIT_MS / 1000} s)`);
  await cleanup();
  process.exit(1);
}, TIME_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

// ---- checks --------------------------------------------------------------------------------------
let failures = 0;
async function check(name: string, run: () => Promise<string | undefined>): Promise<boolean> {
  const start = performance.now();
  try {
    const detail = await run();
    console.log(`✔ ${name}${detail ? ` — ${detail}` : ''} (${Math.round(performance.now() - start)} ms)`);
    return true;
  } catch (error) {
    failures++;
    console.log(`✖ ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
/** Reads the body only when the status is not the expected one (to say why). */
async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 300)}`);
}

// ---- HTTP as a browser behind the proxy would send it ---------------------------------------------
interface Call {
  method?: string;
  json?: unknown;
  form?: FormData;
  cookie?: string;
  /** The client address the proxy reports (TRUST_PROXY=loopback). */
  ip: string;
}
function call(instance: Instance, path: string, { method = 'GET', json, form, cookie, ip }: Call): Promise<Response> {
  const headers: Record<string, string> = { origin: PUBLIC_URL, 'x-forwarded-for': ip };
  if (cookie) headers.cookie = cookie;
  if (json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${instance.url}${path}`, { method, headers, body: form ?? (json === undefined ? undefined : JSON.stringify(json)) });
}
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
const statusesOf = (responses: Response[]) => responses.map((r) => r.status);

async function main() {
  console.log(`Dos instancias de Parcela sobre ${new URL(serverUrl).host} y un servidor S3 local`);

  // A fresh database on the server.
  const { url: databaseUrl, drop } = await createEmptyDatabase(serverUrl, 'parcela_two');
  cleanups.push(drop);
  const query = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  const s3: LocalS3Server = await startS3Server({ bucket: 'parcela-dos' });
  cleanups.push(() => s3.stop());

  // One SMTP server for both instances, in this process: what it received is what a mailbox would.
  const sink = await startSmtpSink();
  cleanups.push(() => sink.close());

  const env = (dataDir: string): Record<string, string> => ({
    SMTP_URL: sink.url,
    MAIL_FROM: 'Parcela <no-responder@parcela.test>',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIR: join(dataDir, 'sin-web'),
    PUBLIC_URL,
    AUTH_SECRET,
    TRUST_PROXY: 'loopback',
    ADMIN_PASSWORD,
    DEMO: '0',
    DEMO_ACCOUNTS: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  const dataDirs = ['A', 'B'].map((name) => mkdtempSync(join(tmpdir(), `parcela-dos-${name}-`)));
  for (const dir of dataDirs) cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

  // Both at the same moment, on a database nobody has migrated yet.
  const children: ChildProcess[] = [];
  const startedAt = performance.now();
  const started = await Promise.allSettled(dataDirs.map((dir) => startServerProcess(env(dir))));
  const startMs = Math.round(performance.now() - startedAt);
  for (const s of started) if (s.status === 'fulfilled') children.push(s.value.child);
  cleanups.push(async () => {
    for (const child of children) await stopProcess(child);
  });
  let a: Instance | undefined;
  let b: Instance | undefined;
  const up = await check('las dos instancias arrancan a la vez sobre una base nueva', async () => {
    const failed = started.flatMap((s, i) => (s.status === 'rejected' ? [`${i ? 'B' : 'A'}: ${String(s.reason).slice(0, 300)}`] : []));
    expect(failed.length === 0, failed.join(' · '));
    const [sa, sb] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
    expect(sa && sb, 'una instancia no arrancó');
    a = { name: 'A', url: sa.url, child: sa.child, dataDir: dataDirs[0] as string };
    b = { name: 'B', url: sb.url, child: sb.child, dataDir: dataDirs[1] as string };
    const health = await Promise.all(
      [a, b].map(async (i) => {
        const response = await fetch(`${i.url}/api/health`);
        return [response.status, await response.json()] as const;
      }),
    );
    expect(
      health.every(([status]) => status === 200),
      `health: ${JSON.stringify(health)}`,
    );
    const [admins] = await query<{ total: number }>(`select count(*)::int as total from "user" where username = 'admin'`);
    expect(admins?.total === 1, `cuentas admin: ${admins?.total}`);
    return `las dos escuchando ${startMs} ms después de lanzarlas; health ${JSON.stringify(health[0]?.[1])} en ambas; 1 cuenta admin`;
  });
  if (!up || !a || !b) return;
  const A = a;
  const B = b;

  // Session: signed in through A, valid through B; signed out through B, gone on A.
  let cookie = '';
  await check('una sesión iniciada en A vale en B, y cerrarla en B la cierra en A', async () => {
    const signIn = await call(A, '/api/auth/sign-in/username', { method: 'POST', json: { username: 'admin', password: ADMIN_PASSWORD }, ip: '198.51.100.10' });
    await expectStatus(signIn, 200, 'ingreso en A');
    cookie = cookiesOf(signIn);
    const onB = (await (await call(B, '/api/auth/get-session', { cookie, ip: '198.51.100.10' })).json()) as { user?: { username?: string } } | null;
    expect(onB?.user?.username === 'admin', `sesión en B: ${JSON.stringify(onB)}`);
    const other = await call(A, '/api/auth/sign-in/username', { method: 'POST', json: { username: 'admin', password: ADMIN_PASSWORD }, ip: '198.51.100.11' });
    const second = cookiesOf(other);
    const out = await call(B, '/api/auth/sign-out', { method: 'POST', json: {}, cookie: second, ip: '198.51.100.11' });
    await expectStatus(out, 200, 'salida en B');
    const onA = (await (await call(A, '/api/auth/get-session', { cookie: second, ip: '198.51.100.11' })).json()) as { user?: unknown } | null;
    expect(!onA?.user, `la sesión cerrada en B sigue en A: ${JSON.stringify(onA)}`);
    return 'get-session en B devuelve admin';
  });

  await check('una imagen subida por A la sirve B, y ninguna la guarda en su disco', async () => {
    expect(cookie, 'sin sesión de admin (falló la verificación anterior)');
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('titulo', 'Obra en dos instancias');
    form.append('tipo', 'trabajos');
    form.append('imagen', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'obra.png');
    const upload = await call(A, '/api/carrusel', { method: 'POST', form, cookie, ip: '198.51.100.10' });
    await expectStatus(upload, 201, 'subida en A');
    const { imagen_url: url } = (await upload.json()) as { imagen_url: string };
    const target = url.startsWith('http') ? url : `${B.url}${url}`;
    const served = await fetch(target);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.status === 200, `${target} por B: ${served.status}`);
    expect(served.headers.get('content-type') === 'image/webp', `tipo ${served.headers.get('content-type')}`);
    expect(bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP', 'no es un WebP');
    const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);
    const onDisk = [A, B].filter((i) => filesIn(join(i.dataDir, 'uploads')) > 0);
    expect(onDisk.length === 0, `archivos en el disco de ${onDisk.map((i) => i.name).join(', ')}`);
    const listed = (await (await call(B, '/api/carrusel?tipo=trabajos', { ip: '198.51.100.12' })).json()) as Array<{ imagen_url: string }>;
    expect(
      listed.some((i) => i.imagen_url === url),
      'B no lista la imagen',
    );
    return `${url} → ${bytes.length} bytes image/webp desde B (${served.headers.get('cache-control') ?? 'sin cache-control'})`;
  });

  await check('el límite de ingresos se comparte: el 4.º intento fallido, repartido entre A y B, responde 429', async () => {
    const ip = '203.0.113.40';
    const attempts: Response[] = [];
    for (const instance of [A, B, A, B]) {
      attempts.push(await call(instance, '/api/auth/sign-in/username', { method: 'POST', json: { username: 'admin', password: 'Clave-Equivocada-2026' }, ip }));
    }
    const statuses = statusesOf(attempts);
    expect(JSON.stringify(statuses) === JSON.stringify([401, 401, 401, 429]), `A,B,A,B: ${statuses.join(', ')}`);
    return `A,B,A,B → ${statuses.join(', ')} (Retry-After ${attempts[3]?.headers.get('retry-after')} s)`;
  });

  await check('la cuota de un formulario se comparte: 5 contactos por minuto entre A y B, el 6.º responde 429', async () => {
    const ip = '203.0.113.41';
    const lead = { nombre: 'Ana Pérez', email: 'ana@example.com', telefono: '+54 9 11 1234-5678', comentario: 'Dos instancias' };
    const answers: Response[] = [];
    for (let i = 0; i < 6; i++) answers.push(await call(i % 2 ? B : A, '/api/contactos-valuacion', { method: 'POST', json: lead, ip }));
    const statuses = statusesOf(answers);
    expect(JSON.stringify(statuses) === JSON.stringify([201, 201, 201, 201, 201, 429]), `A,B,A,B,A,B: ${statuses.join(', ')}`);
    const [rows] = await query<{ total: number }>(`select count(*)::int as total from contactos_valuacion where comentario = 'Dos instancias'`);
    expect(rows?.total === 5, `filas guardadas: ${rows?.total}`);
    return `A,B,A,B,A,B → ${statuses.join(', ')}; 5 filas`;
  });

  await check('un "me gusta" de un visitante por A y por B cuenta una vez', async () => {
    const created = await call(A, '/api/comentarios', {
      method: 'POST',
      json: { barrio_nombre: 'Palermo', autor_nombre: 'Vecina', autor_email: '', comentario: 'Comentario de dos instancias' },
      ip: '203.0.113.50',
    });
    await expectStatus(created, 201, 'comentario en A');
    const { id } = (await created.json()) as { id: string };
    // The visitor cookie is issued by a read (on B) and signed with the shared AUTH_SECRET.
    const read = await call(B, '/api/comentarios?barrio=Palermo', { ip: '203.0.113.51' });
    const visitor = cookiesOf(read);
    expect(visitor.includes('parcela_visitante='), 'B no entregó la cookie de visitante');
    const likes = [
      await call(A, `/api/comentarios/${id}/like`, { method: 'POST', cookie: visitor, ip: '203.0.113.51' }),
      await call(B, `/api/comentarios/${id}/like`, { method: 'POST', cookie: visitor, ip: '203.0.113.51' }),
    ];
    const bodies = (await Promise.all(likes.map((r) => r.json()))) as Array<{ total_likes?: number; liked?: boolean }>;
    expect(
      statusesOf(likes).every((s) => s === 200),
      `respuestas: ${statusesOf(likes).join(', ')}`,
    );
    expect(
      bodies.every((x) => x.total_likes === 1 && x.liked),
      `respuestas: ${JSON.stringify(bodies)}`,
    );
    const [row] = await query<{ total_likes: number; filas: number }>(
      'select c.total_likes, (select count(*)::int from comentario_likes l where l.comentario_id = c.id) as filas from barrio_comentarios c where c.id = $1',
      [id],
    );
    expect(row?.total_likes === 1 && row.filas === 1, `en la base: ${JSON.stringify(row)}`);
    return 'A → 1, B → 1; total_likes = filas = 1';
  });

  await check('matar A (SIGKILL) en medio de escrituras, reintentadas en B, no pierde ninguna confirmada', async () => {
    const localidades = (await (await call(B, '/api/localidades', { ip: '203.0.113.60' })).json()) as Array<{ id: string }>;
    const localidadId = localidades[0]?.id ?? '';
    const barrios = (await (await call(B, `/api/barrios?localidad_id=${localidadId}`, { ip: '203.0.113.60' })).json()) as Array<{ id: string }>;
    const body = { localidad_id: localidadId, barrio_id: barrios[0]?.id, m2_vendibles: '100', ubicacion_calidad: 'Excelente' };
    const acknowledged = new Set<string>();
    let n = 0;
    let aDown = false;
    let retriedOnB = 0;
    let afterKill = 0;
    let stop = false;
    const unexpected: string[] = [];
    // Each request from its own client address: the consultas limit (30 a minute) is not what is measured.
    const post = async (instance: Instance) => {
      n++;
      const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      return call(instance, '/api/consultas', { method: 'POST', json: body, ip });
    };
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        // Round robin, as a load balancer would; a connection error on A is retried on B.
        const target = aDown || (w + i) % 2 ? B : A;
        let response: Response;
        try {
          response = await post(target);
        } catch (error) {
          if (target !== A) {
            unexpected.push(`B: ${String(error)}`);
            continue;
          }
          aDown = true;
          retriedOnB++;
          try {
            response = await post(B);
          } catch (retryError) {
            unexpected.push(`B (reintento): ${String(retryError)}`);
            continue;
          }
        }
        if (response.status === 201) {
          acknowledged.add(((await response.json()) as { id: string }).id);
          if (aDown) afterKill++;
        } else unexpected.push(`${target.name}: ${response.status}`);
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    await new Promise((resolve) => setTimeout(resolve, 1500 + Math.random() * 1000));
    const beforeKill = acknowledged.size;
    A.child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    stop = true;
    await Promise.all(workers);
    expect(aDown, 'ninguna escritura notó la caída de A');
    const rows = await query<{ id: string }>('select id from consultas');
    const stored = new Set(rows.map((r) => r.id));
    const lost = [...acknowledged].filter((id) => !stored.has(id));
    expect(lost.length === 0, `${lost.length} confirmadas perdidas`);
    expect(unexpected.length === 0, `respuestas inesperadas: ${unexpected.slice(0, 5).join(' · ')}`);
    expect(afterKill > 0, 'B no confirmó escrituras después de la caída');
    return `${acknowledged.size} confirmadas (${beforeKill} antes de matar A, ${retriedOnB} reintentadas en B, ${afterKill} por B después), ${stored.size} filas, 0 perdidas`;
  });

  // A comes back on its data folder (the database already migrated): the mail case's second half kills B.
  const again = await startServerProcess(env(A.dataDir));
  children.push(again.child);
  const A2: Instance = { name: 'A', url: again.url, child: again.child, dataDir: A.dataDir };
  await mailChecks(A2, B, sink, query);
}

/** The alert of a service request (areas/requests): one per admin; the bootstrap admin is the only one here. */
const serviceRequest = (marker: string, i: number) => ({
  codigo_interno: `SI-${marker}-${i}`,
  sucursal: NEW_CLIENT_BRANCH,
  nuevo_cliente: `Sucursal ${marker} ${i}`,
  tipo_servicio: 'Pintura',
  dias_estimados: 2,
  solicitante: 'Mariana',
  celular: '11 5555-0101',
});

/** Posts `count` service requests alternately to `instances`, each from its own client address (the form's limit is not measured). */
async function postRequests(instances: Instance[], marker: string, count: number, firstIp: number): Promise<void> {
  const statuses = new Map<number, number>();
  const queue = Array.from({ length: count }, (_, i) => i);
  const worker = async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
      const ip = `10.77.${((firstIp + i) >> 8) & 255}.${(firstIp + i) & 255}`;
      const response = await call(instances[i % instances.length] as Instance, '/api/solicitudes', { method: 'POST', json: serviceRequest(marker, i), ip });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  expect(statuses.get(201) === count, `respuestas: ${JSON.stringify(Object.fromEntries(statuses))}`);
}

/** The received alerts of `marker`'s requests, by subject: Message-IDs of each copy. */
function receivedFor(sink: SmtpSink, marker: string): Map<string, string[]> {
  const bySubject = new Map<string, string[]>();
  for (const mail of sink.received) {
    const subject = mail.parsed.subject ?? '';
    if (!subject.includes(`Sucursal ${marker} `)) continue;
    bySubject.set(subject, [...(bySubject.get(subject) ?? []), mail.parsed.messageId ?? '']);
  }
  return bySubject;
}

let diagnose: () => Promise<string> = async () => '';

async function waitUntil(ok: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`${what()} en ${timeoutMs / 1000} s; ${await diagnose()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function mailChecks(A: Instance, B: Instance, sink: SmtpSink, query: <T>(text: string, values?: unknown[]) => Promise<T[]>) {
  const N = 200;
  // The bootstrap admin's address is a placeholder alerts skip (platform/mail/recipients.ts): give it a real one.
  await query(`update "user" set email = 'jefa@parcela.test' where username = 'admin'`);
  // When mail does not arrive, say where it stands: the outbox by state, with its last error.
  diagnose = async () => {
    const rows = await query<{ estado: string; n: number; error: string | null }>(
      `select estado, count(*)::int as n, max(ultimo_error) as error from correos group by estado order by estado`,
    );
    return `correos: ${JSON.stringify(rows)}; el servidor SMTP recibió ${sink.received.length}`;
  };
  await check(`correo: ${N} solicitudes alternadas entre A y B → cada aviso llega exactamente una vez`, async () => {
    const start = performance.now();
    await postRequests([A, B], 'uno', N, 1);
    // Each instance's worker is nudged by its own writes and polls (3 s) for the other's.
    await waitUntil(
      () => receivedFor(sink, 'uno').size >= N,
      60_000,
      () => `llegaron ${receivedFor(sink, 'uno').size} de ${N}`,
    );
    const allMs = Math.round(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 3500)); // one more poll of both: a late duplicate would show
    const got = receivedFor(sink, 'uno');
    const copies = [...got.values()].reduce((sum, ids) => sum + ids.length, 0);
    expect(got.size === N && copies === N, `${got.size} avisos distintos, ${copies} copias`);
    const [rows] = await query<{ enviados: number; otros: number }>(
      `select count(*) filter (where estado = 'enviado')::int as enviados, count(*) filter (where estado <> 'enviado')::int as otros
         from correos where tipo = 'alerta-solicitud' and asunto like '%Sucursal uno %'`,
    );
    expect(rows?.enviados === N && rows.otros === 0, `en la base: ${JSON.stringify(rows)}`);
    return `${N} recibidos, 0 repetidos; todos «enviado»; ${allMs} ms desde el primer POST hasta el último correo`;
  });

  await check(`correo: matar B (SIGKILL) mientras envía ${N} avisos no pierde ninguno; un repetido lleva el mismo Message-ID`, async () => {
    // A slow server, so B dies holding claimed rows with messages half-way.
    sink.setDelay(40);
    await postRequests([A, B], 'dos', N, 1000);
    await waitUntil(
      () => receivedFor(sink, 'dos').size >= 30,
      30_000,
      () => `antes de matar B llegaron ${receivedFor(sink, 'dos').size}`,
    );
    B.child.kill('SIGKILL');
    const [held] = await query<{ n: number }>(`select count(*)::int as n from correos where estado = 'enviando' and asunto like '%Sucursal dos %'`);
    // B's rows wait for their 2-minute lease (worker.ts); bringing its end forward is what the wait would do.
    await query(`update correos set bloqueado_hasta = now() where estado = 'enviando' and asunto like '%Sucursal dos %'`);
    sink.setDelay(0);
    await waitUntil(
      () => receivedFor(sink, 'dos').size >= N,
      60_000,
      () => `después de matar B llegaron ${receivedFor(sink, 'dos').size} de ${N}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const got = receivedFor(sink, 'dos');
    const repeated = [...got.values()].filter((ids) => ids.length > 1);
    const differing = repeated.filter((ids) => new Set(ids).size > 1);
    expect(got.size === N, `${got.size} de ${N} avisos`);
    expect(differing.length === 0, `${differing.length} repetidos con otro Message-ID`);
    const [rows] = await query<{ enviados: number }>(
      `select count(*)::int as enviados from correos where estado = 'enviado' and asunto like '%Sucursal dos %'`,
    );
    expect(rows?.enviados === N, `«enviado» en la base: ${rows?.enviados}`);
    const extra = repeated.reduce((sum, ids) => sum + ids.length - 1, 0);
    return `${N} recibidos; ${held?.n ?? 0} filas «enviando» al matar B; ${extra} repetidos, todos con el mismo Message-ID`;
  });
}

try {
  await main();
} catch (error) {
  failures++;
  console.log(`✖ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup();
  clearTimeout(limit);
}
console.log(failures ? `\n✖ ${failures} verificación(es) fallida(s)` : '\n✔ dos instancias: todo verificado');
process.exit(failures ? 1 : 0);
