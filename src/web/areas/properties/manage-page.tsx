import { Building2, LogOut, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ManagedProperty } from '../../../domain/properties/properties.ts';
import { PROPERTY_LIMITS } from '../../../domain/properties/properties.ts';
import { variantUrl } from '../../../domain/shared/images.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import { RequireRole } from '../../app/require-role.tsx';
import { signOut, useRefreshSession, useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { PropertyBadge } from '../../shared/properties/property-badge.tsx';
import { ConfirmDialog } from '../../ui/alert-dialog.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Input } from '../../ui/input.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Switch } from '../../ui/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { toast } from '../../ui/toast.tsx';
import { ADMIN_PAGE_SIZE, useAllProperties, useDeleteProperty, useMyProperties, usePublishProperty } from './api.ts';
import { ListingFormDialog } from './listing-form-dialog.tsx';

type Editing = { id: string | null; fallback: ManagedProperty | null } | null;

/** `/propiedades/gestion`: own listings for any signed-in user; publishing and order for admins. */
export function ManagePage() {
  return (
    <RequireRole roles={['usuario']} redirectTo={paths.propertiesAccess}>
      <Manage />
    </RequireRole>
  );
}

function Manage() {
  const { user } = useSession();
  const isAdmin = user ? user.roles.includes('admin') : false;
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const mine = useMyProperties();
  const [adminPage, setAdminPage] = useState(1);
  const [tab, setTab] = useState('mias');
  const all = useAllProperties(adminPage, isAdmin && tab === 'todas');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ManagedProperty | null>(null);
  const del = useDeleteProperty();

  const known = [...(mine.data?.items ?? []), ...(all.data?.items ?? [])];
  const editingListing = editing?.id ? (known.find((p) => p.id === editing.id) ?? editing.fallback) : null;
  const ownCount = mine.data?.total ?? 0;

  const onSignOut = async () => {
    try {
      await signOut();
      await refresh();
      toast.success('Sesión cerrada');
      navigate(paths.properties);
    } catch {
      toast.error('Error', 'No se pudo cerrar la sesión');
    }
  };

  const list = (items: ManagedProperty[] | undefined, pending: boolean, admin: boolean) => {
    if (pending) return <Skeleton role="status" className="h-40" aria-label="Cargando propiedades" />;
    if (!items || items.length === 0)
      return (
        <EmptyState icon={<Building2 />} title="Todavía no cargaste propiedades" description="Creá tu primera publicación: la revisamos y la publicamos." />
      );
    return (
      <ul className="grid gap-3">
        {items.map((p) => (
          <ListingRow key={p.id} listing={p} admin={admin} onEdit={() => setEditing({ id: p.id, fallback: p })} onDelete={() => setDeleting(p)} />
        ))}
      </ul>
    );
  };

  return (
    <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <PageTitle title="Mis propiedades" />
      <nav aria-label="Navegación" className="flex flex-wrap items-center justify-between gap-3">
        <Link to={paths.properties} className="font-semibold text-brand-700">
          ← Ver propiedades publicadas
        </Link>
        <Button variant="ghost" onClick={onSignOut}>
          <LogOut aria-hidden />
          Cerrar sesión
        </Button>
      </nav>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Mis propiedades</h1>
          <p className="text-muted">Hola, {user?.name}. Las propiedades nuevas quedan sin publicar hasta que un administrador las revise.</p>
        </div>
        <Button onClick={() => setEditing({ id: null, fallback: null })} disabled={ownCount >= PROPERTY_LIMITS.porUsuario}>
          <Plus aria-hidden />
          Nueva propiedad
        </Button>
      </header>

      {isAdmin ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="mias">Mis propiedades</TabsTrigger>
            <TabsTrigger value="todas">Todas (publicación)</TabsTrigger>
          </TabsList>
          <TabsContent value="mias">{list(mine.data?.items, mine.isPending, true)}</TabsContent>
          <TabsContent value="todas" className="grid gap-3">
            <p className="text-sm text-muted">Las de mayor orden aparecen primero en el sitio.</p>
            {list(all.data?.items, all.isPending, true)}
            {all.data && all.data.total > ADMIN_PAGE_SIZE && (
              <div className="flex items-center justify-center gap-3">
                <Button variant="outline" disabled={adminPage === 1} onClick={() => setAdminPage((p) => p - 1)}>
                  Anterior
                </Button>
                <span className="text-sm text-muted">
                  Página {adminPage} de {Math.ceil(all.data.total / ADMIN_PAGE_SIZE)}
                </span>
                <Button variant="outline" disabled={adminPage * ADMIN_PAGE_SIZE >= all.data.total} onClick={() => setAdminPage((p) => p + 1)}>
                  Siguiente
                </Button>
              </div>
            )}
          </TabsContent>
        </Tabs>
      ) : (
        list(mine.data?.items, mine.isPending, false)
      )}

      <ListingFormDialog
        open={editing !== null}
        listing={editingListing}
        onOpenChange={(open) => !open && setEditing(null)}
        onCreated={(p) => setEditing({ id: p.id, fallback: p })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="¿Eliminar esta propiedad?"
        description={`«${deleting?.titulo}» y sus imágenes se eliminan definitivamente.`}
        confirmLabel="Eliminar"
        onConfirm={() => deleting && del.mutate(deleting.id)}
      />
    </main>
  );
}

function ListingRow({ listing, admin, onEdit, onDelete }: { listing: ManagedProperty; admin: boolean; onEdit: () => void; onDelete: () => void }) {
  const image = listing.imagenes[0];
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[6rem_1fr_auto] sm:items-center">
      <div className="hidden aspect-square overflow-hidden rounded bg-surface sm:block">
        {image && (
          <img src={variantUrl(image.url, image.anchos[0] ?? image.ancho)} alt="" width={image.ancho} height={image.alto} className="size-full object-cover" />
        )}
      </div>
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold">{listing.titulo}</h2>
          {listing.publicada ? <Badge variant="success">Publicada</Badge> : <Badge variant="warning">Sin publicar</Badge>}
          <PropertyBadge text={listing.badge} color={listing.badge_color} />
        </div>
        <p className="text-sm text-muted">
          {listing.tipo} · {listing.barrio} · {listing.precio_venta === null ? 'Sin precio' : formatUsd(listing.precio_venta)} · {listing.imagenes.length}{' '}
          {listing.imagenes.length === 1 ? 'imagen' : 'imágenes'}
          {admin && !listing.es_propia && listing.propietario_nombre && <> · de {listing.propietario_nombre}</>}
        </p>
        {admin && <PublicationControls listing={listing} />}
      </div>
      <div className="flex gap-2 sm:flex-col">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${listing.titulo}`}>
          <Pencil aria-hidden />
          Editar
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Eliminar ${listing.titulo}`} className="text-danger">
          <Trash2 aria-hidden />
          Eliminar
        </Button>
      </div>
    </li>
  );
}

function PublicationControls({ listing }: { listing: ManagedProperty }) {
  const publish = usePublishProperty();
  const [orden, setOrden] = useState(String(listing.orden_publicacion));
  const ordenNumber = Number(orden);
  const ordenValid = orden.trim() !== '' && Number.isInteger(ordenNumber) && ordenNumber >= 0 && ordenNumber <= PROPERTY_LIMITS.ordenMax;
  const switchId = `publicada-${listing.id}`;
  const ordenId = `orden-${listing.id}`;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex items-center gap-2">
        <Switch
          id={switchId}
          checked={listing.publicada}
          disabled={publish.isPending}
          onCheckedChange={(publicada) => publish.mutate({ id: listing.id, body: { publicada } })}
        />
        <label htmlFor={switchId} className="text-sm">
          Publicada
        </label>
      </div>
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (ordenValid) publish.mutate({ id: listing.id, body: { orden_publicacion: ordenNumber } });
        }}
      >
        <label htmlFor={ordenId} className="text-sm">
          Orden
        </label>
        <Input
          id={ordenId}
          inputMode="numeric"
          value={orden}
          onChange={(e) => setOrden(e.target.value)}
          className="h-9 w-24"
          aria-invalid={!ordenValid || undefined}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={!ordenValid || publish.isPending || ordenNumber === listing.orden_publicacion}>
          Guardar orden
        </Button>
      </form>
    </div>
  );
}

export const Component = ManagePage;
