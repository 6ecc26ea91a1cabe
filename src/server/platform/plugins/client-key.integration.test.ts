import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersService } from '../../areas/accounts/users.service.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

/**
 * Every limit counts an IPv6 client by its /64 (client-key.ts): behind a proxy (TRUST_PROXY=127.0.0.1),
 * the addresses of one /64 in X-Forwarded-For share one count, as one address does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  await createUsersService({ db: t.database.db, auth: t.app.auth }).add({
    username: 'vecina',
    email: 'vecina@prueba.example',
    password: TEST_PASSWORD,
    roles: ['usuario'],
  });
});
afterAll(() => t.close());

/** The proxy (127.0.0.1) forwards the client's address. */
const from = (address: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': address } });
const comment = (address: string, i: number) =>
  t.request({
    method: 'POST',
    url: '/api/comentarios',
    payload: { barrio_nombre: 'Palermo', autor_nombre: 'Ana', autor_email: '', comentario: `Comentario ${i}` },
    ...from(address),
  });

describe('limits by /64 behind a proxy', () => {
  it('six comments from six addresses of one /64: the sixth is refused, like six from one address', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 6; i++) codes.push((await comment(`2001:db8:77:1:${i}::${i}`, i)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    // The next /64 is another subscriber; an IPv4-mapped address is its IPv4 client.
    expect((await comment('2001:db8:77:2::1', 7)).statusCode).toBe(201);
    const mapped: number[] = [];
    for (let i = 1; i <= 6; i++) mapped.push((await comment(i % 2 ? '203.0.113.50' : '::ffff:203.0.113.50', 10 + i)).statusCode);
    expect(mapped).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('sign-in guesses from one /64 share the address limit', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/username',
        // Another account name each time: only the address limit can refuse.
        payload: { username: `nadie${i}`, password: `Adivinanza-${i}-2026` },
        ...from(`2001:db8:88:1:${i}::1`),
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('likes from one /64 count as one address', async () => {
    const created = await comment('198.51.100.9', 99);
    const id = created.json().id as string;
    const codes: number[] = [];
    for (let i = 1; i <= 7; i++) {
      // A new visitor each time (no cookie kept), as an attacker would send.
      const response = await t.request({ method: 'GET', url: '/api/comentarios?barrio=Palermo', ...from(`2001:db8:99:1::${i}`) });
      const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const like = await t.request({ method: 'POST', url: `/api/comentarios/${id}/like`, cookie, ...from(`2001:db8:99:1::${i}`) });
      codes.push(like.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.slice(5).every((c) => c !== 200)).toBe(true);
  });
});
