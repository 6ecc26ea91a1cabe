import type { stubApi } from './api-stub.ts';

/** What the screen asked the stubbed API to change: every call but the reads, in order. */
export function changesSent(calls: ReturnType<typeof stubApi>): Array<{ method: string; path: string; body: unknown }> {
  return calls.filter((c) => c.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
}
