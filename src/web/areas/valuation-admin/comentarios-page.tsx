import { Eye, EyeOff, MessageSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COMMENT_STATES, type ComentariosFilter } from '../../../domain/neighbourhood/moderation.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { useDebounced } from '../../staff/use-debounced.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { toast } from '../../ui/toast.tsx';
import { ADMIN_ROLES, comentariosRead, PAGE_SIZE, useComentarios, useSetComentarioActive } from './api.ts';
import { PAGE_NAMES, pageTitle } from './pages.ts';

/** The filters live in the page's state, not the address: it opens on every comment, first page. */
const FIRST_FILTER: ComentariosFilter = { estado: 'todos' };

const STATE_LABELS: Record<(typeof COMMENT_STATES)[number], string> = { todos: 'Todos', visibles: 'Visibles', ocultos: 'Ocultos' };

/** Comentarios: moderation of the community comments; only visible ones are public. */
function ComentariosPage() {
  const [estado, setEstado] = useState<ComentariosFilter['estado']>(FIRST_FILTER.estado);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim());
  const comentarios = useComentarios({ estado, q: q || undefined }, page);
  const toggle = useSetComentarioActive();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter values are the trigger.
  useEffect(() => setPage(1), [estado, q]);
  const data = comentarios.data;

  return (
    <>
      <StaffPageHeader title={PAGE_NAMES.comentarios} description="Ocultá los comentarios que no deben verse en la página de barrios." />
      <section aria-label="Filtros" className="mb-6 grid gap-4 sm:grid-cols-2">
        <Field label="Buscar">
          <Input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Barrio, autor o texto" />
        </Field>
        <Field label="Estado">
          <NativeSelect value={estado} onChange={(e) => setEstado(e.target.value as ComentariosFilter['estado'])}>
            {COMMENT_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </section>
      <QueryView query={comentarios} errorTitle="No se pudieron cargar los comentarios" empty={{ icon: <MessageSquare />, title: 'No hay comentarios aún' }}>
        {(result) => (
          <ul className="grid gap-3" aria-label="Comentarios">
            {result.items.map((c) => (
              <li key={c.id}>
                <Card className={c.activo ? 'py-4' : 'bg-surface py-4'}>
                  <CardContent className="grid gap-2">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="font-semibold">{c.autor_nombre}</h2>
                        <span className="text-sm text-muted">en {c.barrio_nombre}</span>
                        <Badge variant={c.activo ? 'success' : 'outline'}>{c.activo ? 'Visible' : 'Oculto'}</Badge>
                      </div>
                      <span className="text-sm text-muted">{formatDateTime(c.created_at)}</span>
                    </div>
                    <p className="text-sm">{c.comentario}</p>
                    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
                      <span>
                        {c.precio_sugerido !== null && <>Precio sugerido: {formatUsd(c.precio_sugerido)} · </>}
                        {c.total_likes} me gusta
                      </span>
                      <Button
                        variant="outline"
                        size="sm"
                        loading={toggle.isPending && toggle.variables?.id === c.id}
                        aria-label={`${c.activo ? 'Ocultar' : 'Mostrar'} comentario de ${c.autor_nombre}`}
                        onClick={() =>
                          toggle.mutate(
                            { id: c.id, activo: !c.activo },
                            { onSuccess: () => toast.success('Éxito', c.activo ? 'Comentario oculto' : 'Comentario visible') },
                          )
                        }
                      >
                        {c.activo ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                        {c.activo ? 'Ocultar' : 'Mostrar'}
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {data && <Pager label="comentarios" page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />}
    </>
  );
}

export const Component = ComentariosPage;
export const handle = staffScreen(ADMIN_ROLES, pageTitle('comentarios'), () => [comentariosRead(FIRST_FILTER, 1)]);
