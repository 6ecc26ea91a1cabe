import { Camera, ExternalLink } from 'lucide-react';
import { BRAND } from '../../../domain/brand.ts';
import { CAROUSEL_TYPE_LABELS } from '../../../domain/carousel/carousel.ts';
import { FIRM_FIGURES } from '../../../domain/firm/figures.ts';
import { CONTACT_GREETING, HERO_GREETING } from '../../../domain/firm/firm.ts';
import { publicSettingsQueryOptions, usePublicSettings } from '../../lib/public-settings.ts';
import { carouselQueryOptions } from '../../shared/carousel/carousel-api.ts';
import { CarouselSection } from '../../shared/carousel/carousel-section.tsx';
import { FirmWhatsAppButton } from '../../shared/firm-whatsapp-button.tsx';
import type { PageHandle } from '../../shared/page-handle.ts';
import { PublicHeader } from '../../shared/public-site-chrome.tsx';
import { firmStructuredData } from '../../shared/structured-data.ts';
import { Button } from '../../ui/button.tsx';
import { FirmFooter } from './firm-footer.tsx';
import { ServicesGrid } from './services-grid.tsx';

/** The firm's landing page, in the spec's order (§2 "Firm landing page sections"). */
function FirmPage() {
  return (
    <>
      <PublicHeader />
      <main id="contenido" className="flex flex-col gap-16 pb-16">
        <Hero />
        <ServicesGrid />
        <PortfolioCard />
        <CarouselSection tipo="propiedades" titulo={CAROUSEL_TYPE_LABELS.propiedades} />
        <CarouselSection tipo="trabajos" titulo={CAROUSEL_TYPE_LABELS.trabajos} />
        <ClosingCallToAction />
      </main>
      <FirmFooter />
    </>
  );
}

function Hero() {
  return (
    <section className="bg-linear-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:py-24">
        <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">Construimos el valor de tu terreno</h1>
        <p className="max-w-2xl text-lg text-white/90">
          En {BRAND.firm} desarrollamos, construimos y valuamos terrenos en Vicente López, Ramos Mejía y la Ciudad de Buenos Aires.
        </p>
        <div>
          <FirmWhatsAppButton text={HERO_GREETING} size="lg" variant="secondary">
            Hablemos sobre tu proyecto
          </FirmWhatsAppButton>
        </div>
        <dl className="grid max-w-xl grid-cols-3 gap-4 pt-4">
          {FIRM_FIGURES.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-sm text-white/85">{label}</dt>
              <dd className="text-2xl font-bold sm:text-3xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function PortfolioCard() {
  const url = usePublicSettings().data?.url_portfolio;
  return (
    <section aria-labelledby="portfolio" className="mx-auto w-full max-w-6xl px-4">
      <div className="flex flex-col items-start gap-4 rounded-lg border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <Camera aria-hidden className="mt-1 size-8 shrink-0 text-brand-700" />
          <div>
            <h2 id="portfolio" className="text-xl font-semibold">
              Nuestro portfolio en redes
            </h2>
            <p className="text-muted">Seguí el avance de cada obra, fotos de entregas y novedades de nuestros desarrollos.</p>
          </div>
        </div>
        {url ? (
          <Button asChild variant="outline">
            <a href={url} target="_blank" rel="noopener noreferrer">
              Ver portfolio
              <ExternalLink aria-hidden />
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </Button>
        ) : (
          <Button variant="outline" disabled>
            Ver portfolio
          </Button>
        )}
      </div>
    </section>
  );
}

function ClosingCallToAction() {
  return (
    <section aria-labelledby="contacto" className="mx-auto w-full max-w-6xl px-4">
      <div className="grid justify-items-center gap-4 rounded-lg bg-brand-50 px-6 py-12 text-center">
        <h2 id="contacto" className="text-2xl font-semibold sm:text-3xl">
          ¿Tenés un proyecto en mente?
        </h2>
        <p className="max-w-xl text-muted">Contanos qué necesitás: te respondemos en el día.</p>
        <FirmWhatsAppButton text={CONTACT_GREETING} size="lg">
          Contactar ahora
        </FirmWhatsAppButton>
      </div>
    </section>
  );
}

export const Component = FirmPage;

/** Rendered on the server with both carousels and the contact data (docs/decisions/008). */
export const handle: PageHandle = {
  queries: () => [publicSettingsQueryOptions(), carouselQueryOptions('propiedades'), carouselQueryOptions('trabajos')],
  meta: ({ origin, data }) => ({
    title: BRAND.firm,
    description: `${BRAND.firm}: desarrollamos, construimos y valuamos terrenos en Vicente López, Ramos Mejía y la Ciudad de Buenos Aires.`,
    // Only the server writes it (the browser's build drops it and what it imports).
    structuredData: import.meta.env.SSR ? [firmStructuredData(origin, data(publicSettingsQueryOptions().queryKey))] : undefined,
  }),
};
