import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

export function RootLayout() {
  // A new page starts at its top, or at the part its address names ('/parcela#precios' from any
  // page's header) — the router's ScrollRestoration costs ~1 kB of the initial budget.
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new pathname is the trigger, not an input.
  useEffect(() => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
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
