import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { hasAnyRole } from '../../../domain/shared/roles.ts';
import { ADMIN_MESSAGES, type AdminLogin, adminLoginSchema } from '../../../domain/valuation-admin/schemas.ts';
import { ApiError } from '../../lib/api.ts';
import { signInToArea, useRefreshSession, useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { toast } from '../../ui/toast.tsx';
import { useDemoAccounts } from './api.ts';

/** /admin: e-mail and password; only accounts with the admin role get in (DESIGN.md §4). */
export function LoginPage() {
  const { user, isLoading, demoAccounts } = useSession();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [showPassword, setShowPassword] = useState(false);
  const demo = useDemoAccounts(demoAccounts);
  const demoAdmin = demo.data?.find((a) => a.roles.includes('admin'));
  const form = useForm<AdminLogin>({ resolver: zodResolver(adminLoginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  if (!isLoading && user && hasAnyRole(user.roles, ['admin'])) return <Navigate to={paths.admin.consultas} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signInToArea({ email: values.email, password: values.password }, ['admin']);
      await refreshSession();
      toast.success('Login exitoso');
      navigate(paths.admin.consultas, { replace: true });
    } catch (error) {
      toast.error(ADMIN_MESSAGES.loginFailedTitle, error instanceof ApiError && error.message ? error.message : ADMIN_MESSAGES.loginFailedFallback);
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface px-4 py-10">
      <PageTitle title="Administración" />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-xl font-semibold">Administración de {BRAND.name}</h1>
          <CardDescription>Ingresá con tu email y contraseña.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <Field label="Email" error={errors.email?.message} required>
              <Input type="email" autoComplete="username" {...form.register('email')} />
            </Field>
            <Field label="Contraseña" error={errors.password?.message} required>
              {(control) => (
                <div className="relative">
                  <Input
                    {...control}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    className="pr-11"
                    {...form.register('password')}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="absolute top-0 right-0"
                    aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((v) => !v)}
                  >
                    {showPassword ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                  </Button>
                </div>
              )}
            </Field>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? 'Iniciando sesión...' : 'Iniciar sesión'}
            </Button>
          </form>
          {demoAdmin && (
            <Alert className="mt-4">
              <AlertTitle>Modo demostración</AlertTitle>
              <AlertDescription>
                Ingresá con <strong>{`${demoAdmin.username}@${BRAND.emailDomain}`}</strong> y la contraseña <strong>{demoAdmin.password}</strong>.
              </AlertDescription>
            </Alert>
          )}
          <Button variant="link" asChild className="mt-4 px-0">
            <Link to={paths.valuation}>
              <ArrowLeft aria-hidden />
              Volver al sitio
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

export const Component = LoginPage;
