import { zodResolver } from '@hookform/resolvers/zod';
import { History, MapPin, TableProperties } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDate } from '../../../domain/shared/date-format.ts';
import { NUMBER_KINDS } from '../../../domain/shared/typed-number.ts';
import type { BarrioAdmin } from '../../../domain/valuation-admin/responses.ts';
import {
  ADMIN_MESSAGES,
  BARRIO_VALUE_MAX,
  BARRIO_VALUE_MIN,
  type BarrioCreate,
  type BarrioCreateInput,
  barrioCreateSchema,
} from '../../../domain/valuation-admin/schemas.ts';
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
import { NamedOptions } from '../../ui/named-options.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { toast } from '../../ui/toast.tsx';
import { ADMIN_ROLES, barriosRead, localidadesRead, useBarrios, useCreateBarrio, useLocalidades, useUpdateBarrio } from './api.ts';
import { usdPerM2 } from './barrio-values.ts';
import { PAGE_NAMES, pageTitle } from './pages.ts';

// The dialogs travel in their own chunks, fetched when a pointer or the keyboard reaches their
// button: the list's first visit does not wait for them (ADR 146).
const { Dialog: ValueDialog, preload: preloadValueDialog } = dialogOnOpen(() => import('./barrio-value-dialog.tsx').then((m) => m.ValueDialog));
const { Dialog: BarrioBulkDialog, preload: preloadBulkDialog } = dialogOnOpen(() => import('./barrio-bulk-dialog.tsx').then((m) => m.BarrioBulkDialog));

/** Barrios: create, activate/deactivate, change the incidence value (dated, with history). */
function BarriosPage() {
  const barrios = useBarrios();
  const localidades = useLocalidades();
  const update = useUpdateBarrio();
  const [localidadFilter, setLocalidadFilter] = useState('');
  const [editingValue, setEditingValue] = useState<BarrioAdmin | null>(null);
  const [bulk, setBulk] = useState(false);

  const columns: ReadonlyArray<Column<BarrioAdmin>> = [
    { header: 'Barrio', cell: (b) => b.nombre, className: 'font-medium', card: 'title' },
    { header: 'Localidad', cell: (b) => b.localidad_nombre },
    { header: 'USD/m²', cell: (b) => usdPerM2(b.valor_incidencia_usd_m2), className: 'whitespace-nowrap text-right' },
    { header: 'Actualizado', cell: (b) => formatDate(b.valor_actualizado_at), className: 'whitespace-nowrap' },
    {
      header: 'Estado',
      cell: (b) => (
        <div className="flex items-center gap-2">
          <Switch
            checked={b.activo}
            aria-label={`Activo: ${b.nombre} (${b.localidad_nombre})`}
            disabled={update.isPending && update.variables?.id === b.id}
            onCheckedChange={(activo) =>
              update.mutate({ id: b.id, activo }, { onSuccess: () => toast.success(ADMIN_MESSAGES.success, activo ? 'Barrio activado' : 'Barrio desactivado') })
            }
          />
          <Badge variant={b.activo ? 'success' : 'outline'}>{b.activo ? 'Activo' : 'Inactivo'}</Badge>
        </div>
      ),
    },
    {
      header: 'Acciones',
      card: 'actions',
      className: 'text-right',
      cell: (b) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Cambiar valor de ${b.nombre}`}
          onClick={() => setEditingValue(b)}
          onPointerEnter={() => void preloadValueDialog()}
          onFocus={() => void preloadValueDialog()}
        >
          <History aria-hidden />
          Valor
        </Button>
      ),
    },
  ];

  return (
    <>
      <StaffPageHeader
        title={PAGE_NAMES.barrios}
        description="Valor de incidencia en USD por m². Los barrios inactivos no aparecen en la calculadora pública."
        actions={
          <Button variant="outline" onClick={() => setBulk(true)} onPointerEnter={() => void preloadBulkDialog()} onFocus={() => void preloadBulkDialog()}>
            <TableProperties aria-hidden />
            Actualizar valores en bloque
          </Button>
        }
      />
      {bulk && <BarrioBulkDialog onClose={() => setBulk(false)} />}
      <NewBarrioForm />
      <Card className="mt-6">
        <div className="flex flex-wrap items-end justify-between gap-3 px-5">
          <h2 className="text-lg font-semibold">Listado</h2>
          <Field label="Filtrar por localidad" className="w-full sm:w-64">
            <NativeSelect value={localidadFilter} onChange={(e) => setLocalidadFilter(e.target.value)}>
              <option value="">Todas</option>
              <NamedOptions items={localidades.data} />
            </NativeSelect>
          </Field>
        </div>
        <CardContent>
          <QueryView
            query={barrios}
            errorTitle="No se pudieron cargar los datos"
            empty={{ icon: <MapPin />, title: 'No hay barrios para mostrar' }}
            isEmpty={(all) => !all.some((b) => !localidadFilter || b.localidad_id === localidadFilter)}
          >
            {(all) => (
              <DataTable
                label="Barrios"
                rows={all.filter((b) => !localidadFilter || b.localidad_id === localidadFilter)}
                rowKey={(b) => b.id}
                columns={columns}
              />
            )}
          </QueryView>
        </CardContent>
      </Card>
      {editingValue && <ValueDialog barrio={editingValue} onClose={() => setEditingValue(null)} />}
    </>
  );
}

function NewBarrioForm() {
  const localidades = useLocalidades();
  const create = useCreateBarrio();
  const form = useForm<BarrioCreateInput, unknown, BarrioCreate>({
    resolver: zodResolver(barrioCreateSchema),
    defaultValues: { nombre: '', localidad_id: '', valor_incidencia_usd_m2: '' },
  });
  const { errors } = form.formState;
  // A reset writes the inputs without a change event: a new value input drops the last one's «= …» line.
  const [created, setCreated] = useState(0);
  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => {
        form.reset({ nombre: '', localidad_id: values.localidad_id, valor_incidencia_usd_m2: '' });
        setCreated((n) => n + 1);
        toast.success(ADMIN_MESSAGES.success, 'Barrio creado');
      },
      (error) => showFieldError(form, error),
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Nuevo barrio</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_1fr_16rem_auto] sm:items-start">
          <Field label="Nombre del barrio" error={errors.nombre?.message} required>
            <Input autoComplete="off" {...form.register('nombre')} />
          </Field>
          <Field label="Localidad" error={errors.localidad_id?.message} required>
            <NativeSelect {...form.register('localidad_id')}>
              <option value="">Elegí una localidad</option>
              {localidades.data
                ?.filter((l) => l.activo)
                .map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.nombre}
                  </option>
                ))}
            </NativeSelect>
          </Field>
          <Field label="Valor USD/m²" error={errors.valor_incidencia_usd_m2?.message} description={`Entre ${BARRIO_VALUE_MIN} y ${BARRIO_VALUE_MAX}`} required>
            <NumberInput key={created} kind={NUMBER_KINDS.money} {...form.register('valor_incidencia_usd_m2')} />
          </Field>
          <Button type="submit" loading={create.isPending} className="sm:mt-6">
            Agregar barrio
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export const Component = BarriosPage;
export const handle = staffScreen(ADMIN_ROLES, pageTitle('barrios'), () => [barriosRead(), localidadesRead()]);
