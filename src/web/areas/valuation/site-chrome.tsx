import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';
import { paths } from '../../paths.ts';

/** Brand header of the valuation site. */
export function SiteHeader() {
  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4">
        <Link to={paths.valuation} className="flex items-center gap-2 rounded font-semibold text-brand-800">
          <span aria-hidden className="flex size-8 items-center justify-center rounded-md bg-brand-700 text-sm font-bold text-white">
            P
          </span>
          <span className="text-lg">{BRAND.name}</span>
          <span className="sr-only">: inicio de la valuación</span>
        </Link>
        <nav aria-label="Secciones" className="flex items-center gap-4 text-sm">
          <a href="#precios" className="text-muted hover:text-brand-700 max-[359px]:hidden">
            Precios
          </a>
          <Link to={paths.home} className="text-muted hover:text-brand-700">
            Barrios
          </Link>
        </nav>
      </div>
    </header>
  );
}

/** Footer: legal pages and contact (the valuation home passes `onContact` to open its dialog). */
export function SiteFooter({ onContact }: { onContact?: () => void }) {
  const { data: settings } = usePublicSettings();
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 text-sm sm:grid-cols-3">
        <div className="grid gap-1">
          <p className="font-semibold text-ink">{BRAND.firm}</p>
          <p className="text-muted">Valuación de terrenos y desarrollo inmobiliario en Buenos Aires.</p>
        </div>
        <nav aria-label="Legales" className="grid content-start gap-2">
          <Link to={paths.legalTerms} className="text-brand-700 underline-offset-4 hover:underline">
            Términos y condiciones
          </Link>
          <Link to={paths.legalPrivacy} className="text-brand-700 underline-offset-4 hover:underline">
            Política de privacidad
          </Link>
        </nav>
        <div className="grid content-start gap-2">
          {onContact ? (
            <button type="button" onClick={onContact} className="justify-self-start text-brand-700 underline-offset-4 hover:underline">
              Contacto
            </button>
          ) : (
            <Link to={paths.valuation} className="text-brand-700 underline-offset-4 hover:underline">
              Contacto
            </Link>
          )}
          {settings && (
            <>
              <a href={`mailto:${settings.email_contacto}`} className="flex items-center gap-2 text-muted hover:text-brand-700">
                <Mail aria-hidden className="size-4" />
                {settings.email_contacto}
              </a>
              <a href={`tel:${settings.telefono_contacto.replace(/[^\d+]/g, '')}`} className="flex items-center gap-2 text-muted hover:text-brand-700">
                <Phone aria-hidden className="size-4" />
                {settings.telefono_contacto}
              </a>
            </>
          )}
        </div>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted">
        © {new Date().getFullYear()} {BRAND.firm}
      </p>
    </footer>
  );
}
