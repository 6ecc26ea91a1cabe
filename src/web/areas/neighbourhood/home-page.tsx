import { useQuery } from '@tanstack/react-query';
import { BookOpen, Building2, History, Mail, MapPin, MessageCircle, MessageSquare, Phone } from 'lucide-react';
import { lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BRAND, OFFICES } from '../../../domain/brand.ts';
import type { BarrioValue } from '../../../domain/neighbourhood/barrio-values.ts';
import { formatValuePerM2 } from '../../../domain/neighbourhood/format.ts';
import { formatDate } from '../../../domain/shared/date-format.ts';
import { formatPhone, whatsappLink } from '../../../domain/shared/whatsapp.ts';
import { changeText, chartLine, historySentence, type ValueHistory } from '../../../domain/valuation/history.ts';
import { publicSettingsQueryOptions, usePublicSettings } from '../../lib/public-settings.ts';
import { paths } from '../../paths.ts';
import type { PageHandle } from '../../shared/page-handle.ts';
import { PublicFooter, PublicHeader } from '../../shared/public-site-chrome.tsx';
import { firmStructuredData } from '../../shared/structured-data.ts';
import { ErrorState } from '../../staff/query-states.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { NEEDS_SCRIPT, NeedsScriptNote } from '../../ui/needs-script.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Sparkline } from '../../ui/sparkline.tsx';
import { barrioHistoriesQueryOptions, barrioValuesQueryOptions, useBarrioValues } from './api.ts';
import { BarrioMap } from './barrio-map.tsx';
import { ToolsButtonFace } from './tools-button-face.tsx';

// The dialogs and the tools menu (Radix, forms, zod, the carousel) load on first use: the first
// visit downloads only what draws the page.
const CommentsDialog = lazy(() => import('./comments-dialog.tsx').then((m) => ({ default: m.CommentsDialog })));
const ContentLogDialog = lazy(() => import('./content-log-dialog.tsx').then((m) => ({ default: m.ContentLogDialog })));
const GuideDialog = lazy(() => import('./guide-dialog.tsx').then((m) => ({ default: m.GuideDialog })));
const loadPropertiesDialog = () => import('./properties-dialog.tsx');
const PropertiesDialog = lazy(() => loadPropertiesDialog().then((m) => ({ default: m.PropertiesDialog })));
const loadToolsMenu = () => import('./tools-menu.tsx');
const ToolsMenu = lazy(() => loadToolsMenu().then((m) => ({ default: m.ToolsMenu })));

/** A plain click opens the dialog here; a new tab or window (modifier, middle button) follows the link. */
const opensHere = (event: MouseEvent) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  event.preventDefault();
  return true;
};

/** Mounts its children from the first time `when` is true on (so a closing dialog can animate). */
function AfterFirst({ when, children }: { when: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(false);
  if (when && !seen) setSeen(true);
  return seen || when ? <Suspense fallback={null}>{children}</Suspense> : null;
}

type Modal = 'propiedades' | 'guia' | 'bitacora' | null;

/** `/`: land values per barrio with community comments, the guide, the content log and the marketplace. */
function HomePage() {
  const [modal, setModal] = useState<Modal>(null);
  const [barrio, setBarrio] = useState<string | null>(null);
  const close = (open: boolean) => !open && setModal(null);

  return (
    <>
      <PublicHeader />
      {/* The hero holds the page's title: inside <main>, where the skip link lands (axe 'region'). */}
      <main id="contenido">
        <Hero />
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
          <nav
            aria-label="Secciones"
            className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap [&>a]:min-h-11 [&>a]:whitespace-normal [&>a]:py-2 [&>button]:min-h-11 [&>button]:whitespace-normal [&>button]:py-2"
          >
            {/* A real link to the marketplace: with scripts it opens as a dialog over the page instead (ADR 101). */}
            <Button asChild size="lg" onPointerEnter={() => void loadPropertiesDialog()}>
              <a href={paths.properties} onClick={(event) => opensHere(event) && setModal('propiedades')}>
                <Building2 aria-hidden />
                Ver propiedades
              </a>
            </Button>
            <Button size="lg" variant="secondary" onClick={() => setModal('guia')} {...NEEDS_SCRIPT}>
              <BookOpen aria-hidden />
              Guía de construcción
            </Button>
            <Button size="lg" variant="secondary" onClick={() => setModal('bitacora')} {...NEEDS_SCRIPT}>
              <History aria-hidden />
              Bitácora
            </Button>
            <Tools />
          </nav>
          <NeedsScriptNote>La guía, la bitácora, las herramientas y los comentarios de cada barrio necesitan JavaScript.</NeedsScriptNote>

          <section aria-labelledby="barrios-titulo" className="grid gap-4">
            <div>
              <h2 id="barrios-titulo" className="text-2xl font-bold">
                Valor de incidencia por barrio
              </h2>
              <p className="text-muted">Dólares por m² vendible. Tocá «Comentarios» para ver y dejar la opinión de la comunidad.</p>
            </div>
            <BarrioGrid onComments={setBarrio} />
          </section>

          <section aria-labelledby="mapa-titulo" className="grid gap-4">
            <div>
              <h2 id="mapa-titulo" className="text-2xl font-bold">
                Mapa de valores
              </h2>
              <p className="text-muted">Tocá un barrio coloreado o su nombre en la tabla para ver su página.</p>
            </div>
            <BarrioMap headingId="mapa-titulo" />
          </section>
        </div>
        <Contact />
      </main>
      <PublicFooter />

      <AfterFirst when={barrio !== null}>
        <CommentsDialog barrio={barrio} onClose={() => setBarrio(null)} />
      </AfterFirst>
      <AfterFirst when={modal === 'guia'}>
        <GuideDialog open={modal === 'guia'} onOpenChange={close} />
      </AfterFirst>
      <AfterFirst when={modal === 'bitacora'}>
        <ContentLogDialog open={modal === 'bitacora'} onOpenChange={close} />
      </AfterFirst>
      <AfterFirst when={modal === 'propiedades'}>
        <PropertiesDialog open={modal === 'propiedades'} onOpenChange={close} />
      </AfterFirst>
    </>
  );
}

function Hero() {
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-14 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">{BRAND.firm}</p>
        <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">¿Cuánto vale el m² de terreno en tu barrio?</h1>
        <p className="max-w-2xl text-lg text-brand-100">
          Valores de incidencia actualizados en dólares por m², comentarios de vecinos y desarrolladores, y todo lo que necesitás para construir.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.calculator}>Calcular el valor de mi terreno</Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className="border border-white text-white! hover:bg-white/10!">
            <a href="#contacto">Contactanos</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** 'Herramientas': a plain button until first pressed, then the menu (its code loads on demand) opens. */
function Tools() {
  const [used, setUsed] = useState(false);
  const face = (
    <Button size="lg" variant="secondary" aria-haspopup="menu" onClick={() => setUsed(true)} onPointerEnter={() => void loadToolsMenu()} {...NEEDS_SCRIPT}>
      <ToolsButtonFace />
    </Button>
  );
  if (!used) return face;
  return (
    <Suspense fallback={face}>
      <ToolsMenu defaultOpen />
    </Suspense>
  );
}

function BarrioGrid({ onComments }: { onComments: (barrio: string) => void }) {
  const values = useBarrioValues();
  const histories = useQuery(barrioHistoriesQueryOptions());
  if (values.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" role="status" aria-label="Cargando barrios">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  }
  if (values.isError) return <ErrorState title="No se pudieron cargar los barrios" onRetry={() => values.refetch()} retrying={values.isFetching} />;
  const list = values.data ?? [];
  if (list.length === 0) return <EmptyState icon={<MapPin />} title="No hay barrios para mostrar" description="Volvé a intentar en unos minutos." />;
  const trend = (id: string): ValueHistory | 'loading' | undefined =>
    histories.isPending ? 'loading' : histories.data?.find((h) => h.barrio_id === id)?.historial;
  return (
    <>
      {histories.isError && (
        <p role="alert" className="text-sm text-danger">
          No se pudo cargar la evolución de los valores.{' '}
          <button type="button" className="font-medium underline" onClick={() => histories.refetch()}>
            Reintentar
          </button>
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {list.map((b) => (
          <li key={b.id}>
            <BarrioCard barrio={b} trend={trend(b.id)} onComments={onComments} />
          </li>
        ))}
      </ul>
    </>
  );
}

const SPARK = { width: 96, height: 28, padding: 3 };

/** The 12-month sparkline and change of a card; the sentence is its text alternative. */
function BarrioTrend({ trend }: { trend: ValueHistory | 'loading' | undefined }) {
  if (trend === 'loading') return <Skeleton className="h-7 w-40" />;
  if (!trend) return null;
  const line = chartLine(trend, SPARK);
  return (
    <div className="flex items-center gap-3">
      {line && <Sparkline d={line.d} end={line.end} width={SPARK.width} height={SPARK.height} className="h-7 w-24 shrink-0 text-brand-700" />}
      <p className="text-xs font-medium text-muted" aria-hidden>
        {changeText(trend)}
      </p>
      <p className="sr-only">{historySentence(trend)}</p>
    </div>
  );
}

function BarrioCard({ barrio, trend, onComments }: { barrio: BarrioValue; trend: ValueHistory | 'loading' | undefined; onComments: (barrio: string) => void }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-border bg-white p-5 shadow-sm">
      <div>
        <h3 className="text-lg font-semibold">
          <Link to={paths.barrio(barrio.nombre)} className="underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700">
            {barrio.nombre}
          </Link>
        </h3>
        <p className="text-xs text-muted">{barrio.localidad_nombre}</p>
      </div>
      <p className="text-2xl font-bold text-brand-700">{formatValuePerM2(barrio.valor_incidencia_usd_m2)}</p>
      <BarrioTrend trend={trend} />
      <p className="text-xs text-muted">
        Actualizado el <time dateTime={barrio.valor_actualizado_at}>{formatDate(barrio.valor_actualizado_at)}</time>
      </p>
      <Button variant="outline" className="mt-auto" onClick={() => onComments(barrio.nombre)} aria-label={`Comentarios de ${barrio.nombre}`} {...NEEDS_SCRIPT}>
        <MessageSquare aria-hidden />
        Comentarios
      </Button>
    </article>
  );
}

function Contact() {
  const settings = usePublicSettings().data;
  return (
    <section id="contacto" aria-labelledby="contacto-titulo" className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
        <div className="grid content-start gap-3">
          <h2 id="contacto-titulo" className="text-2xl font-bold">
            Hablemos de tu terreno
          </h2>
          <p className="text-muted">Tasamos, desarrollamos y comercializamos. Escribinos y te respondemos en el día.</p>
          {settings && (
            <Button asChild size="lg" className="justify-self-start">
              <a href={whatsappLink(settings.whatsapp_empresa, `Hola ${BRAND.firm}, quiero hacer una consulta.`)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden />
                Escribinos por WhatsApp
              </a>
            </Button>
          )}
        </div>
        <ul className="grid content-start gap-3 text-sm">
          {settings && (
            <>
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-4 text-brand-700" />
                <a href={`mailto:${settings.email_contacto}`} className="underline">
                  {settings.email_contacto}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 text-brand-700" />
                <a href={`tel:${settings.telefono_contacto.replace(/[^\d+]/g, '')}`} className="underline">
                  {formatPhone(settings.telefono_contacto, { line: true })}
                </a>
              </li>
            </>
          )}
          {OFFICES.map((office) => (
            <li key={office} className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 text-brand-700" />
              Oficina {office}
            </li>
          ))}
          <li className="flex flex-wrap gap-x-4 pt-2">
            <Link to={paths.legalTerms} className="underline">
              Términos y condiciones
            </Link>
            <Link to={paths.legalPrivacy} className="underline">
              Privacidad
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}

export const Component = HomePage;

const HOME_TITLE = 'Valores de terrenos por barrio';

/** Rendered on the server with the barrio values and the contact data (docs/decisions/008). */
export const handle: PageHandle = {
  queries: () => [barrioValuesQueryOptions(), barrioHistoriesQueryOptions(), publicSettingsQueryOptions()],
  meta: ({ origin, data }) => ({
    title: HOME_TITLE,
    description: 'Valor de incidencia del m² de terreno en dólares por barrio de Buenos Aires, con comentarios de vecinos y desarrolladores.',
    // Only the server writes it (the browser's build drops it and what it imports).
    structuredData: import.meta.env.SSR ? [firmStructuredData(origin, data(publicSettingsQueryOptions().queryKey))] : undefined,
  }),
};
