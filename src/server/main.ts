import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDatabase, StartupLockTimeoutError } from './platform/db/client.ts';
import { DataDirLockedError } from './platform/db/lock.ts';
import { BOOTSTRAP_ADMIN } from './seed/accounts.ts';
import { seedOnStart } from './seed/seed.ts';

/** Graceful shutdown bounds (ADR 007): cut unfinished connections, then give up waiting. */
const FORCE_CLOSE_MS = 7_000;
const SHUTDOWN_LIMIT_MS = 9_000;

/** Only this file listens, prints and handles signals. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false, pool: { max: config.databasePoolMax } });
  // Replicas may start at the same moment on a new database: migrations, reference data, the
  // bootstrap admin and sample content run one instance at a time, each finding the last one's work (ADR 082).
  const admin = await database.exclusive(async () => {
    await database.migrate();
    return seedOnStart(database.db, config);
  });
  const app = await buildApp({ config, database, sendMail: true });

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish (requests arriving on open
  // connections meanwhile get Fastify's 503), then close the database. A client that never
  // finishes its body cannot hold us: its connection is cut at FORCE_CLOSE_MS, and the process
  // exits at SHUTDOWN_LIMIT_MS whatever happens; a second signal exits at once (close-with-grace).
  closeWithGrace(
    { delay: SHUTDOWN_LIMIT_MS, logger: false, onSecondSignal: () => process.stderr.write('Segunda señal: saliendo ya.\n') },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'error no controlado, cerrando');
      else app.log.info({ signal }, 'cerrando');
      const force = setTimeout(() => app.server.closeAllConnections(), FORCE_CLOSE_MS);
      try {
        await app.close();
      } finally {
        clearTimeout(force);
        await database.close();
      }
    },
  );

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    `Parcela en ${config.publicUrl.replace(`:${config.port}`, `:${port}`)}  (base de datos: ${database.kind}${config.demo ? ', contenido de ejemplo' : ''}${config.demoAccounts ? ', cuentas demo' : ''})`,
  ];
  if (admin.generatedPassword) {
    lines.push(
      `Cuenta inicial creada: usuario "${BOOTSTRAP_ADMIN.username}" (${BOOTSTRAP_ADMIN.email}), contraseña: ${admin.generatedPassword}`,
      'Guardala ahora: no se vuelve a mostrar. Cambiala con: npm run users -- set-password admin --password <nueva>',
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartupLockTimeoutError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`No se pudo iniciar Parcela: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
