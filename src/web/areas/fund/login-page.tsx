import { BRAND } from '../../../domain/brand.ts';
import { paths } from '../../paths.ts';
import type { PageHandle } from '../../shared/page-handle.ts';
import { StaffSignInPage } from '../../staff/sign-in-page.tsx';

const TITLE = 'Fondo de tierras';

/** /parcela-admin: Usuario and Contraseña; fondo (or admin) goes to the dashboard. */
function FundLoginPage() {
  return (
    <StaffSignInPage
      pageTitle={TITLE}
      heading={TITLE}
      description="Ingresá con tu usuario para administrar terrenos y contactos."
      // FUND_ROLES (./api.ts): not imported, that module brings the area's schemas into the first visit (ADR 145).
      roles={['fondo']}
      // Spec §8: 'Error de autenticación' / 'Usuario o contraseña incorrectos', also for an account without the role.
      rules={() =>
        import('../../../domain/fund/land.ts').then(({ fundLoginSchema, LAND_MESSAGES }) => ({
          schema: fundLoginSchema,
          messages: { title: LAND_MESSAGES.loginFailedTitle, invalid: LAND_MESSAGES.loginFailed, failure: LAND_MESSAGES.loginTechnical, display: 'toast' },
        }))
      }
      home={paths.fund.dashboard}
      identifier="username"
      identifierLabel="Usuario"
      submitLabel="Ingresar"
      revealPassword
      back={{ to: paths.valuation, label: `Volver a ${BRAND.name}` }}
    />
  );
}

export const Component = FundLoginPage;

/** Drawn by the server, out of search results (ADR 145). */
export const handle: PageHandle = {
  staff: true,
  meta: () => ({ title: TITLE, description: 'Acceso del equipo del fondo de tierras.' }),
};
