/**
 * Debian's Chromium, the one browser the e2e tests and the Lighthouse bench drive (never a
 * downloaded one), and the flags it runs with on these machines (docs/stack-notes.md §8).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
