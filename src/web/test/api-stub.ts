import { vi } from 'vitest';

/** One answer of the stubbed API: a status and a JSON body (the real API's shapes). */
export type StubAnswer = { status: number; body?: unknown };
type Handler = (request: { method: string; path: string; body: unknown }) => StubAnswer;

/**
 * Replaces `fetch` with answers keyed by 'METHOD /path' (query string included when given), for
 * components whose server is not in the test. Returns the calls made, in order.
 */
export function stubApi(routes: Record<string, StubAnswer | Handler>): Array<{ method: string; path: string; body: unknown }> {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
    if (!route) throw new Error(`Sin respuesta preparada para ${method} ${path}`);
    const answer = typeof route === 'function' ? route({ method, path, body }) : route;
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}
