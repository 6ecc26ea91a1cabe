import { Mail, MapPin, Phone } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { BRAND, OFFICES } from '../../domain/brand.ts';
import { usePublicSettings } from '../lib/public-settings.ts';
import { paths } from '../paths.ts';

/**
 * Header and footer of the fund's public pages (/terrenos and /datacenter): two areas that may not
 * import each other, so their chrome lives here.
 */
export function FundSiteHeader() {
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'font-semibold text-brand-800 underline underline-offset-4' : 'text-muted hover:text-brand-700';
  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <Link to={paths.firm} className="flex items-center gap-2 rounded font-semibold text-brand-800">
          <span aria-hidden className="flex size-8 items-center justify-center rounded-md bg-brand-700 text-sm font-bold text-white">
            P
          </span>
          <span className="text-lg">{BRAND.firm}</span>
        </Link>
        <nav aria-label="Secciones" className="flex items-center gap-4 text-sm">
          <NavLink to={paths.land} className={navClass}>
            Terrenos
          </NavLink>
          <NavLink to={paths.datacenter} className={navClass}>
            Data centers
          </NavLink>
          <NavLink to={paths.valuation} className={navClass}>
            Valuá tu terreno
          </NavLink>
        </nav>
      </div>
    </header>
  );
}

export function FundSiteFooter() {
  const settings = usePublicSettings().data;
  const linkClass = 'underline-offset-4 hover:underline';
  return (
    <footer className="mt-auto bg-brand-950 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="grid content-start gap-2">
          <p className="text-lg font-semibold">{BRAND.firm}</p>
          <p className="text-sm text-white/80">Fondo de inversión en tierra, desarrollo y valuación de terrenos.</p>
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
        </div>
      </div>
    </footer>
  );
}
