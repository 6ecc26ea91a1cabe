import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { crmLoginSchema, REQUEST_MESSAGES } from '../../../domain/requests/request.ts';
import { hasAnyRole } from '../../../domain/shared/roles.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { AreaSignInForm, type AreaSignInMessages, useAreaSignIn } from '../../staff/area-sign-in.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { toast } from '../../ui/toast.tsx';
import { CRM_ROLES } from './crm-shell.tsx';

/** Spec §8: 'Acceso denegado' / 'Credenciales incorrectas', also for an account without crm or admin (DESIGN.md §4). */
const SIGN_IN_MESSAGES: AreaSignInMessages = {
  title: REQUEST_MESSAGES.accessDenied,
  invalid: REQUEST_MESSAGES.wrongCredentials,
  failure: 'No se pudo iniciar sesión. Intentá nuevamente en unos minutos.',
  display: 'toast',
};

/** /crm-login: Usuario and Contraseña; 'Acceso concedido' → /crm-dashboard. */
export function CrmLoginPage() {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const signIn = useAreaSignIn(CRM_ROLES, SIGN_IN_MESSAGES);

  if (!isLoading && user && hasAnyRole(user.roles, CRM_ROLES)) return <Navigate to={paths.requests.crmDashboard} replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface px-4 py-10">
      <PageTitle title="CRM: acceso" />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-xl font-semibold">CRM de solicitudes</h1>
          <CardDescription>Ingresá con tu usuario y contraseña.</CardDescription>
        </CardHeader>
        <CardContent>
          <AreaSignInForm
            signIn={signIn}
            identifier="username"
            identifierLabel="Usuario"
            schema={crmLoginSchema}
            submitLabel="Iniciar sesión"
            revealPassword
            onSignedIn={() => {
              toast.success(REQUEST_MESSAGES.accessGranted);
              navigate(paths.requests.crmDashboard, { replace: true });
            }}
          />
          <Button variant="link" asChild className="mt-4 px-0">
            <Link to={paths.requests.form}>
              <ArrowLeft aria-hidden />
              Volver a solicitudes
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

export const Component = CrmLoginPage;
