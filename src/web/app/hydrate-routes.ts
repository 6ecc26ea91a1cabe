import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes the current address matches, before hydrating: the first
 * client render must be the page the server rendered, not the router's empty fallback.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const { Component, ErrorBoundary, handle } = (await route.lazy()) as Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'handle'>;
      Object.assign(route, { lazy: undefined, Component, ErrorBoundary, ...(handle === undefined ? {} : { handle }) });
    }),
  );
}
