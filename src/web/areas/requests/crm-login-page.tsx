import { crmLoginSchema, REQUEST_MESSAGES } from '../../../domain/requests/request.ts';
import { paths } from '../../paths.ts';
import type { AreaSignInMessages } from '../../staff/area-sign-in.tsx';
import { StaffSignInPage } from '../../staff/sign-in-page.tsx';
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
function CrmLoginPage() {
  return (
    <StaffSignInPage
      pageTitle="CRM: acceso"
      heading="CRM de solicitudes"
      description="Ingresá con tu usuario y contraseña."
      roles={CRM_ROLES}
      messages={SIGN_IN_MESSAGES}
      home={paths.requests.crmDashboard}
      onSignedIn={() => toast.success(REQUEST_MESSAGES.accessGranted)}
      identifier="username"
      identifierLabel="Usuario"
      schema={crmLoginSchema}
      submitLabel="Iniciar sesión"
      revealPassword
      back={{ to: paths.requests.form, label: 'Volver a solicitudes' }}
    />
  );
}

export const Component = CrmLoginPage;
