import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Demo accounts seeded by the e2e server (demo mode); see src/server/seed/accounts.ts. */
export const DEMO = {
  admin: { username: 'demo.admin', password: 'Demo-Admin-Ombu-2026', email: 'demo.admin@parcela.local' },
  contenido: { username: 'demo.contenido', password: 'Demo-Contenido-Jacaranda-2026' },
  crm: { username: 'demo.crm', password: 'Demo-Crm-Ceibo-2026' },
  fondo: { username: 'demo.fondo', password: 'Demo-Fondo-Tala-2026' },
  tareas: { username: 'demo.tareas', password: 'Demo-Tareas-Tipa-2026' },
  cliente: { username: 'demo.cliente', password: 'Demo-Cliente-Sauce-2026' },
  usuario: { username: 'demo.usuario', password: 'Demo-Usuario-Aromo-2026', email: 'demo.usuario@parcela.local' },
} as const;

/**
 * Until React has taken over a server-drawn page (App marks <html data-hydrated>): a click before
 * that does nothing. The `page` fixture waits on every goto; a page made with browser.newContext()
 * must wait by itself.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/**
 * After a keyboard pick-up: dnd-kit's keyboard sensor starts listening for keys in a timer it sets
 * at the pick-up, so an arrow pressed before that timer runs is lost (CI under load lost one after
 * the pick-up was already announced). A timer set now runs after it: once it has, every key is
 * heard. A person takes far longer than that to press the next key.
 */
export async function keyboardDragListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
}

/** Every test fails when the page logs a console error or throws. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Public pages arrive rendered by the server (docs/decisions/008) and are visible before React
  // takes them over: a navigation is complete once it has (App marks <html data-hydrated>).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const hydrated = () => waitForHydration(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated();
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A violation the page's code catches (zod's eval probe) logs nothing, yet Lighthouse counts it.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
        ),
      );
      await use(errors);
      expect(errors, 'errores en la consola del navegador').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Chromium logs every refused request ("… responded with a status of 401"). A test that provokes
 * some on purpose takes exactly those, in order, so any other console error still fails it.
 */
export function takeRefusedRequests(consoleErrors: string[], statuses: number[]): void {
  expect(consoleErrors).toEqual(statuses.map((s) => expect.stringContaining(`status of ${s}`)));
  consoleErrors.length = 0;
}

let apiClient = 0;

/**
 * Signs in through the API (sharing the page's cookies), for tests whose subject is not the login
 * screen. Each call comes from its own documentation address (TEST-NET-2, through TRUST_PROXY=loopback):
 * the sign-in limits per address are the subject of the API tests, not of these journeys.
 */
export async function signInByApi(page: Page, account: { username: string; password: string }): Promise<void> {
  const baseURL = test.info().project.use.baseURL as string;
  apiClient = (apiClient % 254) + 1;
  const response = await page.request.post('/api/auth/sign-in/username', {
    data: { username: account.username, password: account.password },
    headers: { origin: baseURL, 'x-forwarded-for': `198.51.100.${apiClient}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * axe-core on the current page: no violations of WCAG 2.1 A/AA. Finite animations (a toast or a
 * dialog sliding in) end first: half-transparent mid-fade text would read as low contrast.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1_000))]);
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'violaciones de accesibilidad').toEqual([]);
}

/**
 * Waits until no toast is on screen. Sonner pauses a toast's timer while the pointer is over it, and
 * at 360 px the toasts span the bottom of the screen: a click aimed at a button under them would wait
 * for ever. The pointer moves away first.
 */
export async function waitForToastsToGo(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}
