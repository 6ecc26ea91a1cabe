import { Building2, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ManagedProperty, ordenPublicacionSchema } from '../../../domain/properties/properties.schemas.ts';
import { PROPERTY_LIMITS } from '../../../domain/properties/properties.ts';
import { variantUrl } from '../../../domain/shared/images.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import { NUMBER_KINDS } from '../../../domain/shared/typed-number.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { PropertyBadge } from '../../shared/properties/property-badge.tsx';
import { EmailVerificationNotice } from '../../staff/email-verification-notice.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { Pager } from '../../staff/pager.tsx';
import { LoadingRows, QueryView } from '../../staff/query-states.tsx';
import { SampleBadge } from '../../staff/sample-badge.tsx';
import { StaffShell } from '../../staff/staff-shell.tsx';
import { ConfirmDialog } from '../../ui/alert-dialog.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Switch } from '../../ui/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { ADMIN_PAGE_SIZE, MY_PROPERTIES_QUERY_KEY, useAllProperties, useDeleteProperty, useMyProperties, usePublishProperty } from './api.ts';
import { ListingFormDialog } from './listing-form-dialog.tsx';

type Editing = { id: string | null; fallback: ManagedProperty | null } | null;

const ERROR_TITLE = 'No se pudieron cargar las propiedades';

/** `/propiedades/gestion`: own listings for any signed-in user; publishing and order for admins. */
function ManagePage() {
  return (
    <StaffShell
      roles={['usuario']}
      deniedTo={paths.propertiesAccess}
      signOut={{ to: paths.properties, message: 'Sesión cerrada', clearQueries: [MY_PROPERTIES_QUERY_KEY] }}
      showUser={false}
      links={
        <Link to={paths.properties} className="font-semibold text-brand-700">
          ← Ver propiedades publicadas
        </Link>
      }
    >
      <Manage />
    </StaffShell>
  );
}

function Manage() {
  const { user } = useSession();
  const isAdmin = user ? user.roles.includes('admin') : false;
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
  // The server refuses a listing until the address is confirmed (ADR 092): no form to fill in vain.
  const unconfirmed = user ? !user.email_verified : false;

  const list = (query: typeof mine, admin: boolean) => (
    <QueryView
      query={query}
      errorTitle={ERROR_TITLE}
      empty={{ icon: <Building2 />, title: 'Todavía no cargaste propiedades', description: 'Creá tu primera publicación: la revisamos y la publicamos.' }}
      loading={<LoadingRows rows={3} label="Cargando propiedades" />}
    >
      {(page) => (
        <ul className="grid gap-3">
          {page.items.map((p) => (
            <ListingRow key={p.id} listing={p} admin={admin} onEdit={() => setEditing({ id: p.id, fallback: p })} onDelete={() => setDeleting(p)} />
          ))}
        </ul>
      )}
    </QueryView>
  );

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <StaffPageHeader
        title="Mis propiedades"
        description={`Hola, ${user?.name ?? ''}. Las propiedades nuevas quedan sin publicar hasta que un administrador las revise.`}
        actions={
          <Button onClick={() => setEditing({ id: null, fallback: null })} disabled={unconfirmed || ownCount >= PROPERTY_LIMITS.porUsuario}>
            <Plus aria-hidden />
            Nueva propiedad
          </Button>
        }
      />
      <EmailVerificationNotice what="cargar propiedades" />

      {isAdmin ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="mias">Mis propiedades</TabsTrigger>
            <TabsTrigger value="todas">Todas (publicación)</TabsTrigger>
          </TabsList>
          <TabsContent value="mias">{list(mine, true)}</TabsContent>
          <TabsContent value="todas" className="grid gap-3">
            <p className="text-sm text-muted">Las de mayor orden aparecen primero en el sitio.</p>
            {list(all, true)}
            {all.data && <Pager label="propiedades" page={adminPage} pageSize={ADMIN_PAGE_SIZE} total={all.data.total} onPage={setAdminPage} />}
          </TabsContent>
        </Tabs>
      ) : (
        list(mine, false)
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
    </div>
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
          {listing.es_muestra && <SampleBadge />}
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
  // Read as the server reads it (ADR 024): «1.000» is a thousand, «1,5» is refused with its reason.
  const reading = ordenPublicacionSchema.safeParse(orden);
  const ordenNumber = reading.success ? reading.data : undefined;
  const ordenError = reading.success ? undefined : reading.error.issues[0]?.message;
  const switchId = `publicada-${listing.id}`;
  const ordenId = `orden-${listing.id}`;
  const ordenErrorId = `${ordenId}-error`;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex items-center gap-2">
        <Switch
          id={switchId}
          checked={listing.publicada}
          disabled={publish.isPending}
          onCheckedChange={(publicada) => publish.mutate({ id: listing.id, body: { publicada } })}
        />
        {/* Named by its listing: a list of switches all called 'Publicada' says nothing; the
            switch's own pressed state says whether it is published. */}
        <label htmlFor={switchId} className="text-sm">
          Publicar<span className="sr-only"> «{listing.titulo}»</span>
        </label>
      </div>
      <form
        className="flex flex-wrap items-start gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (ordenNumber !== undefined) publish.mutate({ id: listing.id, body: { orden_publicacion: ordenNumber } });
        }}
      >
        <label htmlFor={ordenId} className="flex h-9 items-center text-sm">
          Orden
        </label>
        <NumberInput
          kind={NUMBER_KINDS.whole}
          id={ordenId}
          value={orden}
          onChange={(e) => setOrden(e.target.value)}
          className="w-24 [&_input]:h-9"
          aria-invalid={ordenError ? true : undefined}
          aria-describedby={ordenError ? ordenErrorId : undefined}
        />
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={ordenNumber === undefined || publish.isPending || ordenNumber === listing.orden_publicacion}
        >
          Guardar orden
        </Button>
        {ordenError && (
          <p id={ordenErrorId} className="basis-full text-sm text-danger">
            {ordenError}
          </p>
        )}
      </form>
    </div>
  );
}

export const Component = ManagePage;
