import { CalendarClock, CalendarX, CheckCircle2, ClipboardList, Hammer, ListTodo } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import type { ClientProject, ClientState, ClientStats, ClientTask } from '../../../domain/tasks/client.ts';
import { CLIENT_MESSAGES } from '../../../domain/tasks/messages.ts';
import { DataTable } from '../../staff/data-table.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { Badge, type BadgeProps } from '../../ui/badge.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Progress } from '../../ui/progress.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useClientPanel } from './client-api.ts';
import { daysLabel, formatDay } from './task-bits.tsx';

const PAGE_SIZE = 20;

/** The client's words (ADR 118): never 'Inbox' or 'Bloqueada'. */
const STATE_VARIANT: Record<ClientState, BadgeProps['variant']> = {
  Pendiente: 'outline',
  'En curso': 'default',
  Detenida: 'warning',
  'En espera': 'secondary',
  Terminada: 'success',
};

const CARDS: ReadonlyArray<{ key: keyof Omit<ClientStats, 'progreso'>; label: string; hint: string; icon: ReactNode }> = [
  { key: 'total', label: 'Tareas', hint: 'Todas las del proyecto', icon: <ListTodo /> },
  { key: 'en_curso', label: 'En curso', hint: 'Las que se están haciendo', icon: <Hammer /> },
  { key: 'hechas', label: 'Terminadas', hint: 'Las ya hechas', icon: <CheckCircle2 /> },
  { key: 'vencidas', label: 'Vencidas', hint: 'Sin terminar y con la fecha límite pasada', icon: <CalendarX /> },
];

/** One project of the client: its 4 figures, the progress bar and its tasks (read-only), a page at a time. */
export function ClientProjectPanel({ project }: { project: ClientProject }) {
  const [page, setPage] = useState(1);
  const query = useClientPanel(project.id, page, PAGE_SIZE);
  return (
    <QueryView query={query} errorTitle={CLIENT_MESSAGES.panelLoadFailed} icon={<ClipboardList />} loading={<PanelLoading />}>
      {(panel) => (
        <div className="grid gap-6">
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={`Resumen de ${panel.proyecto.nombre}`}>
            {CARDS.map((card) => (
              <li key={card.key}>
                <Card className="h-full py-4">
                  <CardContent className="grid gap-1 px-4">
                    <p className="flex items-center gap-2 text-sm font-medium text-muted [&_svg]:size-4">
                      <span aria-hidden>{card.icon}</span>
                      {card.label}
                    </p>
                    <p className="text-3xl font-bold text-ink">{panel.resumen[card.key].toLocaleString('es-AR')}</p>
                    <p className="text-xs text-muted">{card.hint}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>

          <Card className="py-4">
            <CardContent className="grid gap-2 px-4">
              <Progress value={panel.resumen.progreso / 100} label={`Avance de ${panel.proyecto.nombre}`} />
              <p className="text-sm text-muted">
                {panel.resumen.hechas} de {panel.resumen.total} {panel.resumen.total === 1 ? 'tarea hecha' : 'tareas hechas'}
              </p>
            </CardContent>
          </Card>

          <Card className="py-4">
            <CardContent className="grid gap-1 px-4">
              <h2 className="flex items-center gap-2 text-sm font-medium text-muted [&_svg]:size-4">
                <CalendarClock aria-hidden />
                Próxima tarea
              </h2>
              {panel.proxima ? (
                <p className="text-ink">
                  <span className="font-semibold">{panel.proxima.titulo}</span> · vence el {formatDay(panel.proxima.fecha_limite)} ·{' '}
                  <Badge variant={STATE_VARIANT[panel.proxima.estado]}>{panel.proxima.estado}</Badge>
                </p>
              ) : (
                <p className="text-sm text-muted">No hay tareas pendientes con fecha por delante.</p>
              )}
            </CardContent>
          </Card>

          {panel.fotos.length > 0 && (
            <section aria-labelledby="fotos-de-la-obra" className="grid gap-3">
              <h2 id="fotos-de-la-obra" className="text-lg font-semibold text-ink">
                Fotos de la obra
              </h2>
              <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {panel.fotos.map((foto) => (
                  <li key={foto.id}>
                    <figure className="grid gap-1">
                      <img
                        src={foto.url}
                        alt={`${foto.tarea_titulo}, ${formatDateTime(foto.created_at)}`}
                        width={foto.ancho}
                        height={foto.alto}
                        loading="lazy"
                        className="aspect-[4/3] w-full rounded-md bg-surface object-cover"
                      />
                      <figcaption className="text-sm text-ink">
                        <span className="font-medium">{foto.tarea_titulo}</span> · <time dateTime={foto.created_at}>{formatDateTime(foto.created_at)}</time>
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ol>
            </section>
          )}

          <section aria-labelledby="tareas-del-proyecto" className="grid gap-3">
            <h2 id="tareas-del-proyecto" className="text-lg font-semibold text-ink">
              Tareas
            </h2>
            {panel.tareas.items.length === 0 ? (
              <EmptyState
                icon={<ClipboardList />}
                title="Este proyecto todavía no tiene tareas"
                description="Cuando el equipo cargue tareas para esta obra, las vas a ver acá con su estado."
              />
            ) : (
              <>
                <DataTable<ClientTask>
                  label={`Tareas de ${panel.proyecto.nombre}`}
                  rows={panel.tareas.items}
                  rowKey={(t) => t.id}
                  busy={query.isPlaceholderData}
                  framed
                  columns={[
                    { header: 'Tarea', cell: (t) => <span className="font-medium">{t.titulo}</span>, card: 'title' },
                    { header: 'Estado', cell: (t) => <Badge variant={STATE_VARIANT[t.estado]}>{t.estado}</Badge> },
                    { header: 'Responsable', cell: (t) => t.responsable_nombre },
                    {
                      header: 'Fecha límite',
                      className: 'whitespace-nowrap',
                      cell: (t) => (
                        <span className="inline-flex flex-wrap items-center gap-2">
                          {formatDay(t.fecha_limite)}
                          {t.vencida && <Badge variant="destructive">Vencida</Badge>}
                        </span>
                      ),
                    },
                    {
                      header: 'Días abierta',
                      className: 'whitespace-nowrap',
                      cell: (t) => (t.estado === 'Terminada' ? `${daysLabel(t.dias_abierta)} (hecha)` : daysLabel(t.dias_abierta)),
                    },
                  ]}
                />
                <Pager
                  page={panel.tareas.page}
                  pageSize={panel.tareas.page_size}
                  total={panel.tareas.total}
                  onPage={setPage}
                  label={`las tareas de ${panel.proyecto.nombre}`}
                />
              </>
            )}
          </section>
        </div>
      )}
    </QueryView>
  );
}

function PanelLoading() {
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label="Cargando el proyecto">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map((card) => (
          <Skeleton key={card.key} className="h-28 rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-20 rounded-lg" />
      <Skeleton className="h-48 rounded-lg" />
    </div>
  );
}
