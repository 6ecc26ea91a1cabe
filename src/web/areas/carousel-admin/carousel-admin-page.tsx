import { ExternalLink, LogOut, TriangleAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { CAROUSEL_MESSAGES, CAROUSEL_TYPE_LABELS, CAROUSEL_TYPES } from '../../../domain/carousel/carousel.ts';
import { RequireRole } from '../../app/require-role.tsx';
import { signOut, useRefreshSession, useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { AddImageForm } from './add-image-form.tsx';
import { useCarouselAdmin } from './api.ts';
import { Gallery } from './gallery.tsx';

/** /parcela/admin: role contenido (or admin); anyone else goes back to /parcela (spec §6). */
export function CarouselAdminPage() {
  return (
    <RequireRole roles={['contenido']} redirectTo={paths.valuation}>
      <CarouselAdmin />
    </RequireRole>
  );
}

function CarouselAdmin() {
  const { user } = useSession();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const list = useCarouselAdmin();

  const onSignOut = async () => {
    try {
      await signOut();
    } catch {
      toast.error('Error', 'No se pudo cerrar la sesión');
      return;
    }
    navigate(paths.firm);
    await refreshSession();
  };

  return (
    <>
      <PageTitle title="Administración de carruseles" />
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <h1 className="text-xl font-semibold sm:text-2xl">Administración de carruseles</h1>
            {user && <p className="text-sm text-muted">Sesión de {user.name}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.firm}>
                <ExternalLink aria-hidden />
                Ver sitio
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={onSignOut}>
              <LogOut aria-hidden />
              Cerrar sesión
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <AddImageForm />
        <div className="grid gap-8">
          {list.isPending ? (
            <div className="grid gap-3" role="status" aria-label="Cargando imágenes">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : list.isError ? (
            <Alert variant="destructive">
              <TriangleAlert aria-hidden />
              <AlertTitle>{CAROUSEL_MESSAGES.loadFailed}</AlertTitle>
              <AlertDescription>
                <Button variant="outline" size="sm" className="mt-2" onClick={() => list.refetch()}>
                  Reintentar
                </Button>
              </AlertDescription>
            </Alert>
          ) : (
            CAROUSEL_TYPES.map((tipo) => <Gallery key={tipo} title={CAROUSEL_TYPE_LABELS[tipo]} items={(list.data ?? []).filter((i) => i.tipo === tipo)} />)
          )}
        </div>
      </main>
    </>
  );
}

export const Component = CarouselAdminPage;
