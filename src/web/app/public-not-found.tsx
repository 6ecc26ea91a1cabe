import { Link } from 'react-router';
import { publicSettingsQueryOptions } from '../lib/public-settings.ts';
import { paths } from '../paths.ts';
import type { PageHandle } from '../shared/page-handle.ts';
import { PublicFooter, PublicHeader } from '../shared/public-site-chrome.tsx';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, NotFoundPage } from './not-found-page.tsx';

/** Where a lost visitor most likely wanted to go: the site's main pages. */
const MAIN_PAGES = [
  { to: paths.home, label: 'Valores de terrenos por barrio' },
  { to: paths.valuation, label: 'Calculá el valor de tu terreno' },
  { to: paths.properties, label: 'Propiedades en venta' },
  { to: paths.land, label: 'Terrenos: inversores y propietarios' },
  { to: paths.firm, label: 'La empresa' },
] as const;

/** Any unknown address: the site's header and footer around the 404, answered with status 404 by the server. */
function PublicNotFound() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PublicHeader />
      <NotFoundPage>
        <nav aria-labelledby="paginas-principales" className="mt-4 w-full">
          <h2 id="paginas-principales" className="text-sm font-semibold text-muted">
            Quizás buscabas
          </h2>
          <ul className="mt-2 grid gap-1">
            {MAIN_PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4">
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </NotFoundPage>
      <PublicFooter />
    </div>
  );
}

export const Component = PublicNotFound;

export const handle: PageHandle = {
  status: 404,
  // The footer's contact data, drawn by the server.
  queries: () => [publicSettingsQueryOptions()],
  meta: () => ({ title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION, noindex: true }),
};
