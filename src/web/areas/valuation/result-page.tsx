import { FileQuestion, MessageCircle, RotateCcw, Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../domain/shared/date-format.ts';
import { formatNumber, formatUsd } from '../../../domain/shared/money.ts';
import { formatPhone, whatsappLink } from '../../../domain/shared/whatsapp.ts';
import { type Consulta, placeName, shareMessage, VALUATION_MESSAGES } from '../../../domain/valuation/valuation.ts';
import { serverRendered } from '../../lib/preloadable.ts';
import { publicSettingsQueryOptions, usePublicSettings } from '../../lib/public-settings.ts';
import { paths } from '../../paths.ts';
import { isNotFound, NotFoundState } from '../../shared/not-found-state.tsx';
import type { PageHandle } from '../../shared/page-handle.ts';
import { PublicFooter, PublicHeader } from '../../shared/public-site-chrome.tsx';
import { useSiteOrigin } from '../../shared/ssr-state.ts';
import { Alert, AlertDescription } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card.tsx';
import { NEEDS_SCRIPT, NeedsScriptNote } from '../../ui/needs-script.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { consultaClosingCostsQueryOptions, consultaHistoryQueryOptions, consultaQueryOptions, consultaRangeQueryOptions, useConsulta } from './api.ts';
import { DownloadReportButton, MarketRange, RangeExplanation } from './report-parts.tsx';
import { ValuationFigures } from './valuation-figures.tsx';

// The chart's code (shared with the neighbourhood cards) stays off the first visit's JavaScript: it
// loads as soon as this page's module runs, and hydration waits for it (the server HTML stays on
// screen meanwhile). On the server it is in the one bundle and has loaded before any render; a
// thenable that answers at once lets React render it without suspending. No <Suspense> here: a
// boundary in the rendered page makes React stream inline scripts, which the CSP refuses (ADR 008).
type ChartModule = typeof import('./barrio-value-chart.tsx');
let chartModule: ChartModule | undefined;
const loadChart = () =>
  import('./barrio-value-chart.tsx').then((m) => {
    chartModule = m;
    return { default: m.BarrioValueChart };
  });
void loadChart();
const BarrioValueChart = lazy(() => {
  const loaded = chartModule;
  if (!loaded) return loadChart();
  // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one resolves at once, so a loaded chart renders without suspending.
  const ready = { then: (resolve: (m: { default: ChartModule['BarrioValueChart'] }) => void) => resolve({ default: loaded.BarrioValueChart }) };
  return ready as unknown as ReturnType<typeof loadChart>;
});

/** /resultado/:id — the shareable report of one consulta. */
function ResultPage() {
  const { id = '' } = useParams();
  const query = useConsulta(id);
  const notFound = isNotFound(query.error);
  const c = query.data;

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PublicHeader />
      <main id="contenido" className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">
        {query.isPending ? (
          <div className="grid gap-4" role="status" aria-label="Cargando el resultado">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : notFound ? (
          <NotFoundState
            icon={<FileQuestion />}
            title={VALUATION_MESSAGES.notFound}
            description="El enlace puede estar incompleto o la consulta ya no existe."
            to={paths.valuation}
            linkText="Volver al inicio"
          />
        ) : c ? (
          <Report consulta={c} />
        ) : (
          <>
            <h1 className="mb-4 text-2xl font-bold">Resultado de la consulta</h1>
            <Alert variant="destructive">
              <AlertDescription>
                {VALUATION_MESSAGES.loadResultError}.{' '}
                <button type="button" className="font-medium underline" onClick={() => query.refetch()}>
                  Reintentar
                </button>
              </AlertDescription>
            </Alert>
          </>
        )}
      </main>
      <PublicFooter />
    </div>
  );
}

function Report({ consulta: c }: { consulta: Consulta }) {
  const { data: settings } = usePublicSettings();
  const origin = useSiteOrigin();
  const rows: [string, string][] = [
    ['Localidad', c.localidad_nombre],
    ['Barrio', c.barrio_nombre],
    ['M² vendibles', `${formatNumber(c.m2_vendibles)} m²`],
    ['Ubicación', c.ubicacion_calidad],
  ];
  return (
    <article className="grid gap-6">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Informe de valuación</p>
        <h1 className="mt-1 text-2xl font-bold text-ink sm:text-3xl">Terreno en {placeName(c.barrio_nombre, c.localidad_nombre)}</h1>
        <p className="mt-1 text-sm text-muted">Consulta del {formatDate(c.fecha)}</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>Datos del terreno</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted">{label}</dt>
                <dd className="font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Valores estimados</CardTitle>
        </CardHeader>
        <CardContent>
          <ValuationFigures consulta={c} marketRange={<MarketRange id={c.id} />} />
          <RangeExplanation consulta={c} />
          <p className="mt-3 text-sm text-muted">La plusvalía por el desarrollo del terreno es adicional a estos valores.</p>
        </CardContent>
        <CardFooter>
          <div className="grid w-full gap-2 sm:grid-cols-2">
            <DownloadReportButton id={c.id} />
            <Button asChild>
              <a href={whatsappLink('', shareMessage(c, `${origin}${paths.result(c.id)}`))} target="_blank" rel="noopener noreferrer">
                <Share2 aria-hidden />
                Compartir por WhatsApp
              </a>
            </Button>
          </div>
        </CardFooter>
      </Card>

      <Suspense>
        <ClosingCostsCard consulta={c} />
      </Suspense>

      <Suspense>
        <ReportMailForm consultaId={c.id} />
      </Suspense>

      <OfferRequest consulta={c} />

      <Card>
        <CardHeader>
          <CardTitle>Valor de incidencia en {c.barrio_nombre}</CardTitle>
          <p className="text-sm text-muted">
            Lo que vale cada m² vendible del barrio, antes del ajuste de mercado: dólares por m², en los 12 meses previos a la consulta.
          </p>
        </CardHeader>
        <CardContent>
          <BarrioValueChart consulta={c} />
          <Link to={paths.barrio(c.barrio_nombre)} className="mt-3 inline-block text-sm text-brand-700 underline">
            Ver el valor de hoy, los comentarios y las propiedades de {c.barrio_nombre}
          </Link>
        </CardContent>
      </Card>

      {settings && (
        <section aria-labelledby="nota-legal" className="rounded-lg border border-border bg-surface p-4 text-sm text-muted">
          <h2 id="nota-legal" className="mb-1 font-semibold text-ink">
            Nota legal
          </h2>
          <p className="whitespace-pre-line">{settings.texto_legal}</p>
        </section>
      )}

      <div className="flex justify-center">
        <Button variant="secondary" size="lg" asChild>
          <Link to={paths.calculator}>
            <RotateCcw aria-hidden />
            Realizar Nueva Consulta
          </Link>
        </Button>
      </div>
    </article>
  );
}

export const Component = ResultPage;

function resultMeta(c: Consulta | undefined, notFound: boolean) {
  if (!c) return { title: notFound ? VALUATION_MESSAGES.notFound : 'Resultado de la consulta', description: 'Valuación de un terreno con Parcela.' };
  return {
    title: `Valuación de terreno en ${c.barrio_nombre}`,
    description: `Valor de mercado estimado ${formatUsd(c.valor_mercado_usd)} para ${formatNumber(c.m2_vendibles)} m² vendibles en ${placeName(c.barrio_nombre, c.localidad_nombre)}.`,
  };
}

/** Rendered on the server with the consulta; an unknown id answers 404 with the not-found state (docs/decisions/008). */
export const handle: PageHandle = {
  queries: (params) => [
    consultaQueryOptions(params.id ?? ''),
    consultaRangeQueryOptions(params.id ?? ''),
    consultaHistoryQueryOptions(params.id ?? ''),
    consultaClosingCostsQueryOptions(params.id ?? ''),
    publicSettingsQueryOptions(),
  ],
  // One person's valuation, shared by link: never in search results (ADR 102).
  unlisted: true,
  meta: ({ params, data }) => {
    const c = data(consultaQueryOptions(params.id ?? '').queryKey);
    const meta = resultMeta(c, !c);
    return c ? { ...meta, image: `/og/resultado/${c.id}.png`, imageAlt: `${c.barrio_nombre}: ${meta.description}` } : { ...meta, noindex: true };
  },
};

const loadContactDialog = () => import('./contact-dialog.tsx');
const ContactDialog = lazy(loadContactDialog);
// Drawn with the page on the server and hydrated when its chunk arrives (uncontrolled fields: what
// is typed before keeps): the first visit's JavaScript stays what draws the page (ADR 016).
const { Component: ReportMailForm } = serverRendered(() => import('./report-mail-form.tsx').then((m) => m.ReportMailForm));
// «Costo total para cerrar» (ADR 144) the same way: drawn by the server, its code off the first visit.
const { Component: ClosingCostsCard } = serverRendered(() => import('./closing-costs.tsx').then((m) => m.ClosingCostsCard));

type Ask = { title: string; comentario: string } | null;
const OFFER: NonNullable<Ask> = { title: 'Quiero una oferta', comentario: 'Quiero una oferta por mi terreno.' };
const SPECIALIST: NonNullable<Ask> = { title: 'Hablar con un especialista', comentario: '' };

/**
 * What the person who got this result can do next (ADR 103): ask for an offer or to talk to a
 * specialist — a lead tied to this consulta and its figures, in /admin/contactos — or write on WhatsApp.
 */
function OfferRequest({ consulta }: { consulta: Consulta }) {
  const [ask, setAsk] = useState<Ask>(null);
  const phone = usePublicSettings().data?.whatsapp_empresa;
  const origin = useSiteOrigin();
  const text = `Hola, quiero hablar sobre la valuación de mi terreno en ${consulta.barrio_nombre}: ${origin}${paths.result(consulta.id)}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>¿Querés vender o desarrollar este terreno?</CardTitle>
        <p className="text-sm text-muted">Te contactamos en el día con esta valuación a mano.</p>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-3">
        <Button onClick={() => setAsk(OFFER)} onPointerEnter={() => void loadContactDialog()} {...NEEDS_SCRIPT}>
          Quiero una oferta
        </Button>
        <Button variant="outline" onClick={() => setAsk(SPECIALIST)} onPointerEnter={() => void loadContactDialog()} {...NEEDS_SCRIPT}>
          Hablar con un especialista
        </Button>
        {phone && (
          <Button asChild variant="outline">
            <a href={whatsappLink(phone, text)} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden />
              WhatsApp {formatPhone(phone)}
              <span className="sr-only"> (abre WhatsApp en una pestaña nueva)</span>
            </a>
          </Button>
        )}
        <NeedsScriptNote>Para pedir una oferta desde acá hace falta JavaScript; escribinos por WhatsApp.</NeedsScriptNote>
        {/* The owner's indicative offer (ADR 143), with this barrio chosen. */}
        <p className="text-sm sm:col-span-3">
          ¿Es tu terreno?{' '}
          <Link
            className="font-medium text-brand-700 underline underline-offset-2"
            to={`${paths.land}?barrio=${encodeURIComponent(consulta.barrio_id)}#oferta`}
          >
            Mirá cuánto te ofrecemos: contado, permuta o mixto
          </Link>
        </p>
      </CardContent>
      {ask && (
        <Suspense fallback={null}>
          <ContactDialog
            key={ask.title}
            open
            onOpenChange={(open) => !open && setAsk(null)}
            consultaId={consulta.id}
            title={ask.title}
            comentario={ask.comentario}
          />
        </Suspense>
      )}
    </Card>
  );
}
