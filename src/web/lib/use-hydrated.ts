import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server draws the page and while the browser hydrates it; true once React runs
 * it. Forms drawn by the server keep their fields disabled until then (ADR 101, ADR 145).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
