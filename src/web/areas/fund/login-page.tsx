import { BRAND } from '../../../domain/brand.ts';
import { fundLoginSchema, LAND_MESSAGES } from '../../../domain/fund/land.ts';
import { paths } from '../../paths.ts';
import type { AreaSignInMessages } from '../../staff/area-sign-in.tsx';
import { StaffSignInPage } from '../../staff/sign-in-page.tsx';
import { FUND_ROLES } from './api.ts';

/** Spec §8: 'Error de autenticación' / 'Usuario o contraseña incorrectos', also for an account without the role. */
const SIGN_IN_MESSAGES: AreaSignInMessages = {
  title: LAND_MESSAGES.loginFailedTitle,
  invalid: LAND_MESSAGES.loginFailed,
  failure: LAND_MESSAGES.loginTechnical,
  display: 'toast',
};

/** /parcela-admin: Usuario and Contraseña; fondo (or admin) goes to the dashboard. */
function FundLoginPage() {
  return (
    <StaffSignInPage
      pageTitle="Fondo de tierras"
      heading="Fondo de tierras"
      description="Ingresá con tu usuario para administrar terrenos y contactos."
      roles={FUND_ROLES}
      messages={SIGN_IN_MESSAGES}
      home={paths.fund.dashboard}
      identifier="username"
      identifierLabel="Usuario"
      schema={fundLoginSchema}
      submitLabel="Ingresar"
      revealPassword
      back={{ to: paths.valuation, label: `Volver a ${BRAND.name}` }}
    />
  );
}

export const Component = FundLoginPage;
