import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dir = mkdtempSync(join(tmpdir(), 'parcela-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const secret = 'x'.repeat(40);

describe('configuration', () => {
  it('has working defaults for the embedded database, with demo mode on and a kept auth secret', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', database: 'pglite', demo: true, publicUrl: 'http://localhost:3000', secure: false });
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it('turns demo mode off with PostgreSQL unless DEMO=1, and requires AUTH_SECRET there', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/x';
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: url, AUTH_SECRET: secret })).toMatchObject({ database: 'postgres', demo: false });
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: url, AUTH_SECRET: secret, DEMO: '1' }).demo).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: url })).toThrow(/AUTH_SECRET es obligatorio/);
  });

  it('creates demo accounts only with DEMO_ACCOUNTS=1, and never in production or over https', () => {
    expect(loadConfig({ DATA_DIR: dir }).demoAccounts).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', AUTH_SECRET: secret }).demoAccounts).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DEMO_ACCOUNTS: '1' }).demoAccounts).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, DEMO_ACCOUNTS: '1', NODE_ENV: 'production', AUTH_SECRET: secret })).toThrow(/DEMO_ACCOUNTS=1 no se permite/);
    expect(() => loadConfig({ DATA_DIR: dir, DEMO_ACCOUNTS: '1', PUBLIC_URL: 'https://parcela.example' })).toThrow(/DEMO_ACCOUNTS=1 no se permite/);
  });

  it('trusts a number of proxy hops or a list of proxies, never every X-Forwarded-For', () => {
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    // A hop count trusts whoever connects directly: refused with one line.
    for (const hops of ['1', '2', 'true']) {
      expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: hops })).toThrow(
        'Configuración inválida: TRUST_PROXY: un número de proxies confía en cualquiera que se conecte directo: indicá las direcciones de tus proxies (por ejemplo 127.0.0.1 o 10.0.0.0/8)',
      );
    }
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('sizes the database pool and the request deadline, refusing nonsense in one line', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ databasePoolMax: 10, requestDeadlineMs: 5_000 });
    expect(loadConfig({ DATA_DIR: dir, DATABASE_POOL_MAX: '25', REQUEST_DEADLINE_MS: '8000' })).toMatchObject({
      databasePoolMax: 25,
      requestDeadlineMs: 8_000,
    });
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_POOL_MAX: '0' })).toThrow(
      'Configuración inválida: DATABASE_POOL_MAX: debe ser un número entero de conexiones (1 a 200)',
    );
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_POOL_MAX: 'muchas' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATA_DIR: dir, REQUEST_DEADLINE_MS: '5s' })).toThrow(/REQUEST_DEADLINE_MS: debe ser un número de milisegundos/);
  });

  it('takes the load balancer’s addresses for health probes, loopback by default', () => {
    expect(loadConfig({ DATA_DIR: dir }).healthCheckAddresses).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ DATA_DIR: dir, HEALTH_CHECK_ADDRESSES: '10.0.0.5, 10.0.1.0/24,fd00::/8' }).healthCheckAddresses).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ DATA_DIR: dir, HEALTH_CHECK_ADDRESSES: 'balanceador' })).toThrow(
      'Configuración inválida: HEALTH_CHECK_ADDRESSES: «balanceador» no es una dirección IP ni un rango CIDR (por ejemplo 10.0.0.5 o 10.0.0.0/24)',
    );
    expect(() => loadConfig({ DATA_DIR: dir, HEALTH_CHECK_ADDRESSES: '10.0.0.0/33' })).toThrow(/«10.0.0.0\/33»/);
  });

  it('marks https deployments secure', () => {
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://parcela.example/' })).toMatchObject({ secure: true, publicUrl: 'https://parcela.example' });
  });

  const s3 = {
    STORAGE: 's3',
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'parcela-archivos',
    S3_ACCESS_KEY_ID: 'AKIAEJEMPLO',
    S3_SECRET_ACCESS_KEY: 'secreto-de-prueba',
  };

  it('leaves /metrics off without METRICS_TOKEN and takes a token of 32 characters or more', () => {
    expect(loadConfig({ DATA_DIR: dir }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
  });

  it('keeps files on disk by default, under DATA_DIR/uploads', () => {
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: 'local', dir: join(dir, 'uploads') });
    expect(loadConfig({ DATA_DIR: dir, STORAGE: 'local' }).storage.kind).toBe('local');
    expect(loadConfig({ DATA_DIR: dir, STORAGE: '' }).storage.kind).toBe('local');
  });

  it('reads STORAGE=s3 with its bucket, region and keys; path-style by default with an endpoint', () => {
    expect(loadConfig({ DATA_DIR: dir, ...s3 }).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'parcela-archivos',
      accessKeyId: 'AKIAEJEMPLO',
      secretAccessKey: 'secreto-de-prueba',
      publicUrl: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({ DATA_DIR: dir, ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_PUBLIC_URL: 'https://archivos.parcela.example/' }).storage;
    expect(minio).toMatchObject({ endpoint: 'http://127.0.0.1:9000', publicUrl: 'https://archivos.parcela.example', forcePathStyle: true });
    expect(loadConfig({ DATA_DIR: dir, ...s3, S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: '0' }).storage).toMatchObject({ forcePathStyle: false });
  });

  it.each([
    [{ ...s3, S3_BUCKET: '' }, /STORAGE=s3 necesita S3_BUCKET/],
    [{ ...s3, S3_REGION: undefined }, /STORAGE=s3 necesita S3_REGION/],
    [{ ...s3, S3_ACCESS_KEY_ID: ' ' }, /STORAGE=s3 necesita S3_ACCESS_KEY_ID/],
    [{ ...s3, S3_SECRET_ACCESS_KEY: undefined }, /STORAGE=s3 necesita S3_SECRET_ACCESS_KEY/],
    [{ ...s3, S3_BUCKET: 'Mi_Bucket' }, /S3_BUCKET: debe ser un nombre de bucket válido/],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: debe ser una URL/],
    [{ ...s3, S3_PUBLIC_URL: 'archivos' }, /S3_PUBLIC_URL: debe ser una URL/],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'quizás' }, /S3_FORCE_PATH_STYLE/],
    [{ STORAGE: 'gcs' }, /STORAGE: debe ser local o s3/],
    [{ S3_BUCKET: 'parcela-archivos' }, /S3_BUCKET está definido pero STORAGE no es s3/],
  ])('refuses an incomplete or wrong object storage %o with one clear line', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(message);
  });

  it('reads exchange rates from FX_URL and FX_BCRA_URL, and from nowhere by default (ADR 120)', () => {
    expect(loadConfig({ DATA_DIR: dir }).fx).toEqual({ dolarApiUrl: undefined, bcraUrl: undefined });
    expect(loadConfig({ DATA_DIR: dir, FX_URL: 'https://dolarapi.com/v1/dolares', FX_BCRA_URL: '' }).fx).toEqual({
      dolarApiUrl: 'https://dolarapi.com/v1/dolares',
      bcraUrl: undefined,
    });
    expect(() => loadConfig({ DATA_DIR: dir, FX_URL: 'dolarapi.com' })).toThrow(/^Configuración inválida: FX_URL: debe ser una URL http\(s\) completa/);
  });

  it('reaches clamd by a unix socket or by TCP (port 3310 unless given), and scans nothing without either', () => {
    expect(loadConfig({ DATA_DIR: dir }).scanner).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, CLAMD_SOCKET: '/run/clamav/clamd.ctl' }).scanner).toEqual({ socket: '/run/clamav/clamd.ctl' });
    expect(loadConfig({ DATA_DIR: dir, CLAMD_HOST: 'clamav.interno' }).scanner).toEqual({ host: 'clamav.interno', port: 3310 });
    expect(loadConfig({ DATA_DIR: dir, CLAMD_HOST: '10.0.0.7', CLAMD_PORT: '3311' }).scanner).toEqual({ host: '10.0.0.7', port: 3311 });
    expect(loadConfig({ DATA_DIR: dir, CLAMD_SOCKET: ' ', CLAMD_HOST: '' }).scanner).toBeUndefined();
  });

  it.each([
    [{ CLAMD_SOCKET: 'clamd.sock' }, /^Configuración inválida: CLAMD_SOCKET: debe ser la ruta absoluta del socket de clamd/],
    [{ CLAMD_HOST: 'http://clamav:3310' }, /^Configuración inválida: CLAMD_HOST: debe ser un nombre de equipo o una dirección IP/],
    [{ CLAMD_HOST: 'clamav', CLAMD_PORT: '99999' }, /^Configuración inválida: CLAMD_PORT: debe ser un número de puerto/],
    [{ CLAMD_HOST: 'clamav', CLAMD_PORT: 'tres' }, /^Configuración inválida: CLAMD_PORT: debe ser un número de puerto/],
    [{ CLAMD_PORT: '3310' }, /^Configuración inválida: CLAMD_PORT necesita CLAMD_HOST/],
    [{ CLAMD_SOCKET: '/run/clamav/clamd.ctl', CLAMD_HOST: 'clamav' }, /^Configuración inválida: CLAMD_SOCKET y CLAMD_HOST no van juntos/],
  ])('refuses a wrong scanner setting %o with one clear line', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(message);
  });

  it('never puts the secret key in an error message', () => {
    try {
      loadConfig({ DATA_DIR: dir, ...s3, S3_BUCKET: undefined });
    } catch (error) {
      expect((error as Error).message).not.toContain(s3.S3_SECRET_ACCESS_KEY);
    }
    expect.assertions(1);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ GOOGLE_CLIENT_ID: 'only-id' }, /GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET/],
    [{ DEMO: 'maybe' }, /DEMO/],
    [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY/],
    [{ METRICS_TOKEN: 'corto' }, /METRICS_TOKEN: debe tener al menos 32 caracteres/],
    [{ METRICS_TOKEN: `${'x'.repeat(32)} y más` }, /METRICS_TOKEN: solo admite/],
  ])('refuses %o with one clear line', (env, message) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dir, ...env });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
