import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { BOOTSTRAP_ADMIN } from './seed/accounts.ts';
import { seedOnStart } from './seed/seed.ts';

/** Only this file listens, prints and handles signals. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  const admin = await seedOnStart(database.db, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando');
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [`Parcela en ${config.publicUrl.replace(`:${config.port}`, `:${port}`)}  (base de datos: ${database.kind}${config.demo ? ', contenido de ejemplo' : ''}${config.demoAccounts ? ', cuentas demo' : ''})`];
  if (admin.generatedPassword) {
    lines.push(
      `Cuenta inicial creada: usuario "${BOOTSTRAP_ADMIN.username}" (${BOOTSTRAP_ADMIN.email}), contraseña: ${admin.generatedPassword}`,
      'Guardala ahora: no se vuelve a mostrar. Cambiala con: npm run users -- set-password admin --password <nueva>',
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`No se pudo iniciar Parcela: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
