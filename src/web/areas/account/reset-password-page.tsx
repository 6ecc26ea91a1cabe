import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { localReturnPath } from '../../../domain/accounts/account-links.ts';
import { newPasswordForm } from '../../../domain/accounts/auth-requests.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import { PASSWORD_HINT } from '../../../domain/shared/passwords.ts';
import { ApiError, api } from '../../lib/api.ts';
import { apiMessageOr } from '../../lib/api-message.ts';
import { paths } from '../../paths.ts';
import { showFieldError } from '../../staff/field-errors.ts';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { AccountCard } from './account-card.tsx';

type Values = { newPassword: string; confirmPassword: string };
type Outcome = { kind: 'done' } | { kind: 'invalid'; message: string } | { kind: 'failed'; message: string } | null;

const INVALID_LINK = 'El enlace está incompleto. Abrí el enlace del e-mail completo o pedí uno nuevo.';

/**
 * `/restablecer-clave?token=…&volver=…`, from the reset mail: the new password twice. The server
 * applies the whole policy (its message lands under the field), spends the link and ends every
 * session of the account (ADR 092).
 */
function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const volver = localReturnPath(params.get('volver'));
  const askAgain = `${paths.accountLinks.forgotPassword}${volver ? `?${new URLSearchParams({ volver })}` : ''}`;
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { kind: 'invalid', message: INVALID_LINK });
  const form = useForm<Values>({ resolver: zodResolver(newPasswordForm), defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setOutcome(null);
    try {
      await api.post('/api/auth/reset-password', { token, newPassword });
      setOutcome({ kind: 'done' });
    } catch (error) {
      if (showFieldError(form, error)) return;
      if (error instanceof ApiError && error.code === ERROR_CODES.linkInvalid) setOutcome({ kind: 'invalid', message: error.message });
      else setOutcome({ kind: 'failed', message: apiMessageOr(error, 'No se pudo cambiar la contraseña. Probá de nuevo.') });
    }
  });

  if (outcome?.kind === 'done')
    return (
      <AccountCard title="Contraseña cambiada" description="Ya podés iniciar sesión con tu contraseña nueva.">
        <Alert role="status">
          <AlertTitle>Listo</AlertTitle>
          <AlertDescription>Tu contraseña cambió y cerramos todas las sesiones abiertas de tu cuenta.</AlertDescription>
        </Alert>
        <Button asChild>
          <Link to={volver ?? paths.propertiesAccess}>Iniciar sesión</Link>
        </Button>
      </AccountCard>
    );

  if (outcome?.kind === 'invalid')
    return (
      <AccountCard title="El enlace no sirve" description="Los enlaces para restablecer la contraseña sirven una sola vez y vencen en una hora.">
        <Alert variant="destructive">
          <AlertTitle>No se puede usar este enlace</AlertTitle>
          <AlertDescription>{outcome.message}</AlertDescription>
        </Alert>
        <Button asChild>
          <Link to={askAgain}>Pedir un enlace nuevo</Link>
        </Button>
      </AccountCard>
    );

  return (
    <AccountCard title="Elegí una contraseña nueva" description="Al guardarla se cierran todas las sesiones abiertas de tu cuenta.">
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {outcome?.kind === 'failed' && (
          <Alert variant="destructive">
            <AlertTitle>No se pudo cambiar</AlertTitle>
            <AlertDescription>{outcome.message}</AlertDescription>
          </Alert>
        )}
        <Field label="Contraseña nueva" description={PASSWORD_HINT} error={errors.newPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Field label="Repetí la contraseña nueva" error={errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? 'Guardando...' : 'Guardar la contraseña'}
        </Button>
      </form>
    </AccountCard>
  );
}

export const Component = ResetPasswordPage;
