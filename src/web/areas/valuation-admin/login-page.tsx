import { INVALID_CREDENTIALS_MESSAGE } from '../../../domain/accounts/sign-in-messages.ts';
import { BRAND } from '../../../domain/brand.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import type { PageHandle } from '../../shared/page-handle.ts';
import { useDemoAccounts } from '../../staff/demo-accounts.ts';
import { StaffSignInPage } from '../../staff/sign-in-page.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert.tsx';
import { toast } from '../../ui/toast.tsx';

const TITLE = 'Administración';

/** /admin: e-mail and password; only accounts with the admin role get in (DESIGN.md §4). */
function LoginPage() {
  const { demoAccounts } = useSession();
  const demo = useDemoAccounts(demoAccounts);
  const demoAdmin = demo.data?.find((a) => a.roles.includes('admin'));

  return (
    <StaffSignInPage
      pageTitle={TITLE}
      heading={`Administración de ${BRAND.name}`}
      description="Ingresá con tu email y contraseña."
      roles={['admin']}
      rules={() =>
        import('../../../domain/valuation-admin/schemas.ts').then(({ adminLoginSchema, ADMIN_MESSAGES }) => ({
          schema: adminLoginSchema,
          messages: {
            title: ADMIN_MESSAGES.loginFailedTitle,
            invalid: INVALID_CREDENTIALS_MESSAGE,
            failure: ADMIN_MESSAGES.loginFailedFallback,
            display: 'toast',
          },
          welcome: () => toast.success('Login exitoso'),
        }))
      }
      home={paths.admin.consultas}
      identifier="email"
      identifierLabel="Email"
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

/** Drawn by the server, out of search results (ADR 145). */
export const handle: PageHandle = {
  staff: true,
  meta: () => ({ title: TITLE, description: `Acceso de los administradores de ${BRAND.name}.` }),
};
