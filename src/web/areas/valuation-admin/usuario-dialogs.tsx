import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type UsuarioAdmin, type UsuarioCreate, usuarioCreateSchema, usuarioPasswordSchema, usuarioRolesSchema } from '../../../domain/accounts/users.ts';
import { PASSWORD_HINT } from '../../../domain/shared/passwords.ts';
import { ROLE_LABELS, ROLES, type Role } from '../../../domain/shared/roles.ts';
import { ADMIN_MESSAGES } from '../../../domain/valuation-admin/schemas.ts';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { ConfirmDialog } from '../../ui/alert-dialog.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.tsx';
import { useCreateUsuario, useResetUsuarioPassword, useSetUsuarioActive, useSetUsuarioRoles } from './api.ts';

/** Which dialog of /admin/usuarios is open, and for whom. */
export type UsuarioDialogState =
  | { kind: 'create' }
  | { kind: 'roles'; user: UsuarioAdmin }
  | { kind: 'password'; user: UsuarioAdmin }
  | { kind: 'active'; user: UsuarioAdmin };

/** The open dialog of the accounts' list (its own chunk, loaded when one is about to open). */
export function UsuarioDialog({ dialog, myId, onClose }: { dialog: UsuarioDialogState; myId: string | undefined; onClose: () => void }) {
  switch (dialog.kind) {
    case 'create':
      return <CreateDialog onClose={onClose} />;
    case 'roles':
      return <RolesDialog user={dialog.user} isSelf={dialog.user.id === myId} onClose={onClose} />;
    case 'password':
      return <PasswordDialog user={dialog.user} onClose={onClose} />;
    case 'active':
      return <ActiveDialog user={dialog.user} onClose={onClose} />;
  }
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
