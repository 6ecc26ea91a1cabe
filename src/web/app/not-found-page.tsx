import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { useDocumentTitle } from '../ui/page-title.tsx';
import { shellPrimary } from './plain-link-button.ts';

export const NOT_FOUND_TITLE = 'Página no encontrada';
export const NOT_FOUND_DESCRIPTION = 'La dirección puede estar mal escrita o la página ya no existe.';

/** Where a lost visitor most likely wanted to go: the site's main pages. */
const MAIN_PAGES = [
  { to: paths.home, label: 'Valores de terrenos por barrio' },
  { to: paths.valuation, label: 'Calculá el valor de tu terreno' },
  { to: paths.properties, label: 'Propiedades en venta' },
  { to: paths.land, label: 'Terrenos: inversores y propietarios' },
  { to: paths.firm, label: 'La empresa' },
] as const;

/** The 404's message and the main pages (public-not-found.tsx puts the site's header and footer around it). */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <main id="contenido" className="mx-auto flex min-h-[60vh] w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <p className="text-5xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold">No encontramos esta página</h1>
      <p className="text-muted">{NOT_FOUND_DESCRIPTION}</p>
      <Link className={shellPrimary} to={paths.home}>
        Volver al inicio
      </Link>
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
    </main>
  );
}
