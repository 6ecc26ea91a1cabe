import { type ReactNode, useRef } from 'react';
import type { z } from 'zod';
import type { SessionUser } from '../../domain/accounts/session-user.ts';
import type { Role } from '../../domain/shared/roles.ts';
import type { Credentials } from '../lib/session.ts';
import { AreaSignInForm, type AreaSignInMessages, type Identifier, type SignInValues, useAreaSignIn } from './area-sign-in.tsx';

/** What an area's login reads from its domain module (which brings zod): loaded on the first check, not with the page (ADR 145). */
export interface StaffSignInRules<K extends Identifier> {
  schema: z.ZodType<SignInValues<K>>;
  messages: AreaSignInMessages;
  /** Said once signed in, before going home (e.g. a success toast). */
  welcome?: (user: SessionUser) => void;
}

export interface StaffSignInFormProps<K extends Identifier> {
  roles: readonly Role[];
  rules: () => Promise<StaffSignInRules<K>>;
  identifier: K;
  identifierLabel: string;
  submitLabel: string;
  revealPassword?: boolean;
  /** After the welcome: where the account goes. */
  onSignedIn: (user: SessionUser) => void;
  /** Above the form: e.g. the demo accounts' buttons, which sign in with the same rules. */
  quickAccess?: (signInWith: (credentials: Credentials) => Promise<void>) => ReactNode;
}

/** Until the rules are in, a failure still says something (the loader failing is itself a failure). */
const LOADING_MESSAGES: AreaSignInMessages = {
  title: 'Error',
  invalid: 'No se pudo iniciar sesión.',
  failure: 'No se pudo iniciar sesión. Intentá de nuevo en unos minutos.',
  display: 'toast',
};

/**
 * A staff login's form: the part of StaffSignInPage that carries react-hook-form. Its own chunk,
 * drawn by the server with the page and hydrated when it arrives (serverRendered, ADR 130).
 */
export function StaffSignInForm<K extends Identifier>({ roles, rules, quickAccess, onSignedIn, ...form }: StaffSignInFormProps<K>) {
  const loaded = useRef<StaffSignInRules<K> | null>(null);
  const load = async () => {
    loaded.current ??= await rules();
    return loaded.current;
  };
  const signIn = useAreaSignIn(roles, () => loaded.current?.messages ?? LOADING_MESSAGES);

  const welcome = (user: SessionUser) => {
    loaded.current?.welcome?.(user);
    onSignedIn(user);
  };
  const signInWith = async (credentials: Credentials) => {
    await load().catch(() => null);
    const user = await signIn.signIn(credentials);
    if (user) welcome(user);
  };

  return (
    // Focusing a field starts loading the rules: they are usually in before the first submit.
    <div className="grid gap-4" onFocusCapture={() => void load().catch(() => {})}>
      {quickAccess?.(signInWith)}
      <AreaSignInForm {...form} signIn={signIn} schema={async () => (await load()).schema} onSignedIn={welcome} />
    </div>
  );
}
