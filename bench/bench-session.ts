import type { FastifyInstance } from 'fastify';

/**
 * Puts a bench's app on a local port and signs `account` in over HTTP, as the browser would:
 * the address, the headers every call sends (the trusted Origin) and the session cookie.
 */
export async function listenSignedIn(app: FastifyInstance, publicUrl: string, account: { username: string; password: string }) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const headers = { origin: publicUrl };
  const signIn = await fetch(`${base}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { base, headers, cookie };
}
