import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LockOpen, Plus, ShieldCheck, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type UsuarioAdmin, type UsuarioCreate, usuarioCreateSchema, usuarioPasswordSchema, usuarioRolesSchema } from '../../../domain/accounts/users.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { PASSWORD_HINT } from '../../../domain/shared/passwords.ts';
import { ROLE_LABELS, ROLES, type Role } from '../../../domain/shared/roles.ts';
import { ADMIN_MESSAGES } from '../../../domain/valuation-admin/schemas.ts';
import { useSession } from '../../lib/session.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { useDebounced } from '../../staff/use-debounced.ts';
import { ConfirmDialog } from '../../ui/alert-dialog.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.tsx';
import { PAGE_SIZE, useCreateUsuario, useResetUsuarioPassword, useSetUsuarioActive, useSetUsuarioRoles, useUnlockUsuario, useUsuarios } from './api.ts';
import { AuditSection } from './audit-section.tsx';

type Dialogs =
  | { kind: 'create' }
  | { kind: 'roles'; user: UsuarioAdmin }
  | { kind: 'password'; user: UsuarioAdmin }
  | { kind: 'active'; user: UsuarioAdmin }
  | null;

/** Usuarios: staff accounts (create, roles, password reset, deactivate) and their audit trail. */
function UsuariosPage() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialogs>(null);
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
          <Button variant="ghost" size="sm" aria-label={`Roles de ${accountName(u)}`} onClick={() => setDialog({ kind: 'roles', user: u })}>
            <ShieldCheck aria-hidden />
            Roles
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Restablecer contraseña de ${accountName(u)}`} onClick={() => setDialog({ kind: 'password', user: u })}>
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
        title="Usuarios"
        description="Cuentas del personal y sus roles. Una cuenta desactivada no puede iniciar sesión; una bloqueada por intentos fallidos solo entra desde navegadores donde ya inició sesión, hasta que la desbloquees."
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
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

      {dialog?.kind === 'create' && <CreateDialog onClose={close} />}
      {dialog?.kind === 'roles' && <RolesDialog user={dialog.user} isSelf={dialog.user.id === me?.id} onClose={close} />}
      {dialog?.kind === 'password' && <PasswordDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'active' && <ActiveDialog user={dialog.user} onClose={close} />}
    </>
  );
}

function RoleCheckboxes({
  value,
  onChange,
  lockAdmin,
  idPrefix,
  error,
}: {
  value: Role[];
  onChange: (roles: Role[]) => void;
  lockAdmin?: boolean;
  idPrefix: string;
  error?: string | undefined;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Roles</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ROLES.map((role) => {
          const id = `${idPrefix}-${role}`;
          return (
            <div key={role} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={value.includes(role)}
                disabled={lockAdmin && role === 'admin'}
                onCheckedChange={(checked) => onChange(checked ? [...value, role] : value.filter((r) => r !== role))}
              />
              <label htmlFor={id} className="text-sm">
                {ROLE_LABELS[role]}
              </label>
            </div>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateUsuario();
  const form = useForm<UsuarioCreate>({
    resolver: zodResolver(usuarioCreateSchema),
    defaultValues: { username: '', name: '', email: '', password: '', roles: [] },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      title="Nueva cuenta"
      description="La persona inicia sesión con su usuario (o su email en /admin)."
      submitLabel="Crear cuenta"
      form={form}
      onSubmit={(values) =>
        create.mutateAsync(values).then(() => {
          toast.success(ADMIN_MESSAGES.success, 'Cuenta creada');
          onClose();
        })
      }
      onClose={onClose}
    >
      <Field label="Usuario" error={errors.username?.message} required>
        <Input autoComplete="off" {...form.register('username')} />
      </Field>
      <Field label="Nombre" error={errors.name?.message} required>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      <Field label="Contraseña" description={PASSWORD_HINT} error={errors.password?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Controller
        control={form.control}
        name="roles"
        render={({ field }) => <RoleCheckboxes idPrefix="rol-nueva" value={field.value} onChange={field.onChange} error={errors.roles?.message} />}
      />
    </FormDialog>
  );
}

function RolesDialog({ user, isSelf, onClose }: { user: UsuarioAdmin; isSelf: boolean; onClose: () => void }) {
  const save = useSetUsuarioRoles();
  const form = useForm<z.infer<typeof usuarioRolesSchema>>({ resolver: zodResolver(usuarioRolesSchema), defaultValues: { roles: user.roles } });
  return (
    <FormDialog
      title={`Roles de ${user.username ?? user.email}`}
      description={isSelf ? 'No podés quitarte tu propio rol de administrador.' : 'Elegí qué áreas puede usar esta cuenta.'}
      submitLabel="Guardar roles"
      form={form}
      onSubmit={(values) =>
        save.mutateAsync({ id: user.id, roles: values.roles }).then(() => {
          toast.success(ADMIN_MESSAGES.success, 'Roles actualizados');
          onClose();
        })
      }
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="roles"
        render={({ field }) => (
          <RoleCheckboxes idPrefix="rol-editar" value={field.value} onChange={field.onChange} lockAdmin={isSelf} error={form.formState.errors.roles?.message} />
        )}
      />
    </FormDialog>
  );
}

function PasswordDialog({ user, onClose }: { user: UsuarioAdmin; onClose: () => void }) {
  const reset = useResetUsuarioPassword();
  const form = useForm<z.infer<typeof usuarioPasswordSchema>>({ resolver: zodResolver(usuarioPasswordSchema), defaultValues: { password: '' } });
  return (
    <FormDialog
      title="Restablecer contraseña"
      description={`Nueva contraseña para ${user.username ?? user.email}. Sus sesiones abiertas se cierran.`}
      submitLabel="Restablecer"
      form={form}
      onSubmit={(values) =>
        reset.mutateAsync({ id: user.id, password: values.password }).then(() => {
          toast.success(ADMIN_MESSAGES.success, 'Contraseña restablecida; se cerraron sus sesiones');
          onClose();
        })
      }
      onClose={onClose}
    >
      <Field label="Nueva contraseña" description={PASSWORD_HINT} error={form.formState.errors.password?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
    </FormDialog>
  );
}

function ActiveDialog({ user, onClose }: { user: UsuarioAdmin; onClose: () => void }) {
  const setActive = useSetUsuarioActive();
  const activo = !user.activo;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${activo ? 'Reactivar' : 'Desactivar'} la cuenta ${user.username ?? user.email}`}
      description={activo ? 'La cuenta podrá volver a iniciar sesión.' : 'La cuenta no podrá iniciar sesión y se cierran sus sesiones abiertas.'}
      confirmLabel={activo ? 'Reactivar' : 'Desactivar'}
      variant={activo ? 'default' : 'destructive'}
      // The dialog closes (and unmounts) on confirm, before the answer: a per-call onSuccess would
      // never run, so the message waits on the mutation's promise. A refusal is the query client's toast.
      onConfirm={() =>
        setActive.mutateAsync({ id: user.id, activo }).then(
          () => toast.success(ADMIN_MESSAGES.success, activo ? 'Cuenta reactivada' : 'Cuenta desactivada'),
          () => undefined,
        )
      }
    />
  );
}

export const Component = UsuariosPage;
