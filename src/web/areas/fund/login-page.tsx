import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { fundLoginSchema, LAND_MESSAGES } from '../../../domain/fund/land.ts';
import { hasAnyRole } from '../../../domain/shared/roles.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { AreaSignInForm, type AreaSignInMessages, useAreaSignIn } from '../../staff/area-sign-in.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { FUND_ROLES } from './api.ts';

/** Spec §8: 'Error de autenticación' / 'Usuario o contraseña incorrectos', also for an account without the role. */
const SIGN_IN_MESSAGES: AreaSignInMessages = {
  title: LAND_MESSAGES.loginFailedTitle,
  invalid: LAND_MESSAGES.loginFailed,
  failure: LAND_MESSAGES.loginTechnical,
  display: 'toast',
};

/** /parcela-admin: Usuario and Contraseña; fondo (or admin) goes to the dashboard. */
export function FundLoginPage() {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const signIn = useAreaSignIn(FUND_ROLES, SIGN_IN_MESSAGES);

  if (!isLoading && user && hasAnyRole(user.roles, FUND_ROLES)) return <Navigate to={paths.fund.dashboard} replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface px-4 py-10">
      <PageTitle title="Fondo de tierras" />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-xl font-semibold">Fondo de tierras</h1>
          <CardDescription>Ingresá con tu usuario para administrar terrenos y contactos.</CardDescription>
        </CardHeader>
        <CardContent>
          <AreaSignInForm
            signIn={signIn}
            identifier="username"
            identifierLabel="Usuario"
            schema={fundLoginSchema}
            submitLabel="Ingresar"
            revealPassword
            onSignedIn={() => navigate(paths.fund.dashboard, { replace: true })}
          />
          <Button variant="link" asChild className="mt-4 px-0">
            <Link to={paths.valuation}>
              <ArrowLeft aria-hidden />
              Volver a {BRAND.name}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

export const Component = FundLoginPage;
