import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { hasAnyRole } from '../../../domain/shared/roles.ts';
import { ADMIN_MESSAGES, adminLoginSchema } from '../../../domain/valuation-admin/schemas.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { AreaSignInForm, type AreaSignInMessages, useAreaSignIn } from '../../staff/area-sign-in.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { toast } from '../../ui/toast.tsx';
import { useDemoAccounts } from './api.ts';

const SIGN_IN_MESSAGES: AreaSignInMessages = {
  title: ADMIN_MESSAGES.loginFailedTitle,
  invalid: 'Usuario o contraseña incorrectos',
  failure: ADMIN_MESSAGES.loginFailedFallback,
  display: 'toast',
};

/** /admin: e-mail and password; only accounts with the admin role get in (DESIGN.md §4). */
export function LoginPage() {
  const { user, isLoading, demoAccounts } = useSession();
  const navigate = useNavigate();
  const signIn = useAreaSignIn(['admin'], SIGN_IN_MESSAGES);
  const demo = useDemoAccounts(demoAccounts);
  const demoAdmin = demo.data?.find((a) => a.roles.includes('admin'));

  if (!isLoading && user && hasAnyRole(user.roles, ['admin'])) return <Navigate to={paths.admin.consultas} replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface px-4 py-10">
      <PageTitle title="Administración" />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-xl font-semibold">Administración de {BRAND.name}</h1>
          <CardDescription>Ingresá con tu email y contraseña.</CardDescription>
        </CardHeader>
        <CardContent>
          <AreaSignInForm
            signIn={signIn}
            identifier="email"
            identifierLabel="Email"
            schema={adminLoginSchema}
            submitLabel="Iniciar sesión"
            revealPassword
            onSignedIn={() => {
              toast.success('Login exitoso');
              navigate(paths.admin.consultas, { replace: true });
            }}
          />
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
