import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createUsersService } from '../areas/accounts/users.service.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from './accounts.ts';
import { seedOnStart } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_ACCOUNTS: '1' });
});
afterAll(() => t.close());

const demoAdmin = DEMO_ACCOUNTS.find((d) => d.roles.includes('admin'));
const signIn = (app: TestApp['app']) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/username',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: '10.9.8.7',
    payload: { username: demoAdmin?.username, password: demoAdmin?.password },
  });

it('lists demo accounts and lets them sign in only while DEMO_ACCOUNTS=1; a start without it deactivates them and ends their sessions', async () => {
  await ensureDemoAccounts(t.database.db, createUsersService({ db: t.database.db, auth: t.app.auth }));
  expect((await t.request({ method: 'GET', url: '/api/demo/cuentas' })).statusCode).toBe(200);
  const signedIn = await signIn(t.app);
  expect(signedIn.statusCode).toBe(200);
  const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user.username).toBe(demoAdmin?.username);
  expect((await t.request({ method: 'GET', url: '/api/me' })).json().demo_accounts).toBe(true);

  // The same data, started again without the flag (as `npm start` does by default).
  const config = { ...t.app.config, demoAccounts: false };
  await seedOnStart(t.database.db, { ...config, demo: false });
  const restarted = await buildApp({ config, database: t.database });
  try {
    expect((await restarted.inject({ method: 'GET', url: '/api/demo/cuentas' })).statusCode).toBe(404);
    expect((await signIn(restarted)).statusCode).toBe(401);
    const me = (await restarted.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
    expect(me.user).toBeNull();
    expect(me.demo_accounts).toBe(false);
  } finally {
    await restarted.close();
  }
});
