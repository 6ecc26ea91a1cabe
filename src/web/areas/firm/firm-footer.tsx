import { LockKeyhole, Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BRAND, OFFICES } from '../../../domain/brand.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';

// The staff sign-in (a form with its schema, Radix dialog) loads when its button is first used.
const loadAdminLogin = () => import('./admin-login-dialog.tsx');
const AdminLoginDialog = lazy(() => loadAdminLogin().then((m) => ({ default: m.AdminLoginDialog })));

/** Contact e-mail and phone (public settings), the two offices, legal links and the staff access. */
export function FirmFooter() {
  const settings = usePublicSettings().data;
  const linkClass = 'underline-offset-4 hover:underline';
  return (
    <footer className="bg-brand-950 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="grid content-start gap-2">
          <p className="text-lg font-semibold">{BRAND.firm}</p>
          <p className="text-sm text-white/80">Desarrollo, construcción y valuación de terrenos.</p>
        </div>
        <div className="grid content-start gap-2">
          <h2 className="font-semibold">Contacto</h2>
          <ul className="grid gap-2 text-sm">
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 shrink-0" />
              {settings ? (
                <a className={linkClass} href={`mailto:${settings.email_contacto}`}>
                  {settings.email_contacto}
                </a>
              ) : (
                <span>…</span>
              )}
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4 shrink-0" />
              {settings ? (
                <a className={linkClass} href={`tel:${settings.telefono_contacto.replace(/[^\d+]/g, '')}`}>
                  {settings.telefono_contacto}
                </a>
              ) : (
                <span>…</span>
              )}
            </li>
          </ul>
        </div>
        <div className="grid content-start gap-2">
          <h2 className="font-semibold">Oficinas</h2>
          <ul className="grid gap-2 text-sm">
            {OFFICES.map((office) => (
              <li key={office} className="flex items-center gap-2">
                <MapPin aria-hidden className="size-4 shrink-0" />
                {office}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-white/80">
            © {new Date().getFullYear()} {BRAND.firm}
          </p>
          <nav aria-label="Legales" className="flex flex-wrap gap-4">
            <Link className={linkClass} to={paths.legalTerms}>
              Términos y condiciones
            </Link>
            <Link className={linkClass} to={paths.legalPrivacy}>
              Política de privacidad
            </Link>
          </nav>
          <AdminAccess />
        </div>
      </div>
    </footer>
  );
}

/** 'Acceso administrador': a plain button until first pressed, then the dialog (loaded on demand) opens. */
function AdminAccess() {
  const [used, setUsed] = useState(false);
  const face = (
    <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setUsed(true)} onPointerEnter={() => void loadAdminLogin()}>
      <LockKeyhole aria-hidden />
      Acceso administrador
    </Button>
  );
  if (!used) return face;
  return (
    <Suspense fallback={face}>
      <AdminLoginDialog defaultOpen />
    </Suspense>
  );
}
