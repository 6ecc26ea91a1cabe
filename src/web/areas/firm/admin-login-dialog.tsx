import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FIRM_LOGIN_MESSAGES } from '../../../domain/firm/firm.ts';
import { type FirmLogin, firmLoginSchema } from '../../../domain/firm/firm-login.ts';
import { GENERIC_MESSAGES } from '../../../domain/shared/api-error.ts';
import { ApiError } from '../../lib/api.ts';
import { signInToArea, useRefreshSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.tsx';

/** Footer button and the 'Acceso Administrador' dialog: staff with the role contenido go to the carousel admin. */
export function AdminLoginDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  // Open on mount when the footer loads this dialog on the first press of its button (firm-footer.tsx).
  const [open, setOpen] = useState(defaultOpen);
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FirmLogin>({ resolver: zodResolver(firmLoginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = async (values: FirmLogin) => {
    try {
      await signInToArea(values, ['contenido']);
    } catch (error) {
      toast.error('Error', failureMessage(error));
      return;
    }
    reset();
    setOpen(false);
    toast.success('Éxito', FIRM_LOGIN_MESSAGES.success);
    await refreshSession();
    navigate(paths.carouselAdmin);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <LockKeyhole aria-hidden />
          Acceso administrador
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Acceso Administrador</DialogTitle>
          <DialogDescription>Ingresá con tu usuario para administrar las imágenes del sitio.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <Field label="Usuario" error={errors.username?.message} required>
            <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
          </Field>
          <Field label="Contraseña" error={errors.password?.message} required>
            <Input type="password" autoComplete="current-password" {...register('password')} />
          </Field>
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Iniciando sesión...' : 'Iniciar Sesión'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Wrong user, wrong password or an account without the role read the same; too many attempts says so; anything else is technical. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_CREDENTIALS' || error.status === 401) return FIRM_LOGIN_MESSAGES.invalid;
    if (error.status === 429) return GENERIC_MESSAGES.rateLimited;
  }
  return FIRM_LOGIN_MESSAGES.failure;
}
