import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { SessionUser } from '../../../domain/accounts/session-user.ts';
import { INVALID_CREDENTIALS_MESSAGE } from '../../../domain/accounts/sign-in-messages.ts';
import { BRAND } from '../../../domain/brand.ts';
import { hasAnyRole, type Role } from '../../../domain/shared/roles.ts';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import { tasksLoginSchema } from '../../../domain/tasks/task.ts';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { AreaSignInForm, type AreaSignInMessages, useAreaSignIn } from '../../staff/area-sign-in.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { toast } from '../../ui/toast.tsx';

const ADMIN_ROLES = ['tareas_admin'] as const;
const AREA_ROLES = ['tareas_admin', 'tareas_cliente'] as const;

/** Spec §8: 'Error de acceso: Usuario o contraseña incorrectos', also for an account without a tasks role. */
const SIGN_IN_MESSAGES: AreaSignInMessages = {
  title: 'Error de acceso',
  invalid: INVALID_CREDENTIALS_MESSAGE,
  failure: 'No pudimos verificar tus datos. Intentá de nuevo en unos minutos.',
  display: 'toast',
};

interface DemoAccount {
  username: string;
  password: string;
  name: string;
  roles: Role[];
}

/** The quick-access accounts: only while demo accounts exist (DESIGN.md §4). */
const useTaskDemoAccounts = (enabled: boolean) =>
  useQuery({
    queryKey: ['demo', 'cuentas'],
    queryFn: () => api.get<DemoAccount[]>('/api/demo/cuentas'),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
    select: (accounts) => accounts.filter((a) => a.roles.includes('tareas_admin') || a.roles.includes('tareas_cliente')),
  });

/** tareas_admin (or admin) → the dashboard; tareas_cliente → the client panel. */
const homeOf = (user: SessionUser) => (hasAnyRole(user.roles, ADMIN_ROLES) ? paths.tasks.dashboard : paths.tasks.client);

/** /tareas-parcela/login: Usuario (any case) and Contraseña; quick access only while demo accounts exist. */
function TasksLoginPage() {
  const { user, isLoading, demoAccounts } = useSession();
  const navigate = useNavigate();
  const signIn = useAreaSignIn(AREA_ROLES, SIGN_IN_MESSAGES);
  const demo = useTaskDemoAccounts(demoAccounts);

  if (!isLoading && user && hasAnyRole(user.roles, AREA_ROLES)) return <Navigate to={homeOf(user)} replace />;

  function welcome(signedIn: SessionUser) {
    toast.success(TASK_MESSAGES.loginSuccess, `Bienvenido ${signedIn.name}`);
    navigate(homeOf(signedIn), { replace: true });
  }

  async function quickAccess(username: string, password: string) {
    const signedIn = await signIn.signIn({ username, password });
    if (signedIn) welcome(signedIn);
  }

  return (
    <main id="contenido" className="flex min-h-screen items-center justify-center bg-surface px-4 py-10">
      <PageTitle title={`Tareas de ${BRAND.name}: acceso`} />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-xl font-semibold">Acceso a obras</h1>
          <CardDescription>Ingresá con tu usuario para ver las tareas y los proyectos.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {demo.data && demo.data.length > 0 && (
            <section aria-labelledby="acceso-rapido" className="grid gap-2 rounded-md border border-dashed border-border p-3">
              <h2 id="acceso-rapido" className="text-sm font-medium text-muted">
                Acceso rápido (cuentas de demostración)
              </h2>
              {demo.data.map((account) => (
                <Button key={account.username} variant="outline" onClick={() => quickAccess(account.username, account.password)}>
                  <KeyRound aria-hidden />
                  Entrar como {account.roles.includes('tareas_admin') ? 'administrador' : 'cliente'}
                </Button>
              ))}
            </section>
          )}
          <AreaSignInForm
            signIn={signIn}
            identifier="username"
            identifierLabel="Usuario"
            schema={tasksLoginSchema}
            submitLabel="Ingresar"
            revealPassword
            onSignedIn={welcome}
          />
          <Button variant="link" asChild className="px-0">
            <Link to={paths.tasks.home}>
              <ArrowLeft aria-hidden />
              Volver a Tareas de {BRAND.name}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

export const Component = TasksLoginPage;
