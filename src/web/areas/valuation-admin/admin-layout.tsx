import { useQueryClient } from '@tanstack/react-query';
import { Building2, ChartColumn, Cog, LogOut, MapPin, Menu, MessageSquare, UserRound, Users, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { ADMIN_MESSAGES } from '../../../domain/valuation-admin/schemas.ts';
import { RequireRole } from '../../app/require-role.tsx';
import { signOut, useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { toast } from '../../ui/toast.tsx';

const NAV = [
  { to: paths.admin.consultas, label: 'Consultas', icon: ChartColumn },
  { to: paths.admin.localidades, label: 'Localidades', icon: Building2 },
  { to: paths.admin.barrios, label: 'Barrios', icon: MapPin },
  { to: paths.admin.configuracion, label: 'Configuración', icon: Cog },
  { to: paths.admin.contactos, label: 'Contactos', icon: UserRound },
  { to: paths.admin.comentarios, label: 'Comentarios', icon: MessageSquare },
  { to: paths.admin.usuarios, label: 'Usuarios', icon: Users },
] as const;

/** The admin area: guard, sidebar (a menu button on phones) and the page. */
export function AdminLayout() {
  return (
    <RequireRole roles={['admin']} redirectTo={paths.admin.login}>
      <AdminShell />
    </RequireRole>
  );
}

function AdminShell() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navId = useId();
  const { user } = useSession();
  // A tap on a link closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div className="min-h-screen bg-surface md:flex">
      <header className="flex items-center justify-between border-b border-border bg-white px-4 py-3 md:hidden">
        <span className="font-semibold text-brand-800">{BRAND.name} · Admin</span>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={navId} onClick={() => setOpen((v) => !v)}>
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
          Menú
        </Button>
      </header>
      <aside
        id={navId}
        className={cn(
          'border-b border-border bg-white md:sticky md:top-0 md:flex md:h-screen md:w-60 md:shrink-0 md:flex-col md:border-r md:border-b-0',
          open ? 'block' : 'hidden md:flex',
        )}
      >
        <div className="hidden px-5 py-5 md:block">
          <p className="font-semibold text-brand-800">{BRAND.name} · Admin</p>
          {user && <p className="truncate text-sm text-muted">{user.email}</p>}
        </div>
        <nav aria-label="Administración" className="flex-1 px-3 py-2">
          <ul className="grid gap-1">
            {NAV.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                      isActive && 'bg-brand-50 text-brand-800',
                    )
                  }
                >
                  <Icon aria-hidden className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="px-3 pb-4">
          <LogoutButton />
        </div>
      </aside>
      <main className="min-w-0 flex-1 px-4 py-6 md:px-8">
        <Outlet />
      </main>
    </div>
  );
}

function LogoutButton() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    try {
      await signOut();
      // The session first, so the login page does not see the old one and bounce back here.
      await client.invalidateQueries({ queryKey: ['session'] });
      client.removeQueries({ queryKey: ['admin'] });
      navigate(paths.admin.login, { replace: true });
      toast.success(ADMIN_MESSAGES.loggedOut);
    } catch {
      toast.error('Error', 'No se pudo cerrar la sesión');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="ghost" className="w-full justify-start" loading={busy} onClick={logout}>
      {!busy && <LogOut aria-hidden />}
      Cerrar sesión
    </Button>
  );
}

export const Component = AdminLayout;
