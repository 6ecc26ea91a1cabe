import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Role } from '../../../domain/shared/roles.ts';
import { paths } from '../../paths.ts';
import { StaffShell } from '../../staff/staff-shell.tsx';
import { BOARD_QUERY_KEY } from './api.ts';

/** Who may use the CRM board (admin may do everything). */
export const CRM_ROLES: readonly Role[] = ['crm'];
/** After each page's title in the browser tab (the server writes the same, ADR 146). */
export const CRM_TAB_TITLE_SUFFIX = ' · CRM';

/** The CRM area's frame: guard (otherwise → /crm-login), the form's link, 'Cerrar sesión' (→ /crm-login). */
export function CrmShell({ children }: { children: ReactNode }) {
  return (
    <StaffShell
      roles={CRM_ROLES}
      deniedTo={paths.requests.crmLogin}
      signOut={{ to: paths.requests.crmLogin, message: 'Sesión cerrada', clearQueries: [BOARD_QUERY_KEY] }}
      links={
        <Link to={paths.requests.form} className="flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          <ClipboardList aria-hidden className="size-4" />
          Formulario de solicitudes
        </Link>
      }
      tabTitleSuffix={CRM_TAB_TITLE_SUFFIX}
    >
      {children}
    </StaffShell>
  );
}
