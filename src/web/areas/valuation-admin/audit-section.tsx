import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, type AuditEntry } from '../../../domain/accounts/audit.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { useDebounced } from '../../staff/use-debounced.ts';
import { Badge } from '../../ui/badge.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { useAuditoria } from './api.ts';

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
  { header: 'Dirección', cell: (e) => e.direccion ?? '—' },
  { header: 'Detalle', cell: (e) => e.detalle ?? '', className: 'text-sm text-muted [overflow-wrap:anywhere]' },
];

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
        Ingresos (también los fallidos), salidas, cambios de roles, activaciones, contraseñas y archivos subidos que se rechazaron por un virus o por contenido
        activo. Lo más reciente primero; horas de Buenos Aires.
      </p>
      <Field label="Filtrar por cuenta (usuario o email exacto)" className="mb-4 sm:max-w-sm">
        <Input type="search" value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <QueryView
        query={audit}
        errorTitle="No se pudo cargar la auditoría"
        empty={{
          icon: <History />,
          title: usuario ? 'No hay actividad registrada para esa cuenta' : 'Todavía no hay actividad registrada',
          description: usuario ? 'Escribí el usuario o el email completo.' : undefined,
        }}
      >
        {(result) => <DataTable label="Auditoría de cuentas" framed rows={result.items} rowKey={(e) => e.id} columns={COLUMNS} />}
      </QueryView>
      {data && <Pager label="auditoría" page={page} pageSize={AUDIT_PAGE_SIZE} total={data.total} onPage={setPage} />}
    </section>
  );
}
