import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { BRAND } from '../../domain/brand.ts';

/** The environment, parsed once. Nothing else in the server reads process.env. */
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => (v === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'debe ser un número de puerto (0 a 65535)' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar con postgres:// o postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .string()
    .url('PUBLIC_URL debe ser una URL completa, por ejemplo https://parcela.example')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO: flag.optional(),
  DEMO_ACCOUNTS: flag.optional(),
  GOOGLE_CLIENT_ID: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GOOGLE_CLIENT_SECRET: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AUTH_SECRET: z
    .string()
    .min(32, 'AUTH_SECRET debe tener al menos 32 caracteres')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  METRICS_TOKEN: z
    .string()
    .min(32, 'debe tener al menos 32 caracteres (generá uno con: openssl rand -hex 32)')
    .regex(/^[\x21-\x7e]+$/, 'solo admite letras, números y signos, sin espacios')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((v, ctx) => parseTrustProxy(v, ctx))
    .optional(),
  WEB_DIR: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce
    .number({ error: 'debe ser un número entero de conexiones (1 a 200)' })
    .int('debe ser un número entero de conexiones (1 a 200)')
    .min(1, 'debe ser un número entero de conexiones (1 a 200)')
    .max(200, 'debe ser un número entero de conexiones (1 a 200)')
    .default(10),
  REQUEST_DEADLINE_MS: z.coerce
    .number({ error: 'debe ser un número de milisegundos (100 a 60000)' })
    .int('debe ser un número de milisegundos (100 a 60000)')
    .min(100, 'debe ser un número de milisegundos (100 a 60000)')
    .max(60_000, 'debe ser un número de milisegundos (100 a 60000)')
    .default(5_000),
  HEALTH_CHECK_ADDRESSES: z
    .string()
    .trim()
    .default('127.0.0.1,::1')
    .transform((v, ctx) => parseAddressList(v, ctx)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STORAGE: z
    .enum(['local', 's3', ''], { error: 'debe ser local o s3' })
    .default('')
    .transform((v) => v || 'local'),
  S3_ENDPOINT: optionalUrl('debe ser una URL http(s) completa, por ejemplo https://s3.us-east-1.amazonaws.com'),
  S3_REGION: optionalText(),
  S3_BUCKET: optionalText().refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: 'debe ser un nombre de bucket válido (3 a 63 letras minúsculas, números, puntos o guiones)',
  }),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_PUBLIC_URL: optionalUrl('debe ser una URL http(s) completa, por ejemplo https://archivos.parcela.example'),
  S3_FORCE_PATH_STYLE: flag.optional(),
  SMTP_URL: optionalText(),
  MAIL_FROM: optionalText(),
  FX_URL: optionalUrl('debe ser una URL http(s) completa de una lista con el formato de DolarAPI, por ejemplo https://dolarapi.com/v1/dolares'),
  FX_BCRA_URL: optionalUrl(
    'debe ser una URL http(s) completa de la API de cotizaciones del BCRA, por ejemplo https://api.bcra.gob.ar/estadisticascambiarias/v1.0/Cotizaciones/USD',
  ),
  CLAMD_SOCKET: optionalText().refine((v) => v === undefined || v.startsWith('/'), {
    message: 'debe ser la ruta absoluta del socket de clamd, por ejemplo /run/clamav/clamd.ctl',
  }),
  CLAMD_HOST: optionalText().refine((v) => v === undefined || /^([A-Za-z0-9-]+\.)*[A-Za-z0-9-]+$|^[0-9A-Fa-f:]+$/.test(v), {
    message: 'debe ser un nombre de equipo o una dirección IP, por ejemplo 127.0.0.1 o clamav.interno',
  }),
  CLAMD_PORT: optionalText().refine((v) => v === undefined || (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535), {
    message: 'debe ser un número de puerto (1 a 65535)',
  }),
});

function optionalText() {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined);
}

function optionalUrl(message: string) {
  return optionalText().refine((v) => v === undefined || /^https?:\/\/[^/\s]+/.test(v), { message });
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  database: 'pglite' | 'postgres';
  publicUrl: string;
  secure: boolean;
  adminPassword: string | undefined;
  /** Sample content (listings, carousel images, plots…): never accounts. */
  demo: boolean;
  /** Demo accounts with documented passwords: only with DEMO_ACCOUNTS=1, never in production. */
  demoAccounts: boolean;
  google: { clientId: string; clientSecret: string } | undefined;
  authSecret: string;
  /** Bearer token of GET /metrics; unset, the route answers 404 (never public). */
  metricsToken: string | undefined;
  /** Fastify's trustProxy: off, or the proxies' addresses/CIDRs (never a hop count). */
  trustProxy: false | string[];
  /** PostgreSQL pool size per instance (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** Every /api request answers within this (503 past it), uploads aside (REQUEST_DEADLINE_MS). */
  requestDeadlineMs: number;
  /** The load balancer's own addresses (or CIDRs): its /api/health probes are never rate limited. */
  healthCheckAddresses: string[];
  logLevel: string;
  uploadsDir: string;
  /** Folder of the built SPA. */
  webDir: string;
  /** Where uploaded files live: the data folder (default) or an S3-compatible bucket (STORAGE=s3). */
  storage: StorageConfig;
  /** Outgoing mail (ADR 087): the SMTP server (SMTP_URL; unset, mails wait in the outbox) and the sender (MAIL_FROM). */
  mail: MailConfig;
  /** The clamd that scans every upload (CLAMD_SOCKET, or CLAMD_HOST and CLAMD_PORT); unset: uploads are not scanned. */
  scanner: ClamdTarget | undefined;
  /** Where exchange rates are read (ADR 120): a DolarAPI-shaped list (FX_URL) and the BCRA's API (FX_BCRA_URL); unset, nothing is fetched. */
  fx: { dolarApiUrl: string | undefined; bcraUrl: string | undefined };
}

/** A unix socket path, or a TCP host and port (3310, clamd's, by default). */
export type ClamdTarget = { socket: string } | { host: string; port: number };

export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Config);

export interface S3Config {
  /** Absent → AWS S3's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  /** Never logged nor sent anywhere but in the SDK's request signatures. */
  secretAccessKey: string;
  /** Public base of the bucket (a CDN or the bucket's public address): public images are sent there. */
  publicUrl: string | undefined;
  /** Bucket in the path (MinIO, s3rver…) rather than in the host name; on by default with S3_ENDPOINT. */
  forcePathStyle: boolean;
}

export interface MailConfig {
  /** Unset: nothing is sent; mails are kept (`retenido`) until SMTP_URL is set and the server restarts. */
  smtp: SmtpConfig | undefined;
  /** `Parcela <no-responder@host>`: the From of every message. */
  from: string;
  /** The address part of `from`. */
  fromAddress: string;
}

export interface SmtpConfig {
  /** smtps:// (TLS from the first byte, port 465 by default) or smtp:// (STARTTLS when offered, 587). */
  secure: boolean;
  host: string;
  port: number;
  /** Never logged: only the host and port are. */
  auth: { user: string; pass: string } | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment. Throws ConfigError with one readable line on bad input. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Configuración inválida: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const uploadsDir = resolve(dataDir, 'uploads');
  const database = e.DATABASE_URL ? 'postgres' : 'pglite';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Configuración inválida: GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET van juntos.');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    database,
    publicUrl,
    secure: publicUrl.startsWith('https://'),
    adminPassword: e.ADMIN_PASSWORD,
    demo: e.DEMO ?? database === 'pglite',
    demoAccounts: resolveDemoAccounts(e.DEMO_ACCOUNTS ?? false, e.NODE_ENV, publicUrl),
    google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : undefined,
    authSecret: resolveAuthSecret(e.AUTH_SECRET, database, e.NODE_ENV, dataDir),
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY ?? false,
    healthCheckAddresses: e.HEALTH_CHECK_ADDRESSES,
    databasePoolMax: e.DATABASE_POOL_MAX,
    requestDeadlineMs: e.REQUEST_DEADLINE_MS,
    logLevel: e.LOG_LEVEL,
    uploadsDir,
    webDir: e.WEB_DIR ? resolve(e.WEB_DIR) : resolve(import.meta.dirname, '..', '..', '..', 'dist', 'web'),
    storage: resolveStorage(e, uploadsDir),
    scanner: resolveScanner(e),
    mail: resolveMail(e.SMTP_URL, e.MAIL_FROM, publicUrl),
    fx: { dolarApiUrl: e.FX_URL, bcraUrl: e.FX_BCRA_URL },
  };
}

/**
 * SMTP_URL (`smtp://user:pass@host:587`, `smtps://user:pass@host:465`) and MAIL_FROM (a mailbox,
 * `Parcela <no-responder@parcela.example>`; by default no-responder@ PUBLIC_URL's host). A bad
 * value stops the start with a line that never repeats the URL (it holds the password).
 */
function resolveMail(smtpUrl: string | undefined, mailFrom: string | undefined, publicUrl: string): MailConfig {
  const from = mailFrom ?? `${BRAND.name} <no-responder@${new URL(publicUrl).hostname}>`;
  // `Name <address>` or a bare address; the address is checked below.
  const mailbox = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(from.trim());
  const fromAddress = mailbox?.[1] ?? mailbox?.[2];
  if (!fromAddress || !/^[^\s@]+@([A-Za-z0-9-]+\.)*[A-Za-z0-9-]+$/.test(fromAddress)) {
    throw new ConfigError('Configuración inválida: MAIL_FROM debe ser una dirección de correo, por ejemplo «Parcela <no-responder@parcela.example>».');
  }
  return { smtp: smtpUrl === undefined ? undefined : parseSmtpUrl(smtpUrl), from: from.trim(), fromAddress };
}

function parseSmtpUrl(value: string): SmtpConfig {
  const bad = (what: string) =>
    new ConfigError(`Configuración inválida: SMTP_URL ${what} (por ejemplo smtp://usuario:clave@smtp.example.com:587 o smtps://…:465).`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw bad('no es una URL válida');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw bad('debe empezar con smtp:// o smtps://');
  if (!url.hostname || !/^([A-Za-z0-9-]+\.)*[A-Za-z0-9-]+$|^\[[0-9A-Fa-f:.]+\]$/.test(url.hostname)) throw bad('debe indicar el servidor');
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) throw bad('no lleva ruta ni parámetros');
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(pass)) throw bad('debe traer usuario y clave juntos, o ninguno');
  return {
    secure,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    auth: user ? { user, pass } : undefined,
  };
}

/** CLAMD_SOCKET or CLAMD_HOST (with CLAMD_PORT, 3310 by default): one way to reach clamd. */
function resolveScanner(e: z.infer<typeof envSchema>): ClamdTarget | undefined {
  if (e.CLAMD_SOCKET && e.CLAMD_HOST)
    throw new ConfigError('Configuración inválida: CLAMD_SOCKET y CLAMD_HOST no van juntos (clamd se alcanza por socket o por TCP).');
  if (e.CLAMD_PORT && !e.CLAMD_HOST) throw new ConfigError('Configuración inválida: CLAMD_PORT necesita CLAMD_HOST (el equipo donde corre clamd).');
  if (e.CLAMD_SOCKET) return { socket: e.CLAMD_SOCKET };
  if (e.CLAMD_HOST) return { host: e.CLAMD_HOST, port: e.CLAMD_PORT ? Number(e.CLAMD_PORT) : 3310 };
  return undefined;
}

/** STORAGE=s3 needs its bucket, region and keys; S3 settings without STORAGE=s3 are a mistake worth stopping for. */
function resolveStorage(e: z.infer<typeof envSchema>, uploadsDir: string): StorageConfig {
  if (e.STORAGE === 'local') {
    const stray = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const).find((name) => e[name]);
    if (stray) throw new ConfigError(`Configuración inválida: ${stray} está definido pero STORAGE no es s3 (los archivos irían al disco local).`);
    return { kind: 'local', dir: uploadsDir };
  }
  const required = [
    ['S3_BUCKET', e.S3_BUCKET, 'el nombre del bucket'],
    ['S3_REGION', e.S3_REGION, 'la región, por ejemplo us-east-1'],
    ['S3_ACCESS_KEY_ID', e.S3_ACCESS_KEY_ID, 'la clave de acceso'],
    ['S3_SECRET_ACCESS_KEY', e.S3_SECRET_ACCESS_KEY, 'la clave secreta'],
  ] as const;
  for (const [name, value, what] of required) {
    if (!value) throw new ConfigError(`Configuración inválida: STORAGE=s3 necesita ${name} (${what}).`);
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    region: e.S3_REGION as string,
    bucket: e.S3_BUCKET as string,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
  };
}

/** In embedded mode a secret is generated once and kept beside the data; production must bring its own. */
function resolveAuthSecret(given: string | undefined, database: string, nodeEnv: string, dataDir: string): string {
  if (given) return given;
  if (database === 'postgres' || nodeEnv === 'production') {
    throw new ConfigError('Configuración inválida: AUTH_SECRET es obligatorio con DATABASE_URL o en producción (al menos 32 caracteres).');
  }
  const file = resolve(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Demo accounts have public passwords: refused wherever real people sign in. */
function resolveDemoAccounts(wanted: boolean, nodeEnv: string, publicUrl: string): boolean {
  if (!wanted) return false;
  if (nodeEnv === 'production' || publicUrl.startsWith('https://')) {
    throw new ConfigError(
      'Configuración inválida: DEMO_ACCOUNTS=1 no se permite con NODE_ENV=production ni con un PUBLIC_URL https (sus contraseñas son públicas).',
    );
  }
  return true;
}

/**
 * TRUST_PROXY: empty/0/false → off; otherwise the proxies' addresses or CIDRs (or `loopback`,
 * `linklocal`, `uniquelocal`), comma-separated. A hop count is refused: it trusts whoever connects
 * directly to be a proxy (the trust Fastify removed for CVE-2026-16732), so a client that reaches
 * an instance past the proxy would pick its own address. Never "trust everything" either.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | string[] {
  const lower = value.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(lower)) return false;
  if (/^\d+$/.test(value) || ['true', 'yes', 'on'].includes(lower)) {
    ctx.addIssue({
      code: 'custom',
      message: 'un número de proxies confía en cualquiera que se conecte directo: indicá las direcciones de tus proxies (por ejemplo 127.0.0.1 o 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]+)(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;
  if (list.length === 0 || !list.every((part) => address.test(part))) {
    ctx.addIssue({
      code: 'custom',
      message: 'debe ser 0 o la lista de direcciones/CIDR de tus proxies, separadas por comas (por ejemplo 127.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  }
  return list;
}

/** «10.0.0.5, 10.0.1.0/24, ::1»: addresses or CIDRs, each checked. */
function parseAddressList(value: string, ctx: z.RefinementCtx): string[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    const [address = '', bits] = item.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    if (version === 0 || (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits))) {
      ctx.addIssue({ code: 'custom', message: `«${item}» no es una dirección IP ni un rango CIDR (por ejemplo 10.0.0.5 o 10.0.0.0/24)` });
      return z.NEVER;
    }
  }
  return items;
}
