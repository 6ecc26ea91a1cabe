import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/chromium.ts';

/**
 * E2E against the real built server: a free port, a fresh data folder (sample content and demo accounts,
 * known admin password), Debian's Chromium. Never downloads a browser.
 */
// Workers re-read this file: the first evaluation picks the port and folder and hands them on through the environment.
const freePort = () =>
  execFileSync(process.execPath, ['-e', "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"], {
    encoding: 'utf8',
  }).trim();
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'parcela-e2e-'));
// The run's SMTP server (e2e/global-setup.ts, e2e/mailbox.ts): the outbox really sends, specs read the mails.
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'parcela-e2e-mail-'));
const port = process.env.E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR;
export const E2E_ADMIN_PASSWORD = 'E2e-Admin-Lapacho-2026';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Two cores: one browser at a time next to the server is the fastest here.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'node src/server/main.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO: '1',
      DEMO_ACCOUNTS: '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: 'Parcela <no-responder@parcela.example>',
      NODE_ENV: 'test',
      // As behind one proxy: signInByApi (e2e/fixtures.ts) speaks for a different client address each
      // time, so ~60 journeys in one worker stay under Better Auth's 20 sign-ins per minute per address
      // while the browser's own sign-ins (no X-Forwarded-For) still count on 127.0.0.1.
      TRUST_PROXY: 'loopback',
      // Parallel sessions may build into their own folder (vite build --outDir …) and point WEB_DIR at it.
      WEB_DIR: process.env.WEB_DIR ?? '',
    },
  },
});
