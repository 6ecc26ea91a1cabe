import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/platform/db/client.ts';
import { createEmptyDatabase } from '../src/server/test/databases.ts';
import { startServerProcess } from '../src/server/test/server-process.ts';
import { sized } from './smoke.ts';

/**
 * Kill -9 drill (ADR 006): the real server (node src/server/main.ts) takes a stream of
 * POST /api/consultas, is killed with SIGKILL mid-stream, restarts on the same data, and every
 * write it acknowledged (201 with an id) must be there after the restart.
 *
 *   node bench/kill-drill.ts [rondas = 3] [postgres://…/postgres]
 *   node bench/kill-drill.ts --smoke   (one embedded round, killed after 0.5–1 s)
 *
 * The embedded database (PGlite) always runs; PostgreSQL too when a server URL is given (a fresh
 * database is created on it per round and dropped afterwards).
 */
const WORKERS = 8;
const AUTH_SECRET = 'drill-secret-drill-secret-drill-secret-01';

interface RoundResult {
  base: string;
  acknowledged: number;
  inFlight: number;
  rows: number;
  lost: number;
  unacknowledgedRows: number;
  restartedOk: boolean;
}

const start = (env: Record<string, string>) => startServerProcess({ ...env, TRUST_PROXY: 'loopback', LOG_LEVEL: 'silent', DEMO: '0', AUTH_SECRET });

async function round(base: 'pglite' | 'postgres', serverUrl?: string): Promise<RoundResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcela-drill-'));
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (base === 'postgres' && serverUrl) {
    ({ url: databaseUrl, drop: dropDatabase } = await createEmptyDatabase(serverUrl, 'parcela_drill'));
  }
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  try {
    const first = await start(env);
    const localidades = (await (await fetch(`${first.url}/api/localidades`)).json()) as { id: string }[];
    const localidadId = localidades[0]?.id ?? '';
    const barrios = (await (await fetch(`${first.url}/api/barrios?localidad_id=${localidadId}`)).json()) as { id: string }[];
    const body = JSON.stringify({ localidad_id: localidadId, barrio_id: barrios[0]?.id, m2_vendibles: '100', ubicacion_calidad: 'Excelente' });

    const acknowledged = new Set<string>();
    let inFlight = 0;
    let n = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        n++;
        inFlight++;
        try {
          const response = await fetch(`${first.url}/api/consultas`, {
            method: 'POST',
            headers: { origin: first.url, 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body,
          });
          if (response.status === 201) acknowledged.add(((await response.json()) as { id: string }).id);
          else if (!killed) throw new Error(`respuesta ${response.status}`);
        } catch (error) {
          if (!killed) throw error;
        } finally {
          inFlight--;
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, worker);
    // Kill mid-stream: a random 1.5–3 s (0.5–1 s in smoke mode) after the first acknowledged write.
    for (let waited = 0; acknowledged.size === 0 && waited < 30_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    const writing = sized(1500, 500);
    await new Promise((resolve) => setTimeout(resolve, writing + Math.random() * writing));
    const inFlightAtKill = inFlight;
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.allSettled(workers);
    await new Promise((resolve) => (first.child.exitCode !== null || first.child.signalCode ? resolve(null) : first.child.once('exit', resolve)));

    // Restart on the same data: it must come up and answer.
    const second = await start(env);
    const health = await fetch(`${second.url}/api/health`);
    const restartedOk = health.status === 200;
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));

    const handle = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir, migrate: false });
    const result = await handle.db.execute<{ id: string }>(sql`select id from consultas`);
    await handle.close();
    const ids = new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
    const lost = [...acknowledged].filter((id) => !ids.has(id)).length;
    return {
      base,
      acknowledged: acknowledged.size,
      inFlight: inFlightAtKill,
      rows: ids.size,
      lost,
      unacknowledgedRows: [...ids].filter((id) => !acknowledged.has(id)).length,
      restartedOk,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  }
}

async function main() {
  const rounds = Number(process.argv[2] ?? sized(3, 1));
  const serverUrl = process.argv[3];
  const results: RoundResult[] = [];
  for (const base of ['pglite', ...(serverUrl ? ['postgres' as const] : [])] as const) {
    for (let i = 0; i < rounds; i++) {
      const r = await round(base, serverUrl);
      results.push(r);
      console.log(
        `${r.base} ronda ${i + 1}: ${r.acknowledged} escrituras confirmadas, ${r.inFlight} en vuelo al matar, ${r.rows} filas tras reiniciar, ` +
          `${r.lost} confirmadas perdidas, ${r.unacknowledgedRows} filas sin confirmar, reinicio ${r.restartedOk ? 'ok' : 'FALLÓ'}`,
      );
    }
  }
  console.log('\n| base | ronda | confirmadas | en vuelo al matar | filas tras reiniciar | confirmadas perdidas | filas sin confirmar |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  results.forEach((r, i) => {
    console.log(`| ${r.base} | ${(i % rounds) + 1} | ${r.acknowledged} | ${r.inFlight} | ${r.rows} | ${r.lost} | ${r.unacknowledgedRows} |`);
  });
  if (results.some((r) => r.lost > 0 || !r.restartedOk || r.acknowledged === 0)) process.exitCode = 1;
}

await main();
