import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { LogOut, type LucideIcon, Menu, UserRound, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { MeResponse } from '../../domain/accounts/session-user.ts';
import type { Role } from '../../domain/shared/roles.ts';
import { SESSION_QUERY_KEY, signOut, useSession } from '../lib/session.ts';
import { paths } from '../paths.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { toast } from '../ui/toast.tsx';
import { TabTitleSuffix } from './page-header.tsx';
import { RequireRole } from './require-role.tsx';

export interface StaffNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * An area's menu from its pages' icons, in the icons' order: each page's address and name come
 * from the area's own lists (paths.ts, its page names), so a page is named once.
 */
export function navItems<Page extends string>(
  icons: Record<Page, LucideIcon>,
  to: Record<NoInfer<Page>, string>,
  names: Record<NoInfer<Page>, string>,
): StaffNavItem[] {
  return (Object.keys(icons) as Page[]).map((page) => ({ to: to[page], label: names[page], icon: icons[page] }));
}

export interface SignOutOptions {
  /** Where the person lands once signed out. */
  to: string;
  /** Success toast ('Sesión cerrada'), when the area's spec has one. */
  message?: string;
  /** The area's cached data, dropped on the way out (e.g. `['admin']`). */
  clearQueries?: readonly QueryKey[];
}

export interface StaffShellProps {
  /** Who may enter; anyone else is sent to `deniedTo` (the area's login or the spec's page). */
  roles: readonly Role[];
  deniedTo: string;
  onDenied?: () => void;
  signOut: SignOutOptions;
  /** Sidebar links ('Menú' button on phones). Without them the shell is a top bar over one page. */
  nav?: { label: string; areaName: string; items: readonly StaffNavItem[] };
  /** Top bar: links at its start ('Ver sitio'). */
  links?: ReactNode;
  /** Top bar: 'Sesión de <nombre>' beside the sign-out button (default true). */
  showUser?: boolean;
  /** Follows each page title in the browser tab, e.g. ' · Administración'. */
  tabTitleSuffix?: string;
  children: ReactNode;
}

/**
 * The frame of every staff area: the role guard, the area's navigation and one sign-out flow.
 * While signing out, the guard sends the person to the sign-out destination instead of its own.
 */
export function StaffShell({ roles, deniedTo, onDenied, signOut: options, nav, links, showUser = true, tabTitleSuffix = '', children }: StaffShellProps) {
  const [leaving, setLeaving] = useState(false);
  const signOutButton = <SignOutButton options={options} onSignedOut={() => setLeaving(true)} fullWidth={nav !== undefined} />;
  return (
    <RequireRole roles={roles} redirectTo={leaving ? options.to : deniedTo} onDenied={leaving ? undefined : onDenied}>
      <TabTitleSuffix value={tabTitleSuffix}>
        {nav ? (
          <SidebarFrame nav={nav} signOutButton={signOutButton}>
            {children}
          </SidebarFrame>
        ) : (
          <TopBarFrame links={links} showUser={showUser} signOutButton={signOutButton}>
            {children}
          </TopBarFrame>
        )}
      </TabTitleSuffix>
    </RequireRole>
  );
}

function SidebarFrame({ nav, signOutButton, children }: { nav: NonNullable<StaffShellProps['nav']>; signOutButton: ReactNode; children: ReactNode }) {
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
        <span className="font-semibold text-brand-800">{nav.areaName}</span>
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
          <p className="font-semibold text-brand-800">{nav.areaName}</p>
          {user && <p className="truncate text-sm text-muted">{user.email}</p>}
        </div>
        <nav aria-label={nav.label} className="flex-1 px-3 py-2">
          <ul className="grid gap-1">
            {nav.items.map(({ to, label, icon: Icon }) => (
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
        <div className="grid gap-1 px-3 pb-4">
          <AccountLink fullWidth />
          {signOutButton}
        </div>
      </aside>
      <main id="contenido" className="min-w-0 flex-1 px-4 py-6 md:px-8">
        {children}
      </main>
    </div>
  );
}

function TopBarFrame({ links, showUser, signOutButton, children }: { links: ReactNode; showUser: boolean; signOutButton: ReactNode; children: ReactNode }) {
  const { user } = useSession();
  return (
    <>
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          {links ? (
            <nav aria-label="Navegación" className="flex flex-wrap items-center gap-2">
              {links}
            </nav>
          ) : (
            <span />
          )}
          <div className="flex flex-wrap items-center gap-3">
            {showUser && user && <p className="text-sm text-muted">Sesión de {user.name}</p>}
            <AccountLink fullWidth={false} />
            {signOutButton}
          </div>
        </div>
      </header>
      <main id="contenido" className="mx-auto w-full max-w-6xl px-4 py-6">
        {children}
      </main>
    </>
  );
}

/** Signs out: the server first, then the cached session and the area's data, then the destination. */
/** «Mi cuenta»: the account's address and what mail it gets (ADR 093). */
function AccountLink({ fullWidth }: { fullWidth: boolean }) {
  return (
    <Button asChild variant={fullWidth ? 'ghost' : 'outline'} size={fullWidth ? 'default' : 'sm'} className={fullWidth ? 'w-full justify-start' : undefined}>
      <Link to={paths.account}>
        <UserRound aria-hidden />
        Mi cuenta
      </Link>
    </Button>
  );
}

function SignOutButton({ options, onSignedOut, fullWidth }: { options: SignOutOptions; onSignedOut: () => void; fullWidth: boolean }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function leave() {
    setBusy(true);
    try {
      await signOut();
    } catch {
      setBusy(false);
      toast.error('Error', 'No se pudo cerrar la sesión');
      return;
    }
    // The guard sees no session and redirects to `options.to`; the pages unmount before their data is dropped.
    onSignedOut();
    client.setQueryData<MeResponse>(SESSION_QUERY_KEY, (me) => me && { ...me, user: null });
    if (options.message) toast.success(options.message);
    await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    for (const queryKey of options.clearQueries ?? []) client.removeQueries({ queryKey });
  }
  return (
    <Button
      variant={fullWidth ? 'ghost' : 'outline'}
      size={fullWidth ? 'default' : 'sm'}
      className={fullWidth ? 'w-full justify-start' : undefined}
      loading={busy}
      onClick={leave}
    >
      {!busy && <LogOut aria-hidden />}
      Cerrar sesión
    </Button>
  );
}
