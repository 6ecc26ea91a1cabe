import { paths } from '../../paths.ts';
import type { PageHandle } from '../../shared/page-handle.ts';
import { StaffSignInPage } from '../../staff/sign-in-page.tsx';
import { toast } from '../../ui/toast.tsx';

/** /crm-login: Usuario and Contraseña; 'Acceso concedido' → /crm-dashboard. */
function CrmLoginPage() {
  return (
    <StaffSignInPage
      pageTitle="CRM: acceso"
      heading="CRM de solicitudes"
      description="Ingresá con tu usuario y contraseña."
      // CRM_ROLES (./crm-shell.tsx): not imported, that module is the board's whole frame (ADR 145).
      roles={['crm']}
      // Spec §8: 'Acceso denegado' / 'Credenciales incorrectas', also for an account without crm or admin (DESIGN.md §4).
      rules={() =>
        import('../../../domain/requests/request.ts').then(({ crmLoginSchema, REQUEST_MESSAGES }) => ({
          schema: crmLoginSchema,
          messages: {
            title: REQUEST_MESSAGES.accessDenied,
            invalid: REQUEST_MESSAGES.wrongCredentials,
            failure: 'No se pudo iniciar sesión. Intentá nuevamente en unos minutos.',
            display: 'toast',
          },
          welcome: () => toast.success(REQUEST_MESSAGES.accessGranted),
        }))
      }
      home={paths.requests.crmDashboard}
      identifier="username"
      identifierLabel="Usuario"
      submitLabel="Iniciar sesión"
      revealPassword
      back={{ to: paths.requests.form, label: 'Volver a solicitudes' }}
    />
  );
}

export const Component = CrmLoginPage;

/** Drawn by the server, out of search results (ADR 145). */
export const handle: PageHandle = {
  staff: true,
  meta: () => ({ title: 'CRM: acceso', description: 'Acceso del equipo al CRM de solicitudes.' }),
};
