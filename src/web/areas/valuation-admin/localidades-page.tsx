import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LocalidadAdmin } from '../../../domain/valuation-admin/responses.ts';
import { ADMIN_MESSAGES, type LocalidadCreate, localidadCreateSchema } from '../../../domain/valuation-admin/schemas.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { dialogOnOpen } from '../../staff/dialog-on-open.tsx';
import { showFieldError } from '../../staff/field-errors.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Switch } from '../../ui/switch.tsx';
import { toast } from '../../ui/toast.tsx';
import { ADMIN_ROLES, localidadesRead, useCreateLocalidad, useLocalidades, useUpdateLocalidad } from './api.ts';
import { PAGE_NAMES, pageTitle } from './pages.ts';

// The rename dialog travels in its own chunk, fetched when a pointer or the keyboard reaches an
// «Editar»: the list's first visit does not wait for it.
const { Dialog: RenameDialog, preload: preloadRenameDialog } = dialogOnOpen(() => import('./localidad-rename-dialog.tsx').then((m) => m.RenameDialog));

/** Localidades: create, rename, activate/deactivate (an inactive one leaves the public calculator). */
function LocalidadesPage() {
  const localidades = useLocalidades();
  const update = useUpdateLocalidad();
  const [editing, setEditing] = useState<LocalidadAdmin | null>(null);

  const columns: ReadonlyArray<Column<LocalidadAdmin>> = [
    { header: 'Nombre', cell: (l) => l.nombre, className: 'font-medium', card: 'title' },
    { header: 'Barrios', cell: (l) => l.cantidad_barrios, className: 'text-right' },
    {
      header: 'Estado',
      cell: (l) => (
        <div className="flex items-center gap-2">
          <Switch
            checked={l.activo}
            aria-label={`Activa: ${l.nombre}`}
            disabled={update.isPending && update.variables?.id === l.id}
            onCheckedChange={(activo) =>
              update.mutate(
                { id: l.id, activo },
                { onSuccess: () => toast.success(ADMIN_MESSAGES.success, activo ? 'Localidad activada' : 'Localidad desactivada') },
              )
            }
          />
          <Badge variant={l.activo ? 'success' : 'outline'}>{l.activo ? 'Activa' : 'Inactiva'}</Badge>
        </div>
      ),
    },
    {
      header: 'Acciones',
      card: 'actions',
      className: 'text-right',
      cell: (l) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Editar ${l.nombre}`}
          onClick={() => setEditing(l)}
          onPointerEnter={() => void preloadRenameDialog()}
          onFocus={() => void preloadRenameDialog()}
        >
          <Pencil aria-hidden />
          Editar
        </Button>
      ),
    },
  ];

  return (
    <>
      <StaffPageHeader title={PAGE_NAMES.localidades} description="Las localidades inactivas no aparecen en la calculadora pública." />
      <NewLocalidadForm />
      <Card className="mt-6 py-5">
        <CardContent>
          <QueryView
            query={localidades}
            errorTitle="No se pudieron cargar las localidades"
            empty={{ icon: <Building2 />, title: 'Todavía no hay localidades' }}
          >
            {(rows) => <DataTable label="Localidades" rows={rows} rowKey={(l) => l.id} columns={columns} />}
          </QueryView>
        </CardContent>
      </Card>
      {editing && <RenameDialog localidad={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function NewLocalidadForm() {
  const create = useCreateLocalidad();
  const form = useForm<LocalidadCreate>({ resolver: zodResolver(localidadCreateSchema), defaultValues: { nombre: '' } });
  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => {
        form.reset();
        toast.success(ADMIN_MESSAGES.success, 'Localidad creada');
      },
      (error) => showFieldError(form, error),
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Nueva localidad</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field label="Nombre de la localidad" error={form.formState.errors.nombre?.message} required className="flex-1">
            <Input autoComplete="off" {...form.register('nombre')} />
          </Field>
          <Button type="submit" loading={create.isPending} className="sm:mt-6">
            Agregar localidad
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export const Component = LocalidadesPage;
export const handle = staffScreen(ADMIN_ROLES, pageTitle('localidades'), () => [localidadesRead()]);
