/**
 * What the public pages show that staff (or a listing's owner) can change: the owner of the data
 * says when it changed, and the rendered pages that read it — only those — are dropped (ADR 091).
 * A valuation, a sign-in or a kanban move changes none of it, so it leaves the page cache alone.
 */
export type PublicData = 'barrios' | 'settings' | 'carousel' | 'listings' | 'plots' | 'comments';

export interface PublicDataChanges {
  /** Called by a service after a successful write of public data. */
  changed(what: PublicData): void;
  /** The page cache and the services' own caches listen here. */
  subscribe(listener: (what: PublicData) => void): void;
}

export function createPublicDataChanges(): PublicDataChanges {
  const listeners: Array<(what: PublicData) => void> = [];
  return {
    changed(what) {
      for (const listener of listeners) listener(what);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
  };
}

/** For a service built where nothing caches public pages (a test of the service alone, the CLI). */
export const UNWATCHED: PublicDataChanges = { changed: () => {}, subscribe: () => {} };

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/**
 * `service` with each of `writes` announcing `what` once it has succeeded (a refused or failed
 * write changes nothing). Written once here rather than a call at every return of every method.
 */
export function announcingWrites<T extends Record<K, AsyncMethod>, K extends keyof T>(
  service: T,
  writes: readonly K[],
  changes: PublicDataChanges,
  what: PublicData,
): T {
  const wrapped = { ...service };
  for (const name of writes) {
    const write = service[name];
    wrapped[name] = (async (...args: Parameters<typeof write>) => {
      const result = await write(...args);
      changes.changed(what);
      return result;
    }) as T[K];
  }
  return wrapped;
}
