import { lazy, Suspense } from 'react';
import type { SessionUser } from '../../../domain/accounts/session-user.ts';
import { INVALID_CREDENTIALS_MESSAGE } from '../../../domain/accounts/sign-in-messages.ts';
import { BRAND } from '../../../domain/brand.ts';
import { hasAnyRole } from '../../../domain/shared/roles.ts';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import type { PageHandle } from '../../shared/page-handle.ts';
import { StaffSignInPage } from '../../staff/sign-in-page.tsx';
import { toast } from '../../ui/toast.tsx';

const ADMIN_ROLES = ['tareas_admin'] as const;
const AREA_ROLES = ['tareas_admin', 'tareas_cliente'] as const;
const TITLE = `Tareas de ${BRAND.name}: acceso`;
// Only while demo accounts exist, known once the session answers in the browser (never on the
// server, where it would suspend): its code and its icon stay off the first visit (ADR 145).
const QuickAccess = lazy(() => import('./quick-access.tsx').then((m) => ({ default: m.QuickAccess })));

/** tareas_admin (or admin) → the dashboard; tareas_cliente → the client panel. */
const homeOf = (user: SessionUser) => (hasAnyRole(user.roles, ADMIN_ROLES) ? paths.tasks.dashboard : paths.tasks.client);

/** /tareas-parcela/login: Usuario (any case) and Contraseña; quick access only while demo accounts exist. */
function TasksLoginPage() {
  const { demoAccounts } = useSession();
  return (
    <StaffSignInPage
      pageTitle={TITLE}
      heading="Acceso a obras"
      description="Ingresá con tu usuario para ver las tareas y los proyectos."
      roles={AREA_ROLES}
      // Spec §8: 'Error de acceso: Usuario o contraseña incorrectos', also for an account without a tasks role.
      rules={() =>
        import('../../../domain/tasks/task.ts').then(({ tasksLoginSchema }) => ({
          schema: tasksLoginSchema,
          messages: {
            title: 'Error de acceso',
            invalid: INVALID_CREDENTIALS_MESSAGE,
            failure: 'No pudimos verificar tus datos. Intentá de nuevo en unos minutos.',
            display: 'toast',
          },
          welcome: (user: SessionUser) => toast.success(TASK_MESSAGES.loginSuccess, `Bienvenido ${user.name}`),
        }))
      }
      home={homeOf}
      identifier="username"
      identifierLabel="Usuario"
      submitLabel="Ingresar"
      revealPassword
      quickAccess={
        demoAccounts
          ? (signInWith) => (
              <Suspense>
                <QuickAccess signInWith={signInWith} />
              </Suspense>
            )
          : undefined
      }
      back={{ to: paths.tasks.home, label: `Volver a Tareas de ${BRAND.name}` }}
    />
  );
}

export const Component = TasksLoginPage;

/** Drawn by the server, out of search results (ADR 145). */
export const handle: PageHandle = {
  staff: true,
  meta: () => ({ title: TITLE, description: `Acceso a las tareas y los proyectos de obra de ${BRAND.name}.` }),
};
