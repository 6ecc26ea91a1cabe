import { KeyRound, LockOpen, Plus, ShieldCheck, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { UsuarioAdmin } from '../../../domain/accounts/users.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { ROLE_LABELS } from '../../../domain/shared/roles.ts';
import { ADMIN_MESSAGES } from '../../../domain/valuation-admin/schemas.ts';
import { useSession } from '../../lib/session.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { dialogOnOpen } from '../../staff/dialog-on-open.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { useDebounced } from '../../staff/use-debounced.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.tsx';
import { ADMIN_ROLES, auditoriaRead, PAGE_SIZE, useUnlockUsuario, useUsuarios, usuariosRead } from './api.ts';
import { AuditSection, readAuditFilter } from './audit-section.tsx';
import { PAGE_NAMES, pageTitle } from './pages.ts';
import type { UsuarioDialogState } from './usuario-dialogs.tsx';

// The dialogs travel in their own chunk (forms, checkboxes, the confirmation), fetched when a
// pointer or the keyboard reaches a button that opens one: the list's first visit does not wait for them.
const { Dialog: UsuarioDialog, preload } = dialogOnOpen(() => import('./usuario-dialogs.tsx').then((m) => m.UsuarioDialog));
const preloadDialogs = { onPointerEnter: () => void preload(), onFocus: () => void preload() };

/** Usuarios: staff accounts (create, roles, password reset, deactivate) and their audit trail. */
function UsuariosPage() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<UsuarioDialogState | null>(null);
  const q = useDebounced(text.trim());
  const usuarios = useUsuarios(q, page);
  const unlock = useUnlockUsuario();
  const { user: me } = useSession();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search is the trigger.
  useEffect(() => setPage(1), [q]);
  const data = usuarios.data;
  const close = () => setDialog(null);
  const accountName = (u: UsuarioAdmin) => u.username ?? u.email;

  const columns: ReadonlyArray<Column<UsuarioAdmin>> = [
    {
      header: 'Usuario',
      card: 'title',
      cell: (u) => (
        <>
          <div className="font-medium">{u.username ?? '—'}</div>
          <div className="text-sm font-normal text-muted">{u.name}</div>
        </>
      ),
    },
    { header: 'Email', cell: (u) => u.email },
    {
      header: 'Roles',
      cell: (u) => (
        <div className="flex flex-wrap gap-1">
          {u.roles.map((r) => (
            <Badge key={r} variant="secondary">
              {ROLE_LABELS[r]}
            </Badge>
          ))}
        </div>
      ),
    },
    {
      header: 'Estado',
      cell: (u) => (
        <div className="flex flex-wrap gap-1">
          <Badge variant={u.activo ? 'success' : 'destructive'}>{u.activo ? 'Activa' : 'Desactivada'}</Badge>
          {u.bloqueada_hasta && <Badge variant="warning">Bloqueada hasta {formatDateTime(u.bloqueada_hasta).slice(-5)}</Badge>}
        </div>
      ),
    },
    {
      header: 'Acciones',
      card: 'actions',
      cell: (u) => (
        <div className="flex flex-wrap justify-end gap-1">
          <Button variant="ghost" size="sm" aria-label={`Roles de ${accountName(u)}`} onClick={() => setDialog({ kind: 'roles', user: u })} {...preloadDialogs}>
            <ShieldCheck aria-hidden />
            Roles
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Restablecer contraseña de ${accountName(u)}`}
            onClick={() => setDialog({ kind: 'password', user: u })}
            {...preloadDialogs}
          >
            <KeyRound aria-hidden />
            Contraseña
          </Button>
          {u.bloqueada_hasta && (
            <Button
              variant="ghost"
              size="sm"
              disabled={unlock.isPending}
              aria-label={`Desbloquear ${accountName(u)}`}
              onClick={() =>
                unlock.mutate(u.id, {
                  onSuccess: () => toast.success(ADMIN_MESSAGES.success, `Cuenta ${accountName(u)} desbloqueada: ya puede iniciar sesión.`),
                })
              }
            >
              <LockOpen aria-hidden />
              Desbloquear
            </Button>
          )}
          {u.id !== me?.id && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setDialog({ kind: 'active', user: u })}
              {...preloadDialogs}
              aria-label={`${u.activo ? 'Desactivar' : 'Reactivar'} ${accountName(u)}`}
            >
              {u.activo ? 'Desactivar' : 'Reactivar'}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <StaffPageHeader
        title={PAGE_NAMES.usuarios}
        description="Cuentas del personal y sus roles. Una cuenta desactivada no puede iniciar sesión; una bloqueada por intentos fallidos solo entra desde navegadores donde ya inició sesión, hasta que la desbloquees."
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })} {...preloadDialogs}>
            <Plus aria-hidden />
            Nueva cuenta
          </Button>
        }
      />
      <Field label="Buscar por usuario, nombre o email" className="mb-6 sm:max-w-sm">
        <Input type="search" value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <QueryView query={usuarios} errorTitle="No se pudieron cargar los datos" empty={{ icon: <Users />, title: 'No se encontraron cuentas' }}>
        {(result) => <DataTable label="Usuarios" framed rows={result.items} rowKey={(u) => u.id} columns={columns} />}
      </QueryView>
      {data && <Pager label="usuarios" page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />}
      <AuditSection />

      {dialog && <UsuarioDialog dialog={dialog} myId={me?.id} onClose={close} />}
    </>
  );
}

export const Component = UsuariosPage;
// The accounts open unsearched on their first page (the search box is the page's state); the audit
// trail's filters are in the address, and a set it refuses is not asked for (AuditSection).
export const handle = staffScreen(ADMIN_ROLES, pageTitle('usuarios'), (search) => {
  const audit = readAuditFilter(search);
  return [usuariosRead('', 1), ...(audit.error ? [] : [auditoriaRead(audit.filter, 1)])];
});
