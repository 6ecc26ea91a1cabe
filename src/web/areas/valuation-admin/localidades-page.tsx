import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LocalidadAdmin } from '../../../domain/valuation-admin/responses.ts';
import { ADMIN_MESSAGES, type LocalidadCreate, localidadCreateSchema } from '../../../domain/valuation-admin/schemas.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Switch } from '../../ui/switch.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table.tsx';
import { toast } from '../../ui/toast.tsx';
import { AdminPageHeader, RowsSkeleton } from './admin-ui.tsx';
import { useCreateLocalidad, useLocalidades, useUpdateLocalidad } from './api.ts';
import { FormDialog } from './form-dialog.tsx';

/** Localidades: create, rename, activate/deactivate (an inactive one leaves the public calculator). */
export function LocalidadesPage() {
  const localidades = useLocalidades();
  const update = useUpdateLocalidad();
  const [editing, setEditing] = useState<LocalidadAdmin | null>(null);

  return (
    <>
      <AdminPageHeader title="Localidades" description="Las localidades inactivas no aparecen en la calculadora pública." />
      <NewLocalidadForm />
      <Card className="mt-6 py-0">
        {localidades.isPending ? (
          <CardContent className="py-5">
            <RowsSkeleton />
          </CardContent>
        ) : !localidades.data?.length ? (
          <EmptyState
            icon={<Building2 />}
            title={localidades.isError ? 'No se pudieron cargar las localidades' : 'Todavía no hay localidades'}
            className="m-5"
          />
        ) : (
          <Table aria-label="Localidades">
            <TableHeader>
              <TableRow>
                <TableHead>Nombre</TableHead>
                <TableHead className="text-right">Barrios</TableHead>
                <TableHead>Estado</TableHead>
                <TableHead>
                  <span className="sr-only">Acciones</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {localidades.data.map((l) => (
                <TableRow key={l.id}>
                  <TableCell className="font-medium">{l.nombre}</TableCell>
                  <TableCell className="text-right">{l.cantidad_barrios}</TableCell>
                  <TableCell>
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
                  </TableCell>
                  <TableCell className="text-right">
                    <Button variant="ghost" size="sm" aria-label={`Editar ${l.nombre}`} onClick={() => setEditing(l)}>
                      <Pencil aria-hidden />
                      Editar
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {editing && <RenameDialog localidad={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function NewLocalidadForm() {
  const create = useCreateLocalidad();
  const form = useForm<LocalidadCreate>({ resolver: zodResolver(localidadCreateSchema), defaultValues: { nombre: '' } });
  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync(values.nombre).then(
      () => {
        form.reset();
        toast.success(ADMIN_MESSAGES.success, 'Localidad creada');
      },
      () => undefined,
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

function RenameDialog({ localidad, onClose }: { localidad: LocalidadAdmin; onClose: () => void }) {
  const update = useUpdateLocalidad();
  const form = useForm<LocalidadCreate>({ resolver: zodResolver(localidadCreateSchema), defaultValues: { nombre: localidad.nombre } });
  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync({ id: localidad.id, nombre: values.nombre }).then(
      () => {
        toast.success(ADMIN_MESSAGES.success, 'Localidad actualizada');
        onClose();
      },
      () => undefined,
    ),
  );
  return (
    <FormDialog
      title="Editar localidad"
      description={`Cambiá el nombre de ${localidad.nombre}.`}
      submitLabel="Guardar"
      pending={update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Field label="Nombre" error={form.formState.errors.nombre?.message} required>
        <Input autoComplete="off" {...form.register('nombre')} />
      </Field>
    </FormDialog>
  );
}

export const Component = LocalidadesPage;
