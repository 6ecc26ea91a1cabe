import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { localReturnPath, RESET_REQUESTED_MESSAGE } from '../../../domain/accounts/account-links.ts';
import { requestPasswordResetBody } from '../../../domain/accounts/auth-requests.ts';
import { api } from '../../lib/api.ts';
import { apiMessageOr } from '../../lib/api-message.ts';
import { paths } from '../../paths.ts';
import { showFieldError } from '../../staff/field-errors.ts';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { AccountCard } from './account-card.tsx';

const schema = requestPasswordResetBody.pick({ email: true });
type Values = { email: string };

/**
 * `/olvide-mi-clave?volver=/admin`: asks for the reset link. The answer is the same whether or not
 * an account has the address (ADR 092), so the page says only that: check your mail.
 */
function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const volver = localReturnPath(params.get('volver'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await api.post('/api/auth/request-password-reset', { email, ...(volver ? { redirectTo: volver } : {}) });
      setSentTo(email);
    } catch (error) {
      if (showFieldError(form, error)) return;
      setFailure(apiMessageOr(error, 'No se pudo enviar el pedido. Probá de nuevo.'));
    }
  });

  return (
    <AccountCard
      title="Restablecer la contraseña"
      description="Ingresá el e-mail de tu cuenta (también si entrás con usuario) y te mandamos un enlace para elegir una contraseña nueva."
    >
      {sentTo ? (
        <Alert role="status">
          <AlertTitle>Revisá tu correo</AlertTitle>
          <AlertDescription>{RESET_REQUESTED_MESSAGE}</AlertDescription>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {failure && (
            <Alert variant="destructive">
              <AlertTitle>No se pudo enviar</AlertTitle>
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <Field label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Button type="submit" loading={isSubmitting} className="w-full">
            {isSubmitting ? 'Enviando...' : 'Enviarme el enlace'}
          </Button>
        </form>
      )}
      <Button variant="link" asChild className="px-0">
        <Link to={volver ?? paths.home}>
          <ArrowLeft aria-hidden />
          {volver ? 'Volver a iniciar sesión' : 'Ir al inicio'}
        </Link>
      </Button>
    </AccountCard>
  );
}

export const Component = ForgotPasswordPage;
