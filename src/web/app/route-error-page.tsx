import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../paths.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { shellOutline, shellPrimary } from './plain-link-button.ts';

/** Error boundary of every route: a Spanish message and a way home, never a stack trace. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main id="contenido" role="alert" className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold">Algo salió mal</h1>
      <p className="text-muted">Ocurrió un error inesperado al mostrar esta página. Probá recargarla o volvé al inicio.</p>
      <div className="flex gap-2">
        <button type="button" className={shellPrimary} onClick={() => window.location.reload()}>
          Recargar
        </button>
        <Link className={shellOutline} to={paths.home}>
          Ir al inicio
        </Link>
      </div>
    </main>
  );
}
