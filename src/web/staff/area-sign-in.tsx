import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import type { SessionUser } from '../../domain/accounts/session-user.ts';
import { ERROR_CODES } from '../../domain/shared/api-error.ts';
import type { Role } from '../../domain/shared/roles.ts';
import { ApiError } from '../lib/api.ts';
import { type Credentials, signInToArea, useRefreshSession } from '../lib/session.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { paths } from '../paths.ts';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { toast } from '../ui/toast.tsx';
import { showFieldError } from './field-errors.ts';

/** How an area's login answers a failure (spec §8: each area has its own texts). */
export interface AreaSignInMessages {
  /** Title of the toast or the alert: 'Error', 'Error de autenticación', 'Error al iniciar sesión'… */
  title: string;
  /** A wrong account or password, and an account without the area's role (DESIGN.md §4). */
  invalid: string;
  /** No answer, or a failure of the server. */
  failure: string;
  /** A toast, or an alert at the top of the form. */
  display: 'toast' | 'alert';
}

/** The message of a failed sign-in, chosen by the error's code: never by its text. */
export function signInFailureMessage(error: unknown, messages: AreaSignInMessages): string {
  if (error instanceof ApiError) {
    if (error.code === ERROR_CODES.invalidCredentials || error.status === 401) return messages.invalid;
    // Too many attempts (how long to wait) and a refused field: the server's own Spanish line.
    if (error.code === ERROR_CODES.rateLimited || error.code === ERROR_CODES.validation) return error.message;
  }
  return messages.failure;
}

export interface AreaSignIn {
  /**
   * Signs in with one of `roles` and refreshes the session; a failure is told with the area's
   * messages (unless `onFieldError` placed it under a field) and answers null.
   */
  signIn: (credentials: Credentials, onFieldError?: (error: unknown) => boolean) => Promise<SessionUser | null>;
  /** The failure to show, when `display` is 'alert'. */
  failure: { title: string; message: string } | null;
  clearFailure: () => void;
}

/** Sign-in to one staff area: its roles and its own failure texts. */
export function useAreaSignIn(roles: readonly Role[], messages: AreaSignInMessages | (() => AreaSignInMessages)): AreaSignIn {
  const refreshSession = useRefreshSession();
  const [failure, setFailure] = useState<AreaSignIn['failure']>(null);
  return {
    failure,
    clearFailure: () => setFailure(null),
    async signIn(credentials, onFieldError) {
      setFailure(null);
      try {
        const user = await signInToArea(credentials, roles);
        await refreshSession();
        return user;
      } catch (error) {
        if (onFieldError?.(error)) return null;
        // A getter: a login whose texts load with its schema reads them once they are in (ADR 145).
        const texts = typeof messages === 'function' ? messages() : messages;
        const message = signInFailureMessage(error, texts);
        if (texts.display === 'toast') toast.error(texts.title, message);
        else setFailure({ title: texts.title, message });
        return null;
      }
    },
  };
}

export type Identifier = 'email' | 'username';
export type SignInValues<K extends Identifier> = Record<K, string> & { password: string };
/** The form's own view of its two fields, whichever the identifier is. */
type FormValues = Record<string, string>;

export interface AreaSignInFormProps<K extends Identifier> {
  signIn: AreaSignIn;
  /** Sign in by e-mail or by username. */
  identifier: K;
  identifierLabel: string;
  /**
   * The area's login schema from src/domain (its required-field texts), or its loader: a login drawn
   * by the server takes it on the first check, so zod stays off the first visit (ADR 145).
   */
  schema: z.ZodType<SignInValues<K>> | (() => Promise<z.ZodType<SignInValues<K>>>);
  submitLabel: string;
  /** A button that shows the typed password. */
  revealPassword?: boolean;
  defaultIdentifier?: string;
  onSignedIn: (user: SessionUser) => unknown;
}

/** The login form of a staff area: identifier, password, the submit button, and the failure alert when the area uses one. */
export function AreaSignInForm<K extends Identifier>({
  signIn,
  identifier,
  identifierLabel,
  schema,
  submitLabel,
  revealPassword = false,
  defaultIdentifier = '',
  onSignedIn,
}: AreaSignInFormProps<K>) {
  const [showPassword, setShowPassword] = useState(false);
  // The reset page's way back is this very sign-in screen (ADR 092).
  const { pathname } = useLocation();
  const forgotPassword = `${paths.accountLinks.forgotPassword}?${new URLSearchParams({ volver: pathname })}`;
  const form = useForm<FormValues>({
    resolver: async (values, context, options) => {
      const loaded = typeof schema === 'function' ? await schema() : schema;
      return zodResolver(loaded as unknown as z.ZodType<FormValues, FormValues>)(values, context, options);
    },
    defaultValues: { [identifier]: defaultIdentifier, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Drawn by the server (ADR 145, like /propiedades/acceso): disabled until React runs it, so a
  // password typed before the scripts arrive is never sent by the browser itself (a GET with it in the address).
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(async (values) => {
    const credentials = { [identifier]: values[identifier], password: values.password } as Credentials;
    const user = await signIn.signIn(credentials, (error) => showFieldError(form, error));
    if (user) await onSignedIn(user);
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-4">
        {signIn.failure && (
          <Alert variant="destructive">
            <AlertTitle>{signIn.failure.title}</AlertTitle>
            <AlertDescription>{signIn.failure.message}</AlertDescription>
          </Alert>
        )}
        <Field label={identifierLabel} error={errors[identifier]?.message} required>
          {identifier === 'email' ? (
            <Input type="email" autoComplete="username" {...form.register(identifier)} />
          ) : (
            <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register(identifier)} />
          )}
        </Field>
        <Field label="Contraseña" error={errors.password?.message} required>
          {(control) => (
            <div className="relative">
              <Input
                {...control}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className={revealPassword ? 'pr-11' : undefined}
                {...form.register('password')}
              />
              {revealPassword && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="absolute top-0 right-0"
                  aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  {showPassword ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                </Button>
              )}
            </div>
          )}
        </Field>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? 'Iniciando sesión...' : submitLabel}
        </Button>
        <Link to={forgotPassword} className="justify-self-center text-sm font-medium text-brand-700 underline underline-offset-2">
          ¿Olvidaste tu contraseña?
        </Link>
      </fieldset>
    </form>
  );
}
