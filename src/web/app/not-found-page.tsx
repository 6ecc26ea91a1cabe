import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { useDocumentTitle } from '../ui/page-title.tsx';
import { shellPrimary } from './plain-link-button.ts';

export const NOT_FOUND_TITLE = 'Página no encontrada';

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <main id="contenido" className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-5xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold">No encontramos esta página</h1>
      <p className="text-muted">La dirección puede estar mal escrita o la página ya no existe.</p>
      <Link className={shellPrimary} to={paths.home}>
        Volver al inicio
      </Link>
    </main>
  );
}
