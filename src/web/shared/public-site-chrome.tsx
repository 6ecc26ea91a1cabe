import { Mail, MapPin, Phone } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { BRAND, OFFICES } from '../../domain/brand.ts';
import { formatPhone } from '../../domain/shared/whatsapp.ts';
import { usePublicSettings } from '../lib/public-settings.ts';
import { paths } from '../paths.ts';

/** The public areas, in the order a visitor meets them (one site, one navigation). */
export const PUBLIC_NAV = [
  { to: paths.home, label: 'Inicio' },
  { to: paths.valuation, label: 'Valuá tu terreno' },
  { to: paths.prices, label: 'Precios' },
  { to: paths.properties, label: 'Propiedades' },
  { to: paths.firm, label: 'La empresa' },
  { to: paths.tasks.landing, label: 'Servicios' },
  { to: paths.land, label: 'Terrenos' },
  { to: paths.datacenter, label: 'Data center' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'font-semibold text-brand-800 underline underline-offset-4' : 'text-muted hover:text-brand-700';

function NavLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {PUBLIC_NAV.map(({ to, label }) => (
        <li key={to}>
          {to.includes('#') ? (
            // A plain link: React Router does not scroll to a fragment, the browser does.
            <a href={to} className="text-muted hover:text-brand-700">
              {label}
            </a>
          ) : (
            <NavLink to={to} end className={linkClass}>
              {label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The header of every public page: the brand home and every public area. Below 768 px the links
 * fold into 'Menú', a native disclosure (<details>): keyboard and screen readers know it, and it
 * opens without JavaScript, before hydration too.
 */
export function PublicHeader() {
  const menu = useClosingMenu();
  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex min-h-14 max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <Link to={paths.home} className="flex shrink-0 items-center gap-2 rounded font-semibold text-brand-800">
          <span aria-hidden className="flex size-8 items-center justify-center rounded-md bg-brand-700 text-sm font-bold text-white">
            P
          </span>
          <span className="text-lg">{BRAND.name}</span>
          <span className="sr-only">: inicio</span>
        </Link>
        <nav aria-label="Principal" className="hidden md:block">
          <NavLinks className="flex flex-wrap items-center justify-end gap-x-4 gap-y-1 text-sm" />
        </nav>
        <details ref={menu} className="group relative md:hidden">
          <summary className="flex h-10 cursor-pointer list-none items-center rounded-md border border-border px-3 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
            Menú
          </summary>
          <nav aria-label="Principal" className="absolute right-0 z-50 mt-2 w-56 rounded-md border border-border bg-white p-3 shadow-lg">
            <NavLinks className="grid gap-1 text-base [&_a]:block [&_a]:rounded [&_a]:px-2 [&_a]:py-2" />
          </nav>
        </details>
      </div>
    </header>
  );
}

/**
 * 'Menú' closes on a tap or click outside it, on Escape and after following any of its links (an
 * in-page anchor like 'Precios' too), and gives focus back to its button — without moving the page
 * (ADR 102). Without JavaScript it stays a plain disclosure.
 */
function useClosingMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (refocus: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (refocus) details.querySelector('summary')?.focus({ preventScroll: true });
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        event.preventDefault();
        close(true);
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element).closest('a')) return;
      close(false);
      // After the link's own navigation (a fragment one moves the focus start point to its target).
      setTimeout(() => details.querySelector('summary')?.focus({ preventScroll: true }), 0);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    details.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('click', onClick);
    };
  }, []);
  return ref;
}

/**
 * The footer of every public page: contact data (public settings), the offices, the public areas
 * and the legal pages. `children` adds a page's own action (the firm's staff access).
 */
export function PublicFooter({ children }: { children?: ReactNode }) {
  const settings = usePublicSettings().data;
  const footLink = 'underline-offset-4 hover:underline';
  return (
    <footer className="mt-auto bg-brand-950 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-2">
          <p className="text-lg font-semibold">{BRAND.firm}</p>
          <p className="text-sm text-white/80">Desarrollo, construcción, valuación de terrenos y fondo de inversión en tierra.</p>
        </div>
        <div className="grid content-start gap-2">
          <h2 className="font-semibold">Contacto</h2>
          <ul className="grid gap-2 text-sm">
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 shrink-0" />
              {settings ? (
                <a className={footLink} href={`mailto:${settings.email_contacto}`}>
                  {settings.email_contacto}
                </a>
              ) : (
                <span>…</span>
              )}
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4 shrink-0" />
              {settings ? (
                <a className={footLink} href={`tel:${settings.telefono_contacto.replace(/[^\d+]/g, '')}`}>
                  {formatPhone(settings.telefono_contacto, { line: true })}
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
        <nav aria-label="Sitio" className="grid content-start gap-2">
          <h2 className="font-semibold">Sitio</h2>
          <ul className="grid gap-1 text-sm">
            {PUBLIC_NAV.map(({ to, label }) => (
              <li key={to}>
                {to.includes('#') ? (
                  <a className={footLink} href={to}>
                    {label}
                  </a>
                ) : (
                  <Link className={footLink} to={to}>
                    {label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-white/80">
            © {new Date().getFullYear()} {BRAND.firm}
          </p>
          <nav aria-label="Legales" className="flex flex-wrap gap-4">
            <Link className={footLink} to={paths.legalTerms}>
              Términos y condiciones
            </Link>
            <Link className={footLink} to={paths.legalPrivacy}>
              Política de privacidad
            </Link>
          </nav>
          {children}
        </div>
      </div>
    </footer>
  );
}
