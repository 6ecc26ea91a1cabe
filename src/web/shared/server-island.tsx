import { type ComponentType, type MouseEvent, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { serverRendered } from '../lib/preloadable.ts';

/**
 * The markup the server drew inside each island of the page being hydrated, keyed by name: read
 * when this module is first evaluated, which is before hydration (the page's chunk imports it, and
 * app/hydrate-routes.ts loads that chunk before hydrateRoot). Each island takes its own entry once.
 */
const drawnByServer = new Map<string, string>(
  typeof document === 'undefined'
    ? []
    : Array.from(document.querySelectorAll<HTMLElement>('[data-island]'), (element) => [element.dataset.island ?? '', element.innerHTML]),
);

/**
 * A part of a page that only shows data (no state, no handlers of its own) and is drawn on the
 * server only (docs/decisions/130-server-islands.md): on the first visit the browser keeps the
 * server's markup as it is and never downloads the component's code (the land value map's 48
 * outlines, a 12-month chart). After a navigation inside the site there is no such markup: the
 * code then loads on demand and draws the island as any component. Links inside stay in-site
 * navigations either way.
 *
 * Only render an island with data ready (the page shows loading and error states around it): what
 * the server drew is what stays.
 */
export function serverIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const { Component: Drawn } = serverRendered(load);
  function Island(props: P) {
    const [html] = useState(() => drawnByServer.get(name));
    useEffect(() => {
      drawnByServer.delete(name);
    }, []);
    const navigate = useNavigate();
    // The server's links are plain <a>: a click on one navigates inside the app as a <Link> would.
    const followInSite = (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest('a');
      if (!anchor?.href || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    return html === undefined ? (
      // biome-ignore lint/a11y/noStaticElementInteractions: only forwards clicks of the links inside (keyboard activation of a link is a click too).
      // biome-ignore lint/a11y/useKeyWithClickEvents: same.
      <div data-island={name} className="contents" onClick={followInSite}>
        <Suspense fallback={fallback}>
          <Drawn {...props} />
        </Suspense>
      </div>
    ) : (
      // biome-ignore lint/a11y/noStaticElementInteractions: as above.
      // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup this server drew in this document, read back before hydration; nothing from outside.
      <div data-island={name} className="contents" onClick={followInSite} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
    );
  }
  Island.displayName = `ServerIsland(${name})`;
  return Island;
}
