import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

/**
 * Sends every request at the same moment and reports the most pooled connections that were busy
 * together while they ran. On PostgreSQL (a pool of several connections, POOL_DEFAULTS in
 * platform/db/client.ts) a peak above one proves the writers really overlapped, so a position
 * lock under test had something to serialise; PGlite runs one query at a time and reports 1.
 */
export async function sendAtOnce(
  t: TestApp,
  requests: Array<InjectOptions & { cookie?: string }>,
): Promise<{ responses: LightMyRequestResponse[]; peakConnections: number }> {
  let peakConnections = t.database.usage ? 0 : 1;
  const sample = () => {
    peakConnections = Math.max(peakConnections, t.database.usage?.().inUse ?? 1);
  };
  const timer = setInterval(sample, 1);
  try {
    const responses = await Promise.all(
      requests.map(async (request) => {
        const response = await t.request(request);
        sample();
        return response;
      }),
    );
    return { responses, peakConnections };
  } finally {
    clearInterval(timer);
  }
}
