import { ApiError, CLIENT_ERROR_CODES } from './api.ts';

/**
 * What to tell after a failed call: the server's own Spanish message when it answered (api.ts),
 * else `fallback` — the network error's text would not say what failed.
 */
export function apiMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== CLIENT_ERROR_CODES.network ? error.message : fallback;
}
