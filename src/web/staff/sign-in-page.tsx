import { ArrowLeft } from 'lucide-react';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { SessionUser } from '../../domain/accounts/session-user.ts';
import { hasAnyRole, type Role } from '../../domain/shared/roles.ts';
import { serverRendered } from '../lib/preloadable.ts';
import { useSession } from '../lib/session.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card.tsx';
import { NEEDS_SCRIPT, NeedsScriptNote } from '../ui/needs-script.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import type { Identifier } from './area-sign-in.tsx';
import type { StaffSignInFormProps } from './staff-sign-in-form.tsx';

// react-hook-form travels in the form's own chunk: the server draws it with the page (ADR 130,
// ADR 145), so the first paint waits for none of it.
const { Component: LazyForm, preload } = serverRendered(() =>
  import('./staff-sign-in-form.tsx').then((m) => m.StaffSignInForm as ComponentType<StaffSignInFormProps<Identifier>>),
);
// The browser hydrates the page once the form's code is in: a boundary still waiting for its code
// when the session answers (a new prop) is redrawn from scratch, the form vanishing for a moment
// (a layout shift). A failed load is tried again when the form renders.
if (!import.meta.env.SSR) await preload().catch(() => {});

export interface StaffSignInPageProps<K extends Identifier> extends Omit<StaffSignInFormProps<K>, 'onSignedIn'> {
  /** The browser tab's title (the server writes the same in its head: the route's `handle`). */
  pageTitle: string;
  heading: ReactNode;
  description: ReactNode;
  roles: readonly Role[];
  /** Where the area starts, or where each account starts: a signed-in account with the role goes straight there. */
  home: string | ((user: SessionUser) => string);
  back: { to: string; label: ReactNode };
  /** Below the form: e.g. the demo accounts' note. */
  children?: ReactNode;
}

/**
 * A staff area's login screen: one card with the area sign-in, a way back, and no second visit for
 * the signed in. Drawn by the server (each login route has a `staff` handle, ADR 145); the session
 * is only asked in the browser, so a signed-in account goes home once the page has hydrated.
 */
export function StaffSignInPage<K extends Identifier>({ pageTitle, heading, description, home, back, children, ...form }: StaffSignInPageProps<K>) {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const homeOf = (account: SessionUser) => (typeof home === 'function' ? home(account) : home);

  if (!isLoading && user && hasAnyRole(user.roles, form.roles)) return <Navigate to={homeOf(user)} replace />;

  return (
    <main id="contenido" className="flex min-h-screen items-center justify-center bg-surface px-4 py-10">
      <PageTitle title={pageTitle} />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-xl font-semibold">{heading}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <NeedsScriptNote>Para ingresar necesitás JavaScript activado en el navegador.</NeedsScriptNote>
          <div {...NEEDS_SCRIPT}>
            <Suspense>
              <LazyForm
                {...(form as unknown as Omit<StaffSignInFormProps<Identifier>, 'onSignedIn'>)}
                onSignedIn={(signedIn) => navigate(homeOf(signedIn), { replace: true })}
              />
            </Suspense>
          </div>
          {children}
          <Button variant="link" asChild className="mt-4 px-0">
            <Link to={back.to}>
              <ArrowLeft aria-hidden />
              {back.label}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
