import { ArrowDown, ArrowUp, LandPlot, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fundingProgress, LAND_MESSAGES, type Plot } from '../../../domain/fund/land.ts';
import { variantUrl } from '../../../domain/shared/images.ts';
import { formatNumber, formatUsd } from '../../../domain/shared/money.ts';
import { QueryView } from '../../staff/query-states.tsx';
import { ConfirmDialog } from '../../ui/alert-dialog.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { FactGrid } from '../../ui/fact-grid.tsx';
import { Progress } from '../../ui/progress.tsx';
import { Switch } from '../../ui/switch.tsx';
import { useDeletePlot, useFundPlots, usePatchPlot } from './api.ts';

const PlotFormDialog = lazy(() => import('./plot-form-dialog.tsx').then((m) => ({ default: m.PlotFormDialog })));

type Editing = { mode: 'new' } | { mode: 'edit'; id: string } | null;
const moveButtonId = (id: string, direction: 'up' | 'down') => `mover-${direction}-${id}`;

/** Terrenos: cards by orden with the fund's figures; create, edit, reorder (buttons), show/hide, delete. */
export function PlotsTab() {
  const query = useFundPlots();
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refocus, setRefocus] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  const patch = usePatchPlot();
  const remove = useDeletePlot();
  const plots = query.data;

  // A moved card is re-inserted in the list, which drops the focus: give it back to its button (or the other one at an end).
  useEffect(() => {
    if (!refocus || patch.isPending) return;
    const other = refocus.direction === 'up' ? 'down' : 'up';
    const button = document.getElementById(moveButtonId(refocus.id, refocus.direction)) as HTMLButtonElement | null;
    (button && !button.disabled ? button : document.getElementById(moveButtonId(refocus.id, other)))?.focus();
    setRefocus(null);
  }, [refocus, patch.isPending]);

  function move(plot: Plot, direction: 'up' | 'down') {
    const orden = direction === 'up' ? plot.orden - 1 : plot.orden + 1;
    patch.mutate(
      { id: plot.id, change: { orden } },
      {
        onSuccess: () => {
          setAnnouncement(`${plot.titulo}: posición ${orden} de ${plots?.length ?? orden}.`);
          setRefocus({ id: plot.id, direction });
        },
      },
    );
  }

  const editedPlot = editing?.mode === 'edit' ? plots?.find((p) => p.id === editing.id) : undefined;

  return (
    <section aria-labelledby="terrenos-titulo" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="terrenos-titulo" className="text-lg font-semibold">
          Terrenos{plots ? ` (${plots.length})` : ''}
        </h2>
        <Button onClick={() => setEditing({ mode: 'new' })}>
          <Plus aria-hidden />
          Nuevo Terreno
        </Button>
      </div>
      <QueryView
        query={query}
        errorTitle="No se pudieron cargar los terrenos"
        empty={{ icon: <LandPlot />, title: 'No hay terrenos cargados', description: 'Agregá el primero con “Nuevo Terreno”.' }}
      >
        {(list) => (
          <ol aria-label="Terrenos por orden" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((plot, index) => (
              <PlotCard
                key={plot.id}
                plot={plot}
                first={index === 0}
                last={index === list.length - 1}
                busy={patch.isPending}
                onMove={(direction) => move(plot, direction)}
                onToggle={(activo) => patch.mutate({ id: plot.id, change: { activo } })}
                onEdit={() => setEditing({ mode: 'edit', id: plot.id })}
                onDelete={() => remove.mutate(plot.id)}
              />
            ))}
          </ol>
        )}
      </QueryView>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {editing && (editing.mode === 'new' || editedPlot) && (
        <Suspense fallback={null}>
          <PlotFormDialog plot={editedPlot} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}

function PlotCard({
  plot,
  first,
  last,
  busy,
  onMove,
  onToggle,
  onEdit,
  onDelete,
}: {
  plot: Plot;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onToggle: (activo: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const progress = fundingProgress(plot.porcentaje_inversion_completa);
  const switchId = `activo-${plot.id}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-border bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-brand-50">
        {plot.imagen_url ? (
          <img src={variantUrl(plot.imagen_url, 480)} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
        ) : (
          <LandPlot aria-hidden className="absolute inset-0 m-auto size-10 text-brand-300" />
        )}
        <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-ink">#{plot.orden}</span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid gap-1">
          <Badge variant={plot.estado === 'Inversión completa' ? 'success' : plot.estado === 'Aprobado' ? 'default' : 'secondary'}>{plot.estado}</Badge>
          <h3 className="font-semibold leading-tight">{plot.titulo}</h3>
          <p className="text-sm text-muted">{plot.ubicacion}</p>
        </div>
        <FactGrid
          facts={[
            { label: 'Valor del terreno', value: formatUsd(plot.valor_terreno) },
            { label: 'Inversión total necesaria', value: formatUsd(plot.inversion_total_necesaria) },
            {
              label: (
                <>
                  <Users aria-hidden className="size-3.5" />
                  Inversores
                </>
              ),
              value: formatNumber(plot.cantidad_inversores),
            },
            { label: 'M² vendibles', value: `${formatNumber(plot.m2_vendibles)} m²` },
          ]}
        />
        <Progress value={progress / 100} label="Inversión completada" />
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={plot.activo} onCheckedChange={onToggle} disabled={busy} />
          <label htmlFor={switchId} className="text-sm">
            Visible en /terrenos
          </label>
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-1 border-t border-border pt-3">
          <Button
            id={moveButtonId(plot.id, 'up')}
            variant="ghost"
            size="icon"
            aria-label={`Subir ${plot.titulo}`}
            disabled={first || busy}
            onClick={() => onMove('up')}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            id={moveButtonId(plot.id, 'down')}
            variant="ghost"
            size="icon"
            aria-label={`Bajar ${plot.titulo}`}
            disabled={last || busy}
            onClick={() => onMove('down')}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button variant="outline" size="sm" className="ml-auto" onClick={onEdit}>
            <Pencil aria-hidden />
            Editar<span className="sr-only"> {plot.titulo}</span>
          </Button>
          <ConfirmDialog
            title={LAND_MESSAGES.confirmDelete}
            description={`Se elimina “${plot.titulo}” y su imagen. No se puede deshacer.`}
            confirmLabel="Eliminar"
            variant="destructive"
            onConfirm={onDelete}
            trigger={
              <Button variant="outline" size="sm">
                <Trash2 aria-hidden />
                Eliminar<span className="sr-only"> {plot.titulo}</span>
              </Button>
            }
          />
        </div>
      </div>
    </li>
  );
}
