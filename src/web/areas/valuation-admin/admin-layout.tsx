import { Building2, ChartColumn, Cog, Mail, MapPin, MessageSquare, UserRound, Users } from 'lucide-react';
import { Outlet } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { ADMIN_MESSAGES } from '../../../domain/valuation-admin/schemas.ts';
import { paths } from '../../paths.ts';
import { navItems, StaffShell } from '../../staff/staff-shell.tsx';
import { ADMIN_QUERY_KEY, ADMIN_ROLES, ADMIN_TAB_TITLE_SUFFIX } from './api.ts';
import { PAGE_NAMES } from './pages.ts';

const NAV = {
  label: 'Administración',
  areaName: `${BRAND.name} · Admin`,
  items: navItems(
    {
      consultas: ChartColumn,
      localidades: Building2,
      barrios: MapPin,
      configuracion: Cog,
      contactos: UserRound,
      comentarios: MessageSquare,
      usuarios: Users,
      correos: Mail,
    },
    paths.admin,
    PAGE_NAMES,
  ),
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
