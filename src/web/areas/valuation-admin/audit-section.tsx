import { History } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, type AuditEntry, auditQuerySchema } from '../../../domain/accounts/audit.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { useDebounced } from '../../staff/use-debounced.ts';
import { useUrlFilter } from '../../staff/use-url-filter.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { type AuditFilter, useAuditoria } from './api.ts';

const FAILED = new Set<AuditEntry['accion']>(['inicio_sesion_fallido', 'inicio_sesion_bloqueado', 'archivo_rechazado']);
/** Entries about something a person did themselves (or tried to): nobody else acted on the account. */
const OWN_ACT = new Set<AuditEntry['accion']>(['inicio_sesion', 'inicio_sesion_fallido', 'inicio_sesion_bloqueado', 'cierre_sesion', 'archivo_rechazado']);

function ActionBadge({ accion }: { accion: AuditEntry['accion'] }) {
  return <Badge variant={FAILED.has(accion) ? 'destructive' : 'secondary'}>{AUDIT_ACTION_LABELS[accion]}</Badge>;
}

const by = (e: AuditEntry) => (e.actor ? e.actor : OWN_ACT.has(e.accion) ? '—' : 'La propia cuenta o la consola');

const COLUMNS: ReadonlyArray<Column<AuditEntry>> = [
  { header: 'Fecha', cell: (e) => <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>, className: 'whitespace-nowrap', card: 'title' },
  { header: 'Acción', cell: (e) => <ActionBadge accion={e.accion} />, card: 'title' },
  { header: 'Cuenta', cell: (e) => e.usuario ?? (e.accion === 'archivo_rechazado' ? 'Anónimo' : '—'), className: 'font-medium' },
  { header: 'Por', cell: by },
  // An IPv4 address on one line; an IPv6 one may wrap.
  { header: 'Dirección', cell: (e) => e.direccion ?? '—', className: 'min-w-32 [overflow-wrap:anywhere]' },
  { header: 'Detalle', cell: (e) => e.detalle ?? '', className: 'text-sm text-muted [overflow-wrap:anywhere]' },
];

const FILTERS = ['usuario', 'accion', 'desde', 'hasta'] as const;
type FilterName = (typeof FILTERS)[number];

/**
 * The URL's filters, checked by the API's own schema: a valid set is queried as is; an invalid one
 * (hasta before desde, a range too long, a hand-typed ?accion=x) is not queried, and its message is
 * shown beside the field it names.
 */
export function readAuditFilter(params: URLSearchParams): { filter: AuditFilter; error?: { field: FilterName; message: string } } {
  const raw: Record<string, string> = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) raw[name] = value;
  }
  const parsed = auditQuerySchema.safeParse(raw);
  if (parsed.success) {
    const { usuario, accion, desde, hasta } = parsed.data;
    return { filter: { usuario, accion, desde, hasta } };
  }
  const issue = parsed.error.issues[0];
  const field = (FILTERS as readonly string[]).includes(String(issue?.path[0])) ? (issue?.path[0] as FilterName) : 'hasta';
  return { filter: {}, error: { field, message: issue?.message ?? 'Revisá los filtros' } };
}

/** The audit trail under /admin/usuarios: newest first, paginated, filtered by account, action and days (kept in the URL). */
export function AuditSection() {
  // Each change is a history entry: Back returns to the previous filters.
  const { params, setParams, setFilter } = useUrlFilter<FilterName>({ preventScrollReset: true });
  const { filter, error } = useMemo(() => readAuditFilter(params), [params]);
  const [text, setText] = useState(params.get('usuario') ?? '');
  const [page, setPage] = useState(1);
  const usuario = useDebounced(text.trim());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the typed account (debounced) is the trigger.
  useEffect(() => {
    if (usuario !== (params.get('usuario') ?? '')) setFilter('usuario', usuario);
  }, [usuario]);
  const key = FILTERS.map((name) => params.get(name) ?? '').join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at the first page.
  useEffect(() => setPage(1), [key]);

  const audit = useAuditoria(filter, page, !error);
  const filtered = FILTERS.some((name) => params.get(name));
  const data = audit.data;

  return (
    <section aria-labelledby="auditoria-titulo" className="mt-10">
      <h2 id="auditoria-titulo" className="text-xl font-semibold text-ink">
        Auditoría
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">
        Ingresos (también los fallidos), salidas, cuentas creadas, cambios de roles, activaciones, contraseñas, archivos rechazados por un virus o por contenido
        activo, y las acciones del personal: publicar y borrar propiedades, moderar comentarios, carruseles, terrenos, descargas de prefactibilidad, movimientos
        de caja, exportaciones CSV, configuración, barrios y el tablero CRM. Lo más reciente primero; horas de Buenos Aires.
      </p>
      <fieldset className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start">
        <legend className="sr-only">Filtros de la auditoría</legend>
        <Field label="Cuenta" description="Usuario o email exacto" className="col-span-2 lg:col-span-1">
          <Input type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Field label="Acción" error={error?.field === 'accion' ? error.message : undefined} className="col-span-2 lg:col-span-1">
          <NativeSelect value={params.get('accion') ?? ''} onChange={(e) => setFilter('accion', e.target.value)}>
            <option value="">Todas</option>
            {AUDIT_ACTION_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.actions.map((accion) => (
                  <option key={accion} value={accion}>
                    {AUDIT_ACTION_LABELS[accion]}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Desde" error={error?.field === 'desde' ? error.message : undefined}>
          <Input type="date" value={params.get('desde') ?? ''} onChange={(e) => setFilter('desde', e.target.value)} />
        </Field>
        <Field label="Hasta" error={error?.field === 'hasta' ? error.message : undefined}>
          <Input type="date" value={params.get('hasta') ?? ''} min={params.get('desde') ?? undefined} onChange={(e) => setFilter('hasta', e.target.value)} />
        </Field>
        {filtered && (
          <Button
            variant="outline"
            className="col-span-2 lg:col-span-1 lg:mt-6"
            onClick={() => {
              setText('');
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  for (const name of FILTERS) next.delete(name);
                  return next;
                },
                { preventScrollReset: true },
              );
            }}
          >
            Quitar filtros
          </Button>
        )}
      </fieldset>
      {!error && (
        <QueryView
          query={audit}
          errorTitle="No se pudo cargar la auditoría"
          empty={{
            icon: <History />,
            title: filtered ? 'No hay actividad registrada con esos filtros' : 'Todavía no hay actividad registrada',
            description: filtered ? 'Probá con otra acción, otras fechas o el usuario o email completo.' : undefined,
          }}
        >
          {(result) => <DataTable label="Auditoría" framed rows={result.items} rowKey={(e) => e.id} columns={COLUMNS} />}
        </QueryView>
      )}
      {data && !error && <Pager label="auditoría" page={page} pageSize={AUDIT_PAGE_SIZE} total={data.total} onPage={setPage} />}
    </section>
  );
}
