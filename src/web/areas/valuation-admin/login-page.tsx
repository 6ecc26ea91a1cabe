import { INVALID_CREDENTIALS_MESSAGE } from '../../../domain/accounts/sign-in-messages.ts';
import { BRAND } from '../../../domain/brand.ts';
import { ADMIN_MESSAGES, adminLoginSchema } from '../../../domain/valuation-admin/schemas.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import type { AreaSignInMessages } from '../../staff/area-sign-in.tsx';
import { StaffSignInPage } from '../../staff/sign-in-page.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert.tsx';
import { toast } from '../../ui/toast.tsx';
import { useDemoAccounts } from './api.ts';

const SIGN_IN_MESSAGES: AreaSignInMessages = {
  title: ADMIN_MESSAGES.loginFailedTitle,
  invalid: INVALID_CREDENTIALS_MESSAGE,
  failure: ADMIN_MESSAGES.loginFailedFallback,
  display: 'toast',
};

/** /admin: e-mail and password; only accounts with the admin role get in (DESIGN.md §4). */
function LoginPage() {
  const { demoAccounts } = useSession();
  const demo = useDemoAccounts(demoAccounts);
  const demoAdmin = demo.data?.find((a) => a.roles.includes('admin'));

  return (
    <StaffSignInPage
      pageTitle="Administración"
      heading={`Administración de ${BRAND.name}`}
      description="Ingresá con tu email y contraseña."
      roles={['admin']}
      messages={SIGN_IN_MESSAGES}
      home={paths.admin.consultas}
      onSignedIn={() => toast.success('Login exitoso')}
      identifier="email"
      identifierLabel="Email"
      schema={adminLoginSchema}
      submitLabel="Iniciar sesión"
      revealPassword
      back={{ to: paths.valuation, label: 'Volver al sitio' }}
    >
      {demoAdmin && (
        <Alert className="mt-4">
          <AlertTitle>Modo demostración</AlertTitle>
          <AlertDescription>
            Ingresá con <strong>{`${demoAdmin.username}@${BRAND.emailDomain}`}</strong> y la contraseña <strong>{demoAdmin.password}</strong>.
          </AlertDescription>
        </Alert>
      )}
    </StaffSignInPage>
  );
}

export const Component = LoginPage;
