import { Building2, ChartColumn, Cog, Mail, MapPin, MessageSquare, UserRound, Users } from 'lucide-react';
import { Outlet } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { ADMIN_MESSAGES } from '../../../domain/valuation-admin/schemas.ts';
import { paths } from '../../paths.ts';
import { StaffShell } from '../../staff/staff-shell.tsx';
import { ADMIN_QUERY_KEY, ADMIN_ROLES, ADMIN_TAB_TITLE_SUFFIX } from './api.ts';
import { PAGE_NAMES } from './pages.ts';

const NAV = {
  label: 'Administración',
  areaName: `${BRAND.name} · Admin`,
  items: [
    { to: paths.admin.consultas, label: PAGE_NAMES.consultas, icon: ChartColumn },
    { to: paths.admin.localidades, label: PAGE_NAMES.localidades, icon: Building2 },
    { to: paths.admin.barrios, label: PAGE_NAMES.barrios, icon: MapPin },
    { to: paths.admin.configuracion, label: PAGE_NAMES.configuracion, icon: Cog },
    { to: paths.admin.contactos, label: PAGE_NAMES.contactos, icon: UserRound },
    { to: paths.admin.comentarios, label: PAGE_NAMES.comentarios, icon: MessageSquare },
    { to: paths.admin.usuarios, label: PAGE_NAMES.usuarios, icon: Users },
    { to: paths.admin.correos, label: PAGE_NAMES.correos, icon: Mail },
  ],
};

/** The admin area: guard, sidebar (a menu button on phones) and the page. */
function AdminLayout() {
  return (
    <StaffShell
      roles={ADMIN_ROLES}
      deniedTo={paths.admin.login}
      nav={NAV}
      tabTitleSuffix={ADMIN_TAB_TITLE_SUFFIX}
      signOut={{ to: paths.admin.login, message: ADMIN_MESSAGES.loggedOut, clearQueries: [ADMIN_QUERY_KEY] }}
    >
      <Outlet />
    </StaffShell>
  );
}

export const Component = AdminLayout;
