import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

export function RootLayout() {
  // A new page starts at its top, or at the part its address names ('/parcela#precios' from any
  // page's header) — the router's ScrollRestoration costs ~1 kB of the initial budget.
  const { pathname, hash } = useLocation();
  // The first page is the browser's own: it starts at the top or at its hash, and someone who
  // scrolled before the page came to life must not be sent back up by it.
  const arrived = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new pathname is the trigger, not an input.
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) {
      window.scrollTo(0, 0);
      return;
    }
    target.scrollIntoView();
    if (typeof ResizeObserver === 'undefined') return;
    // What sits above the target may still be loading ('/terrenos#oferta' from a result: the plots
    // above it arrive after the page): keep the target in view while the page grows, for 2 s or
    // until the person scrolls themselves.
    const follow = new ResizeObserver(() => target.scrollIntoView());
    follow.observe(document.body);
    const stop = () => follow.disconnect();
    const timer = setTimeout(stop, 2000);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const e of events) window.addEventListener(e, stop, { once: true, passive: true });
    return () => {
      stop();
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, stop);
    };
  }, [pathname]);
  return (
    <>
      {/* Every page's <main> is #contenido: the link passes the header and lands on the page's title. */}
      <a href="#contenido" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Saltar al contenido
      </a>
      <Outlet />
    </>
  );
}
