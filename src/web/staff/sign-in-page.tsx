import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { SessionUser } from '../../domain/accounts/session-user.ts';
import { hasAnyRole, type Role } from '../../domain/shared/roles.ts';
import { useSession } from '../lib/session.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { AreaSignInForm, type AreaSignInFormProps, type AreaSignInMessages, useAreaSignIn } from './area-sign-in.tsx';

type Identifier = 'email' | 'username';

export interface StaffSignInPageProps<K extends Identifier> extends Omit<AreaSignInFormProps<K>, 'signIn' | 'onSignedIn'> {
  /** The browser tab's title and the card's heading. */
  pageTitle: string;
  heading: ReactNode;
  description: ReactNode;
  roles: readonly Role[];
  messages: AreaSignInMessages;
  /** Where the area starts: a signed-in account with the role goes straight there. */
  home: string;
  /** Said once signed in, before going home (e.g. a success toast). */
  onSignedIn?: (user: SessionUser) => void;
  back: { to: string; label: string };
  /** Below the form: e.g. the demo accounts' note. */
  children?: ReactNode;
}

/** A staff area's login screen: one card with the area sign-in, a way back, and no second visit for the signed in. */
export function StaffSignInPage<K extends Identifier>({
  pageTitle,
  heading,
  description,
  roles,
  messages,
  home,
  onSignedIn,
  back,
  children,
  ...form
}: StaffSignInPageProps<K>) {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const signIn = useAreaSignIn(roles, messages);

  if (!isLoading && user && hasAnyRole(user.roles, roles)) return <Navigate to={home} replace />;

  return (
    <main id="contenido" className="flex min-h-screen items-center justify-center bg-surface px-4 py-10">
      <PageTitle title={pageTitle} />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-xl font-semibold">{heading}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <AreaSignInForm
            {...form}
            signIn={signIn}
            onSignedIn={(signedIn) => {
              onSignedIn?.(signedIn);
              navigate(home, { replace: true });
            }}
          />
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
