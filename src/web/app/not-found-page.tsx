import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { useDocumentTitle } from '../ui/page-title.tsx';
import { shellPrimary } from './plain-link-button.ts';

export const NOT_FOUND_TITLE = 'Página no encontrada';
export const NOT_FOUND_DESCRIPTION = 'La dirección puede estar mal escrita o la página ya no existe.';

/** The 404's message; `children` below it (public-not-found.tsx adds the main pages, in its own chunk: this one is in the entry's). */
export function NotFoundPage({ children }: { children?: ReactNode }) {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <main id="contenido" className="mx-auto flex min-h-[60vh] w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <p className="text-5xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold">No encontramos esta página</h1>
      <p className="text-muted">{NOT_FOUND_DESCRIPTION}</p>
      <Link className={shellPrimary} to={paths.home}>
        Volver al inicio
      </Link>
      {children}
    </main>
  );
}
