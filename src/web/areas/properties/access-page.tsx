import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { signInEmailBody, signUpEmailBody } from '../../../domain/accounts/auth-requests.ts';
import { INVALID_CREDENTIALS_MESSAGE } from '../../../domain/accounts/sign-in-messages.ts';
import { BRAND } from '../../../domain/brand.ts';
import { PASSWORD_HINT } from '../../../domain/shared/passwords.ts';
import { hasAnyRole } from '../../../domain/shared/roles.ts';
import { api } from '../../lib/api.ts';
import { apiMessageOr } from '../../lib/api-message.ts';
import { useSession } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { paths } from '../../paths.ts';
import type { PageHandle } from '../../shared/page-handle.ts';
import { AreaSignInForm, type AreaSignInMessages, useAreaSignIn } from '../../staff/area-sign-in.tsx';
import { showFieldError } from '../../staff/field-errors.ts';
import { Alert, AlertDescription, AlertTitle } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NEEDS_SCRIPT, NeedsScriptNote } from '../../ui/needs-script.tsx';
import { Separator } from '../../ui/separator.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';

const signInSchema = signInEmailBody.pick({ email: true, password: true });
const signUpSchema = signUpEmailBody.pick({ name: true, email: true, password: true });
type SignUp = z.infer<typeof signUpSchema>;
type Notice = { kind: 'error' | 'success'; title: string; message: string } | null;

const SIGN_IN_MESSAGES: AreaSignInMessages = {
  title: 'Error al iniciar sesión',
  invalid: INVALID_CREDENTIALS_MESSAGE,
  failure: 'Error al iniciar sesión',
  display: 'alert',
};

/** The server's Spanish line, unless there was no answer at all. */

/** `/propiedades/acceso`: sign in or sign up to manage listings, Google when configured, or browse as a guest. */
function AccessPage() {
  const navigate = useNavigate();
  const { user, googleEnabled } = useSession();
  const [tab, setTab] = useState<'ingresar' | 'registrarse'>('ingresar');
  const [notice, setNotice] = useState<Notice>(null);
  const [signedUpEmail, setSignedUpEmail] = useState('');
  const signIn = useAreaSignIn(['usuario'], SIGN_IN_MESSAGES);
  const signUp = useForm<SignUp>({ resolver: zodResolver(signUpSchema), defaultValues: { name: '', email: '', password: '' } });
  const [google, setGoogle] = useState(false);
  // Drawn by the server (ADR 131): the forms stay disabled until their handlers run, so a password
  // typed early is never posted by the browser itself.
  const hydrated = useHydrated();

  const onSignUp = async (values: SignUp) => {
    setNotice(null);
    try {
      await api.post('/api/auth/sign-up/email', values);
      signUp.reset();
      setSignedUpEmail(values.email);
      setTab('ingresar');
      setNotice({
        kind: 'success',
        title: 'Cuenta creada',
        message: 'Tu cuenta fue creada. Te mandamos un e-mail para confirmar tu dirección: podés iniciar sesión ya, y cargar propiedades cuando la confirmes.',
      });
    } catch (error) {
      showFieldError(signUp, error);
      setNotice({ kind: 'error', title: 'Error al crear la cuenta', message: apiMessageOr(error, 'Error al crear la cuenta') });
    }
  };

  const onGoogle = async () => {
    setNotice(null);
    signIn.clearFailure();
    setGoogle(true);
    try {
      const { url } = await api.post<{ url: string }>('/api/auth/sign-in/social', { provider: 'google', callbackURL: paths.propertiesManage });
      window.location.assign(url);
    } catch (error) {
      setGoogle(false);
      setNotice({ kind: 'error', title: 'Error al iniciar sesión', message: apiMessageOr(error, 'Error al iniciar sesión') });
    }
  };

  return (
    <main id="contenido" className="mx-auto grid min-h-[80vh] max-w-md content-center gap-5 px-4 py-10">
      <header className="grid gap-1 text-center">
        <Link to={paths.home} className="text-sm font-semibold text-brand-700">
          {BRAND.firm}
        </Link>
        <h1 className="text-2xl font-bold">Plataforma de propiedades</h1>
        <p className="text-sm text-muted">Iniciá sesión para publicar y gestionar tus propiedades.</p>
      </header>

      {user && hasAnyRole(user.roles, ['usuario']) && (
        <Alert>
          <AlertTitle>Ya iniciaste sesión como {user.name}</AlertTitle>
          <AlertDescription>
            <Link to={paths.propertiesManage} className="font-medium text-brand-700 underline">
              Ir a mis propiedades
            </Link>
          </AlertDescription>
        </Alert>
      )}

      {notice && (
        <Alert variant={notice.kind === 'error' ? 'destructive' : 'default'} role={notice.kind === 'success' ? 'status' : undefined}>
          <AlertTitle>{notice.title}</AlertTitle>
          <AlertDescription>{notice.message}</AlertDescription>
        </Alert>
      )}

      <NeedsScriptNote>Para iniciar sesión o crear tu cuenta necesitás JavaScript activado. Sin él podés ver las propiedades publicadas.</NeedsScriptNote>
      <fieldset disabled={!hydrated} className="grid gap-5" {...NEEDS_SCRIPT}>
        <legend className="sr-only">Iniciar sesión o registrarse</legend>
        <Tabs
          value={tab}
          onValueChange={(v) => {
            setTab(v as typeof tab);
            setNotice(null);
            signIn.clearFailure();
          }}
        >
          <TabsList className="w-full self-stretch">
            <TabsTrigger value="ingresar" className="flex-1">
              Iniciar Sesión
            </TabsTrigger>
            <TabsTrigger value="registrarse" className="flex-1">
              Registrarse
            </TabsTrigger>
          </TabsList>
          <TabsContent value="ingresar">
            <div className="rounded-lg border border-border p-5">
              <AreaSignInForm
                signIn={signIn}
                identifier="email"
                identifierLabel="Email"
                schema={signInSchema}
                submitLabel="Iniciar Sesión"
                defaultIdentifier={signedUpEmail}
                onSignedIn={() => navigate(paths.propertiesManage)}
              />
            </div>
          </TabsContent>
          <TabsContent value="registrarse">
            <form onSubmit={signUp.handleSubmit(onSignUp)} noValidate className="grid gap-4 rounded-lg border border-border p-5">
              <Field label="Nombre completo" required error={signUp.formState.errors.name?.message}>
                <Input autoComplete="name" {...signUp.register('name')} />
              </Field>
              <Field label="Email" required error={signUp.formState.errors.email?.message}>
                <Input type="email" autoComplete="email" {...signUp.register('email')} />
              </Field>
              <Field label="Contraseña" required description={PASSWORD_HINT} error={signUp.formState.errors.password?.message}>
                <Input type="password" autoComplete="new-password" {...signUp.register('password')} />
              </Field>
              <Button type="submit" loading={signUp.formState.isSubmitting}>
                {signUp.formState.isSubmitting ? 'Creando cuenta...' : 'Crear cuenta'}
              </Button>
            </form>
          </TabsContent>
        </Tabs>

        {googleEnabled && (
          <Button variant="outline" onClick={onGoogle} loading={google}>
            Continuar con Google
          </Button>
        )}
      </fieldset>
      <div className="flex items-center gap-3">
        <Separator className="flex-1" />
        <span className="text-xs text-muted">o</span>
        <Separator className="flex-1" />
      </div>
      <Button asChild variant="secondary">
        <Link to={paths.properties}>SALTEAR LOGIN</Link>
      </Button>
      <p className="text-center text-xs text-muted">Como invitado podés ver las propiedades publicadas, pero no publicar.</p>
    </main>
  );
}

export const Component = AccessPage;

export const handle: PageHandle = {
  // A sign-in page: drawn by the server (no blank page without JavaScript) but kept out of search results and the sitemap.
  unlisted: true,
  meta: () => ({
    title: 'Acceso a propiedades',
    description: 'Iniciá sesión o creá tu cuenta para publicar y gestionar tus propiedades en Parcela, o mirá las publicadas como invitado.',
  }),
};
