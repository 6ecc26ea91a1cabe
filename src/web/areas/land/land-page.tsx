import { LandPlot } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicPlot } from '../../../domain/fund/land.ts';
import { srcSet, variantWidthsOf } from '../../../domain/shared/images.ts';
import { formatNumber, formatUsd } from '../../../domain/shared/money.ts';
import { preloadable } from '../../lib/preloadable.ts';
import { publicSettingsQueryOptions } from '../../lib/public-settings.ts';
import { FirmWhatsAppButton } from '../../shared/firm-whatsapp-button.tsx';
import { FundSiteFooter, FundSiteHeader } from '../../shared/fund-site-chrome.tsx';
import type { PageHandle } from '../../shared/page-handle.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FactGrid } from '../../ui/fact-grid.tsx';
import { NEEDS_SCRIPT, NeedsScriptNote } from '../../ui/needs-script.tsx';
import { Progress } from '../../ui/progress.tsx';
import { useOnceInView } from '../../ui/use-once-in-view.ts';
import { landPlotsQueryOptions, useLandPlots } from './api.ts';
import { InquiryForm } from './inquiry-form.tsx';

const TITLE = 'Terrenos para invertir';
const DESCRIPTION =
  'Invertí en tierra con Parcela Desarrollos: terrenos en Buenos Aires con su avance de inversión e inversores. ¿Tenés un terreno? Contanos y lo evaluamos.';
const INVESTOR_GREETING = 'Hola, quiero saber cómo invertir en los terrenos del fondo de Parcela Desarrollos.';
const OFFER_TITLE = '¿Cuánto te ofrecemos por tu terreno?';

// «¿Cuánto te ofrecemos?» (ADR 143) loads when its section comes into view or is used: /terrenos'
// first visit is at its budget (scripts/size-budget.ts), so the form, zod and its answers are a later chunk.
const { Component: OfferForm, preload: loadOfferForm } = preloadable(() => import('./offer-form.tsx').then((m) => m.OfferForm));

/** /terrenos: the fund's active plots for investors and the land owners' form (DESIGN.md §5). */
function LandPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <FundSiteHeader />
      <main id="contenido" className="flex-1">
        <section aria-labelledby="titulo" className="bg-linear-to-br from-brand-900 to-brand-700 px-4 py-14 text-white sm:py-20">
          <div className="mx-auto grid max-w-6xl gap-5">
            <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">Invertí en tierra, construí valor</p>
            <h1 id="titulo" className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
              {TITLE}
            </h1>
            <p className="max-w-2xl text-lg text-white/90">
              Compramos terrenos con potencial en Buenos Aires junto a inversores y los desarrollamos. Mirá cada proyecto, cuánto falta para completarlo y
              sumate.
            </p>
            <div className="flex flex-wrap gap-3">
              <FirmWhatsAppButton text={INVESTOR_GREETING} size="lg" variant="secondary">
                Quiero invertir
              </FirmWhatsAppButton>
              <a
                href="#oferta"
                className="inline-flex h-11 items-center rounded-md border border-white/70 px-6 font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Tengo un terreno
              </a>
            </div>
          </div>
        </section>
        <HowItWorks />
        <Plots />
        <OfferSection />
        <section id="propietarios" aria-labelledby="propietarios-titulo" className="scroll-mt-4 bg-brand-50 px-4 py-12">
          <div className="mx-auto grid max-w-3xl gap-4">
            <h2 id="propietarios-titulo" className="text-2xl font-bold text-brand-900">
              ¿Tenés un terreno?
            </h2>
            <p className="text-muted">
              Contanos dónde está y cuántos m² vendibles estimás. Si ya tenés la prefactibilidad, adjuntala: la revisa solo el equipo del fondo.
            </p>
            <div className="rounded-lg border border-border bg-white p-5 shadow-sm">
              <InquiryForm />
            </div>
          </div>
        </section>
      </main>
      <FundSiteFooter />
    </div>
  );
}

type OfferSlot = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * The offer's section: drawn by the server with its title; the form's code arrives when the
 * section is near the screen, or at once when pointed at, focused or asked for (/terrenos#oferta
 * lands on it, `?barrio=<id>` preselects the barrio).
 */
function OfferSection() {
  const [slot, setSlot] = useState<OfferSlot>('waiting');
  const [search] = useSearchParams();
  const start = useRef(() => {});
  start.current = () => {
    if (slot === 'loading' || slot === 'ready') return;
    setSlot('loading');
    loadOfferForm().then(
      () => setSlot('ready'),
      () => setSlot('failed'),
    );
  };
  const section = useOnceInView(() => start.current(), '200px');
  const waitingCard = (
    <div className="grid justify-items-start gap-3">
      {slot === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          No se pudo cargar el formulario. Revisá tu conexión.
        </p>
      ) : null}
      <Button type="button" size="lg" loading={slot === 'loading'} onClick={() => start.current()} {...NEEDS_SCRIPT}>
        {slot === 'failed' ? 'Reintentar' : slot === 'loading' ? 'Preparando el formulario…' : 'Calcular mi oferta'}
      </Button>
      <NeedsScriptNote>Para calcular la oferta hace falta JavaScript. También podés dejarnos tu consulta más abajo.</NeedsScriptNote>
    </div>
  );
  return (
    <section
      ref={section}
      id="oferta"
      aria-labelledby="oferta-titulo"
      className="scroll-mt-4 px-4 pb-14"
      onPointerEnter={() => start.current()}
      onFocus={() => start.current()}
    >
      <div className="mx-auto grid max-w-4xl gap-4">
        <h2 id="oferta-titulo" className="text-2xl font-bold text-brand-900">
          {OFFER_TITLE}
        </h2>
        <p className="text-muted">
          Con el barrio y la superficie del lote te mostramos al instante tres opciones indicativas: contado, permuta por m² terminados o una mezcla, con cada
          supuesto a la vista.
        </p>
        <div className="rounded-lg border border-border bg-white p-5 shadow-sm">
          {slot === 'ready' ? (
            <Suspense fallback={waitingCard}>
              <OfferForm initialBarrioId={search.get('barrio') ?? undefined} />
            </Suspense>
          ) : (
            waitingCard
          )}
        </div>
      </div>
    </section>
  );
}

// Few icons: each joins the chunk every public page loads.
const STEPS = [
  { title: 'Elegimos el terreno', text: 'Analizamos ubicación, normativa y m² vendibles antes de comprar.' },
  { title: 'Sumás tu inversión', text: 'Cada terreno muestra la inversión total necesaria y cuánto se completó.' },
  { title: 'Desarrollamos y vendemos', text: 'Construimos con 55 años de experiencia y repartimos el resultado.' },
] as const;

function HowItWorks() {
  return (
    <section aria-labelledby="como" className="px-4 py-12">
      <div className="mx-auto grid max-w-6xl gap-6">
        <h2 id="como" className="text-2xl font-bold text-brand-900">
          Cómo funciona para inversores
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map(({ title, text }, index) => (
            <li key={title} className="grid content-start gap-2 rounded-lg border border-border p-5">
              <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Plots() {
  const { data: plots, isError } = useLandPlots();
  return (
    <section aria-labelledby="terrenos" className="px-4 pb-14">
      <div className="mx-auto grid max-w-6xl gap-6">
        <h2 id="terrenos" className="text-2xl font-bold text-brand-900">
          Terrenos del fondo
        </h2>
        {plots && plots.length > 0 ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {plots.map((plot, index) => (
              <li key={plot.id} className="contents">
                <PlotCard plot={plot} eager={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<LandPlot />}
            title={isError ? 'No se pudieron cargar los terrenos' : 'No hay terrenos disponibles en este momento'}
            description="Escribinos y te avisamos cuando sumemos el próximo."
          />
        )}
      </div>
    </section>
  );
}

function PlotCard({ plot, eager }: { plot: PublicPlot; eager: boolean }) {
  const percent = plot.porcentaje_inversion_completa;
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-border bg-white shadow-sm">
      <div className="relative aspect-[16/10] bg-brand-50">
        {plot.imagen_url ? (
          <img
            src={plot.imagen_url}
            srcSet={srcSet({ url: plot.imagen_url, anchos: variantWidthsOf(plot.imagen_url) })}
            sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
            alt={`Terreno ${plot.titulo}`}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <LandPlot aria-hidden className="absolute inset-0 m-auto size-12 text-brand-300" />
        )}
        <Badge variant={percent >= 100 ? 'success' : 'secondary'} className="absolute top-3 left-3 shadow-sm">
          {plot.estado}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 className="text-lg font-semibold leading-tight text-ink">{plot.titulo}</h3>
          <p className="text-sm text-muted">{plot.ubicacion}</p>
        </div>
        {plot.descripcion && <p className="text-sm text-ink">{plot.descripcion}</p>}
        <FactGrid
          facts={[
            { label: 'Valor del terreno', value: formatUsd(plot.valor_terreno) },
            { label: 'Inversión total', value: formatUsd(plot.inversion_total_necesaria) },
            { label: 'M² vendibles', value: `${formatNumber(plot.m2_vendibles)} m²` },
            { label: 'Inversores', value: formatNumber(plot.cantidad_inversores) },
          ]}
        />
        <Progress value={percent / 100} label="Inversión completada" className="mt-auto pt-1" />
      </div>
    </article>
  );
}

export const Component = LandPage;

/** Rendered on the server with the plots (docs/decisions/008). */
export const handle: PageHandle = {
  queries: () => [landPlotsQueryOptions(), publicSettingsQueryOptions()],
  meta: () => ({ title: TITLE, description: DESCRIPTION }),
};
