import { Mail, RotateCcw, TriangleAlert } from 'lucide-react';
import { MAIL_STATE_LABELS, MAIL_STATES, type MailItem, type MailState } from '../../../domain/mail/correos.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { useUrlFilter } from '../../staff/use-url-filter.ts';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert.tsx';
import { Badge, type BadgeProps } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { toast } from '../../ui/toast.tsx';
import { ADMIN_ROLES, correosRead, PAGE_SIZE, useCorreos, useRetryCorreo } from './api.ts';
import { PAGE_NAMES, pageTitle } from './pages.ts';

const STATE_BADGES: Record<MailState, BadgeProps['variant']> = {
  pendiente: 'warning',
  enviando: 'secondary',
  enviado: 'success',
  fallido: 'destructive',
  en_resumen: 'secondary',
};

const isState = (value: string | null): value is MailState => MAIL_STATES.includes(value as MailState);

/** The address's state filter (an unknown one is left out) and page. */
function readList(params: URLSearchParams): { estado: MailState | undefined; page: number } {
  const raw = params.get('estado');
  return { estado: isState(raw) ? raw : undefined, page: Math.max(1, Number(params.get('pagina')) || 1) };
}

/** Correos: the outbox (ADR 087), newest first; a failed mail can be sent again. Filters live in the address. */
function CorreosPage() {
  const { params, setParams, setFilter } = useUrlFilter<'estado' | 'pagina'>();
  const { estado, page } = readList(params);
  const correos = useCorreos(estado, page);
  const retry = useRetryCorreo();

  const columns: Array<Column<MailItem>> = [
    { header: 'Asunto', card: 'title', cell: (c) => <span className="font-medium">{c.asunto}</span> },
    { header: 'Destinatario', cell: (c) => <span className="break-all">{c.destinatario}</span> },
    { header: 'Texto', cell: (c) => <span className="line-clamp-2 text-sm text-muted">{c.vista_previa}</span> },
    { header: 'Estado', cell: (c) => <Badge variant={STATE_BADGES[c.estado]}>{MAIL_STATE_LABELS[c.estado]}</Badge> },
    { header: 'Intentos', className: 'text-right', cell: (c) => c.intentos },
    { header: 'Último error', cell: (c) => (c.ultimo_error ? <span className="text-sm break-words text-danger">{c.ultimo_error}</span> : '') },
    {
      header: 'Fechas',
      className: 'whitespace-nowrap text-sm',
      cell: (c) => (
        <span className="grid">
          <span>Creado: {formatDateTime(c.creado)}</span>
          {c.enviado ? (
            <span>Enviado: {formatDateTime(c.enviado)}</span>
          ) : (
            c.estado === 'pendiente' && <span>Próximo intento: {formatDateTime(c.proximo_intento)}</span>
          )}
        </span>
      ),
    },
    {
      header: 'Acciones',
      card: 'actions',
      cell: (c) =>
        c.estado === 'fallido' && (
          <Button
            variant="outline"
            size="sm"
            loading={retry.isPending && retry.variables === c.id}
            aria-label={`Reintentar el correo «${c.asunto}» a ${c.destinatario}`}
            onClick={() => retry.mutate(c.id, { onSuccess: () => toast.success('Listo', 'El correo volvió a la cola.') })}
          >
            <RotateCcw aria-hidden />
            Reintentar
          </Button>
        ),
    },
  ];

  return (
    <>
      <StaffPageHeader title={PAGE_NAMES.correos} description="Los avisos que envía el sistema: qué salió, qué espera y qué falló." />
      {correos.data && !correos.data.smtp_configurado && (
        <Alert className="mb-6 border-warning/40 bg-warning-soft">
          <TriangleAlert aria-hidden />
          <AlertTitle>No se envían: falta configurar SMTP_URL</AlertTitle>
          <AlertDescription>Los correos quedan pendientes y salen cuando se configure SMTP_URL y se reinicie el servidor.</AlertDescription>
        </Alert>
      )}
      <section aria-label="Filtros" className="mb-6 grid gap-4 sm:max-w-xs">
        <Field label="Estado">
          <NativeSelect
            value={estado ?? ''}
            onChange={(e) => {
              // A new filter starts on its first page: one change of the address, both parameters.
              const next = new URLSearchParams(params);
              next.delete('pagina');
              if (e.target.value) next.set('estado', e.target.value);
              else next.delete('estado');
              setParams(next);
            }}
          >
            <option value="">Todos</option>
            {MAIL_STATES.map((s) => (
              <option key={s} value={s}>
                {MAIL_STATE_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </section>
      <QueryView
        query={correos}
        errorTitle="No se pudieron cargar los correos"
        empty={{ icon: <Mail />, title: estado ? `No hay correos en estado «${MAIL_STATE_LABELS[estado]}»` : 'Todavía no salió ningún correo' }}
      >
        {(result) => <DataTable label="Correos" rows={result.items} columns={columns} rowKey={(c) => c.id} busy={correos.isFetching} framed />}
      </QueryView>
      {correos.data && (
        <Pager
          label="correos"
          page={page}
          pageSize={PAGE_SIZE}
          total={correos.data.total}
          onPage={(next) => setFilter('pagina', next > 1 ? String(next) : '')}
        />
      )}
    </>
  );
}

export const Component = CorreosPage;
export const handle = staffScreen(ADMIN_ROLES, pageTitle('correos'), (search) => {
  const { estado, page } = readList(search);
  return [correosRead(estado, page)];
});
