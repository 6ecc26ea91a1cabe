import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, type AuditEntry } from '../../../domain/accounts/audit.ts';
import { formatDateTime } from '../../../domain/shared/dates.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table.tsx';
import { Pager, RowsSkeleton, useDebounced } from './admin-ui.tsx';
import { useAuditoria } from './api.ts';

const FAILED = new Set<AuditEntry['accion']>(['inicio_sesion_fallido', 'inicio_sesion_bloqueado']);

function ActionBadge({ accion }: { accion: AuditEntry['accion'] }) {
  return <Badge variant={FAILED.has(accion) ? 'destructive' : 'secondary'}>{AUDIT_ACTION_LABELS[accion]}</Badge>;
}

const by = (e: AuditEntry) =>
  e.actor ? e.actor : e.accion.startsWith('inicio_sesion') || e.accion === 'cierre_sesion' ? '—' : 'La propia cuenta o la consola';

/** The accounts' audit trail under /admin/usuarios: newest first, paginated, filtered by account. */
export function AuditSection() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const usuario = useDebounced(text.trim());
  const audit = useAuditoria(usuario, page);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is the trigger.
  useEffect(() => setPage(1), [usuario]);
  const data = audit.data;

  return (
    <section aria-labelledby="auditoria-titulo" className="mt-10">
      <h2 id="auditoria-titulo" className="text-xl font-semibold text-ink">
        Auditoría de cuentas
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">
        Ingresos (también los fallidos), salidas, cambios de roles, activaciones y contraseñas. Lo más reciente primero; horas de Buenos Aires.
      </p>
      <Field label="Filtrar por cuenta (usuario o email exacto)" className="mb-4 sm:max-w-sm">
        <Input type="search" value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      {audit.isPending ? (
        <RowsSkeleton />
      ) : audit.isError && !data ? (
        <EmptyState
          icon={<History />}
          title="No se pudo cargar la auditoría"
          description="Revisá tu conexión e intentá de nuevo."
          action={
            <Button variant="outline" onClick={() => audit.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          icon={<History />}
          title={usuario ? 'No hay actividad registrada para esa cuenta' : 'Todavía no hay actividad registrada'}
          description={usuario ? 'Escribí el usuario o el email completo.' : undefined}
        />
      ) : (
        <>
          {/* Cards on small screens: no sideways scroll at 360 px. */}
          <ul aria-label="Auditoría de cuentas" className="grid gap-2 md:hidden">
            {data.items.map((e) => (
              <li key={e.id} className="rounded-lg border border-border bg-white p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <ActionBadge accion={e.accion} />
                  <time dateTime={e.created_at} className="text-muted">
                    {formatDateTime(e.created_at)}
                  </time>
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 break-words">
                  <dt className="text-muted">Cuenta</dt>
                  <dd className="min-w-0 font-medium">{e.usuario ?? '—'}</dd>
                  {e.actor && (
                    <>
                      <dt className="text-muted">Por</dt>
                      <dd>{e.actor}</dd>
                    </>
                  )}
                  <dt className="text-muted">Dirección</dt>
                  <dd>{e.direccion ?? '—'}</dd>
                  {e.detalle && (
                    <>
                      <dt className="text-muted">Detalle</dt>
                      <dd className="min-w-0">{e.detalle}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
          <Card className="hidden py-0 md:block">
            <Table aria-label="Auditoría de cuentas">
              <TableHeader>
                <TableRow>
                  <TableHead>Fecha</TableHead>
                  <TableHead>Acción</TableHead>
                  <TableHead>Cuenta</TableHead>
                  <TableHead>Por</TableHead>
                  <TableHead>Dirección</TableHead>
                  <TableHead>Detalle</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
                    </TableCell>
                    <TableCell>
                      <ActionBadge accion={e.accion} />
                    </TableCell>
                    <TableCell className="font-medium">{e.usuario ?? '—'}</TableCell>
                    <TableCell>{by(e)}</TableCell>
                    <TableCell>{e.direccion ?? '—'}</TableCell>
                    <TableCell className="text-sm text-muted">{e.detalle ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </>
      )}
      {data && <Pager label="auditoría" page={page} pageSize={AUDIT_PAGE_SIZE} total={data.total} onPage={setPage} />}
    </section>
  );
}
