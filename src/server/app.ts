import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../domain/shared/images.ts';
import { composeServices, registerAreas } from './compose.ts';
import { registerAuth } from './platform/auth/auth.plugin.ts';
import { createAuth } from './platform/auth/auth.ts';
import type { Config } from './platform/config.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { createEmbeddedMaintenance } from './platform/db/maintenance.ts';
import { healthRoutes } from './platform/health/health.routes.ts';
import { createDigestScheduler } from './platform/mail/digest.ts';
import { mailRoutes } from './platform/mail/mail.routes.ts';
import { registerMailMetrics } from './platform/mail/metrics.ts';
import { createSmtpTransport } from './platform/mail/transport.ts';
import { createMailWorker } from './platform/mail/worker.ts';
import { registerBodyGuard } from './platform/plugins/body-guard.ts';
import { registerApiNoStore, registerCompression } from './platform/plugins/compression.ts';
import { registerErrorHandler } from './platform/plugins/error-handler.ts';
import { serializeError } from './platform/plugins/error-log.ts';
import { registerMetrics } from './platform/plugins/metrics.ts';
import { registerOpenApi } from './platform/plugins/openapi.ts';
import { registerRateLimit } from './platform/plugins/rate-limit.ts';
import { registerRequestDeadline } from './platform/plugins/request-deadline.ts';
import { RequestLog } from './platform/plugins/request-log.ts';
import { registerSecurity } from './platform/plugins/security.ts';
import { registerStatic } from './platform/plugins/static.ts';
import { strictBodyValidatorCompiler } from './platform/plugins/strict-bodies.ts';
import { clamdScanner, createUploadScreen } from './platform/scan/upload-screen.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import type { Storage } from './platform/storage/storage.ts';
import { demoRoutes } from './seed/demo-accounts.routes.ts';
import { BOOT_SCRIPT_CSP_SOURCE } from './ssr/boot-script.ts';
import { registerSsr } from './ssr/ssr.plugin.ts';
import './platform/types.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  storage?: Storage;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * Start the outbox worker when ready. main.ts always does (the e2e server too, which runs with
   * NODE_ENV=test and a real SMTP server); by default not under NODE_ENV=test, where tests start it.
   */
  sendMail?: boolean;
}

/** Builds the whole app without listening: main.ts listens, tests call inject(). */
export async function buildApp({ config, database, storage, logStream, sendMail = config.env !== 'test' }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new RequestLog(),
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Never log credentials: Fastify's serializers skip bodies and headers; these paths are belt and braces.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
            // A failed query's error carries its parameters (personal data): log only its SQL state and message.
            serializers: { err: serializeError },
            ...(logStream ? { stream: logStream } : {}),
          },
  });
  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('auth', createAuth(database.db, config));
  app.decorate('storage', storage ?? (await createStorage(config.storage)));
  // Every service, built once (compose.ts, ADR 091).
  const services = composeServices({
    db: database.db,
    storage: app.storage,
    auth: app.auth,
    log: app.log,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    fx: config.fx,
  });
  // Auth records sign-ins and sign-outs, the upload screen refused files and the areas their staff's
  // business actions (each through a port of its own side) in the accounts' audit trail without knowing the area.
  const audit = services.audit;
  app.decorate('audit', audit);
  app.decorate('uploads', createUploadScreen({ scanner: config.scanner && clamdScanner(config.scanner), audit, log: app.log, db: database.db }));
  if (!config.scanner) {
    app.log.warn('Los archivos subidos no se revisan con un antivirus: definí CLAMD_SOCKET o CLAMD_HOST para revisarlos con clamd (README, «Configuración»).');
  }

  // The mail outbox's worker (ADR 087): without SMTP_URL there is none and mails wait in the outbox.
  // It starts when the app is ready (`sendMail`) and stops on close.
  const { smtp } = config.mail;
  const mailWorker = smtp
    ? createMailWorker({
        db: database.db,
        transport: createSmtpTransport(smtp),
        from: config.mail.from,
        fromAddress: config.mail.fromAddress,
        attachments: services.mailAttachments,
        log: app.log,
      })
    : undefined;
  app.decorate('mailWorker', mailWorker);
  if (mailWorker) {
    if (sendMail) app.addHook('onReady', async () => mailWorker.start());
    app.addHook('onClose', async () => mailWorker.stop());
    app.log.info({ smtp: `${smtp?.host}:${smtp?.port}` }, 'Correo saliente por SMTP');
  } else {
    app.log.warn('Los correos no se envían: definí SMTP_URL para enviarlos; mientras tanto esperan en /admin/correos (README, «Correo»).');
  }

  // The morning digest's clock (ADR 093): one per instance, started when the app is ready (not in
  // tests: they run the digest on a fixed clock), stopped on close. Without SMTP_URL its mails wait in the outbox too.
  app.decorate('mailDigest', services.digest);
  const digestScheduler = createDigestScheduler({ digest: services.digest, log: app.log });
  if (config.env !== 'test') app.addHook('onReady', async () => digestScheduler.start());
  app.addHook('onClose', async () => digestScheduler.stop());
  // Recurring tasks' worker (ADR 115): a safety-net poll per instance (moves to Hecha run it at once); not in tests, which drive it.
  if (config.env !== 'test') app.addHook('onReady', async () => services.recurrence.start());
  app.addHook('onClose', async () => services.recurrence.stop());

  // The exchange rates' clock (ADR 120): one fetch when ready, then every 30 minutes; none without
  // FX_URL or FX_BCRA_URL, none in tests (they call refresh() against a local server).
  if (config.env !== 'test') app.addHook('onReady', async () => services.exchangeRates.start());
  app.addHook('onClose', async () => services.exchangeRates.stop());

  // The embedded database's VACUUM (ANALYZE), which PostgreSQL's autovacuum does on a server
  // (ADR 137): at start and once a day; nothing with DATABASE_URL, nothing in tests.
  const maintenance = createEmbeddedMaintenance({ database, log: app.log });
  if (config.env !== 'test') app.addHook('onReady', async () => maintenance.start());
  app.addHook('onClose', async () => maintenance.stop());

  registerErrorHandler(app);
  // First of the hooks, so every answer is counted, the guards' refusals included (ADR 084).
  registerMetrics(app, {
    token: config.metricsToken,
    database,
    extra: (registry) => registerMailMetrics(registry, { db: database.db, stats: mailWorker?.stats }),
  });
  registerRequestDeadline(app);
  registerBodyGuard(app);
  await app.register(cookie);
  // Uploads: over the limit answers 413 (throwFileSizeLimit). Routes read parts through app.uploads.parts(),
  // which narrows `files` to what each route takes (413 «Podés subir hasta N archivos por vez») and counts the daily quota.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 30, fieldSize: 64 * 1024 }, throwFileSizeLimit: true });
  await registerSecurity(app, { inlineScriptHashes: [BOOT_SCRIPT_CSP_SOURCE] });
  await registerCompression(app);
  registerApiNoStore(app);
  await registerRateLimit(app);
  await registerOpenApi(app);
  registerAuth(app, { audit });

  await app.register(healthRoutes);
  await app.register(demoRoutes);
  // Areas, registered explicitly (one line each, compose.ts).
  await registerAreas(app, services);
  await app.register(mailRoutes);

  await registerSsr(app, services);
  await registerStatic(app, config.webDir);
  return app;
}
