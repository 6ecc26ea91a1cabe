import { useQuery } from '@tanstack/react-query';
import { BookOpen, Building2, Calculator, Landmark, MapPinned, MessageSquare } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import type { BarrioPage as BarrioPageData } from '../../../domain/neighbourhood/barrio-page.ts';
import { BARRIO_PAGE_MESSAGES } from '../../../domain/neighbourhood/barrio-page-rules.ts';
import { formatValuePerM2 } from '../../../domain/neighbourhood/format.ts';
import type { Property } from '../../../domain/properties/properties.schemas.ts';
import { formatDate } from '../../../domain/shared/date-format.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import { serverRendered } from '../../lib/preloadable.ts';
import { publicSettingsQueryOptions } from '../../lib/public-settings.ts';
import { paths } from '../../paths.ts';
import { isNotFound, NotFoundState } from '../../shared/not-found-state.tsx';
import type { PageHandle } from '../../shared/page-handle.ts';
import { PropertyCard } from '../../shared/properties/property-card.tsx';
import { PublicFooter, PublicHeader } from '../../shared/public-site-chrome.tsx';
import { serverIsland } from '../../shared/server-island.tsx';
import { ErrorState } from '../../staff/query-states.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { barrioHistoriesQueryOptions, barrioPageQueryOptions, barrioValuesQueryOptions } from './api.ts';
import { BarrioMap } from './barrio-map.tsx';

// The form (react-hook-form, zod) is drawn with the page on the server and hydrated when its chunk
// arrives; the dialogs load on first use. First-visit JavaScript stays what draws the page.
// Through the dialog's module: the form stays in one chunk with it (vite.config.ts groups an area's shared modules).
const { Component: CommentForm } = serverRendered(() => import('./comments-dialog.tsx').then((m) => m.CommentForm));
const CommentsDialog = lazy(() => import('./comments-dialog.tsx').then((m) => ({ default: m.CommentsDialog })));
const GuideDialog = lazy(() => import('./guide-dialog.tsx').then((m) => ({ default: m.GuideDialog })));
// The chart and its sentence are a server island (ADR 130): a first visit keeps the server's SVG.
const BarrioHistory = serverIsland('evolucion', () => import('./barrio-history.tsx').then((m) => m.BarrioHistory), <Skeleton className="h-36 w-full" />);
const PropertyDetailDialog = lazy(() => import('../../shared/properties/property-detail-dialog.tsx').then((m) => ({ default: m.PropertyDetailDialog })));

/** /barrios/:slug — a barrio's land value, its history, the neighbours' word, listings and plots (ADR 107). */
function BarrioPage() {
  const { slug = '' } = useParams();
  const page = useQuery(barrioPageQueryOptions(slug));
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PublicHeader />
      <main id="contenido" className="flex-1">
        {page.isPending ? (
          <div className="mx-auto grid max-w-6xl gap-4 px-4 py-10" role="status" aria-label="Cargando el barrio">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : isNotFound(page.error) ? (
          <div className="mx-auto max-w-xl px-4 py-16">
            <NotFoundState
              icon={<MapPinned />}
              title={BARRIO_PAGE_MESSAGES.notFound}
              description="Puede que la dirección esté mal escrita o que el barrio ya no se publique."
              to={paths.home}
              linkText="Ver todos los barrios"
            />
          </div>
        ) : page.data ? (
          <BarrioContent data={page.data} />
        ) : (
          <div className="mx-auto max-w-xl px-4 py-16">
            <h1 className="mb-4 text-2xl font-bold">Valor del m² por barrio</h1>
            <ErrorState title="No se pudieron cargar los datos del barrio" onRetry={() => page.refetch()} retrying={page.isFetching} />
          </div>
        )}
      </main>
      <PublicFooter />
    </div>
  );
}

function Section({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A section with nothing in this barrio: the way to the whole list instead. */
function NothingInBarrio({ icon, title, to, linkText }: { icon: ReactNode; title: string; to: string; linkText: string }) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={
        <Button asChild variant="outline">
          <Link to={to}>{linkText}</Link>
        </Button>
      }
    />
  );
}

function BarrioContent({ data }: { data: BarrioPageData }) {
  const { barrio } = data;
  const [dialog, setDialog] = useState<'comentarios' | 'guia' | null>(null);
  const [seen, setSeen] = useState({ comentarios: false, guia: false });
  if (dialog && !seen[dialog]) setSeen({ ...seen, [dialog]: true });
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:py-14">
          <nav aria-label="Migas de pan" className="text-sm text-brand-100">
            <Link to={paths.home} className="underline">
              Barrios
            </Link>{' '}
            <span aria-hidden>›</span> {barrio.localidad_nombre}
          </nav>
          <h1 className="text-3xl font-bold leading-tight sm:text-5xl">{`Valor del m² de terreno en ${barrio.nombre}`}</h1>
          <p className="text-4xl font-bold">{formatValuePerM2(barrio.valor_incidencia_usd_m2)}</p>
          <p className="text-brand-100">
            Valor de incidencia en dólares por m² vendible · actualizado el{' '}
            <time dateTime={barrio.valor_actualizado_at}>{formatDate(barrio.valor_actualizado_at)}</time>
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.calculatorAt(barrio.localidad_id, barrio.id)}>
                <Calculator aria-hidden />
                {`Valuá tu terreno en ${barrio.nombre}`}
              </Link>
            </Button>
            <Button size="lg" variant="ghost" className="border border-white text-white! hover:bg-white/10!" onClick={() => setDialog('guia')}>
              <BookOpen aria-hidden />
              Guía de construcción
            </Button>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10">
        <div className="grid gap-12 lg:grid-cols-2">
          <Section id="evolucion" title="Últimos 12 meses">
            <History barrioId={barrio.id} />
          </Section>
          <Section id="sugerencias" title="Lo que sugieren los vecinos">
            {data.sugerencias ? (
              <p className="text-lg">
                {data.sugerencias.desde_usd === data.sugerencias.hasta_usd ? (
                  <strong>{formatUsd(data.sugerencias.desde_usd)}</strong>
                ) : (
                  <>
                    Entre <strong>{formatUsd(data.sugerencias.desde_usd)}</strong> y <strong>{formatUsd(data.sugerencias.hasta_usd)}</strong>
                  </>
                )}
                {suggestionsTail(data.sugerencias)}
              </p>
            ) : (
              <p className="text-muted">Nadie sugirió un precio en los últimos 12 meses. Sugerí el tuyo con un comentario.</p>
            )}
          </Section>
        </div>

        <Section id="mapa" title="Mapa de valores">
          <BarrioMap current={barrio.slug} headingId="mapa" />
        </Section>

        <Section
          id="comentarios"
          title="Comentarios de vecinos"
          action={
            data.comentarios.length > 0 && (
              <Button variant="outline" onClick={() => setDialog('comentarios')}>
                <MessageSquare aria-hidden />
                Ver todos y dar me gusta
              </Button>
            )
          }
        >
          {data.comentarios.length === 0 ? (
            <EmptyState icon={<MessageSquare />} title="No hay comentarios aún" description="Sé el primero en comentar." />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {data.comentarios.map((c) => (
                <li key={c.id} className="grid content-start gap-1 rounded-md border border-border p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="font-semibold">{c.autor_nombre}</p>
                    <p className="text-xs text-muted">
                      <time dateTime={c.created_at}>{formatDate(c.created_at)}</time>
                    </p>
                  </div>
                  <p className="whitespace-pre-line break-words text-sm">{c.comentario}</p>
                  {c.precio_sugerido !== null && (
                    <p className="text-sm text-brand-700">
                      Precio sugerido: <strong>{formatUsd(c.precio_sugerido)}/m²</strong>
                    </p>
                  )}
                  <p className="text-xs text-muted">{c.total_likes === 1 ? '1 me gusta' : `${c.total_likes} me gusta`}</p>
                </li>
              ))}
            </ul>
          )}
          {/* The form carries its own box and «Dejá tu comentario» heading. */}
          <div className="max-w-2xl">
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <CommentForm barrio={barrio.nombre} />
            </Suspense>
          </div>
        </Section>

        <Listings nombre={barrio.nombre} listings={data.propiedades} />

        <Section id="terrenos" title={`Terrenos para invertir en ${barrio.nombre}`}>
          {data.terrenos.length === 0 ? (
            <NothingInBarrio icon={<Landmark />} title="No hay terrenos del fondo en este barrio" to={paths.land} linkText="Ver todos los terrenos" />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.terrenos.map((t) => (
                <li key={t.id} className="grid gap-1 rounded-lg border border-border p-4">
                  <h3 className="font-semibold">{t.titulo}</h3>
                  <p className="text-sm text-muted">{t.ubicacion}</p>
                  <p className="text-sm">
                    Inversión necesaria: <strong>{formatUsd(t.inversion_total_necesaria)}</strong> · {Math.round(t.porcentaje_inversion_completa)} % cubierto
                  </p>
                  <Link to={paths.land} className="text-sm text-brand-700 underline">
                    Ver en Terrenos
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      {seen.comentarios && (
        <Suspense fallback={null}>
          <CommentsDialog barrio={dialog === 'comentarios' ? barrio.nombre : null} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {seen.guia && (
        <Suspense fallback={null}>
          <GuideDialog open={dialog === 'guia'} onOpenChange={(open) => !open && setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}

/** « por m², según 3 sugerencias de los últimos 12 meses (1 muy alejada de las demás no se cuenta).» */
function suggestionsTail({ sugerencias: n, descartadas: d }: { sugerencias: number; descartadas: number }): string {
  const dropped = d === 0 ? '' : d === 1 ? ' (1 muy alejada de las demás no se cuenta)' : ` (${d} muy alejadas de las demás no se cuentan)`;
  return ` por m², según ${n === 1 ? 'una sugerencia' : `${n} sugerencias`} de los últimos 12 meses${dropped}.`;
}

function History({ barrioId }: { barrioId: string }) {
  const histories = useQuery(barrioHistoriesQueryOptions());
  if (histories.isPending) return <Skeleton className="h-36 w-full" />;
  if (histories.isError)
    return <ErrorState title="No se pudo cargar la evolución del valor" onRetry={() => histories.refetch()} retrying={histories.isFetching} />;
  const history = histories.data.find((h) => h.barrio_id === barrioId)?.historial;
  if (!history) return <p className="text-muted">Sin historial todavía.</p>;
  return <BarrioHistory history={history} />;
}

function Listings({ nombre, listings }: { nombre: string; listings: BarrioPageData['propiedades'] }) {
  const [open, setOpen] = useState<Property | null>(null);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return (
    <Section
      id="propiedades"
      title={`Propiedades en ${nombre}`}
      action={
        listings.total > listings.items.length && (
          <Link to={paths.properties} className="text-brand-700 underline">
            Ver las {listings.total} en el marketplace
          </Link>
        )
      }
    >
      {listings.items.length === 0 ? (
        <NothingInBarrio icon={<Building2 />} title="No hay propiedades publicadas en este barrio" to={paths.properties} linkText="Ver todas las propiedades" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {listings.items.map((p) => (
            <li key={p.id} className="flex">
              <div className="flex-1">
                <PropertyCard property={p} onOpen={setOpen} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {opened && (
        <Suspense fallback={null}>
          <PropertyDetailDialog property={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Section>
  );
}

export const Component = BarrioPage;

/** Rendered on the server with the barrio's data (docs/decisions/008); an unknown or inactive barrio answers 404. */
export const handle: PageHandle = {
  queries: (params) => [barrioPageQueryOptions(params.slug ?? ''), barrioValuesQueryOptions(), barrioHistoriesQueryOptions(), publicSettingsQueryOptions()],
  meta: ({ params, data, origin }) => {
    const page = data<BarrioPageData>(barrioPageQueryOptions(params.slug ?? '').queryKey);
    if (!page) return { title: BARRIO_PAGE_MESSAGES.notFound, description: 'Ese barrio no existe o ya no se publica.', noindex: true };
    const { barrio } = page;
    const value = `${formatUsd(barrio.valor_incidencia_usd_m2)} por m²`;
    const description = `Valor de incidencia del terreno en ${barrio.nombre} (${barrio.localidad_nombre}): ${value} al ${formatDate(barrio.valor_actualizado_at)}. Evolución de 12 meses, sugerencias de vecinos, propiedades y terrenos.`;
    const url = `${origin}${paths.barrio(barrio.nombre)}`;
    return {
      title: `Valor del m² de terreno en ${barrio.nombre}`,
      description,
      image: `/og/barrio/${barrio.slug}-${barrio.valor_incidencia_usd_m2}.png`,
      imageAlt: `${barrio.nombre}: ${value}`,
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'Place',
          name: barrio.nombre,
          url,
          address: { '@type': 'PostalAddress', addressLocality: barrio.nombre, addressRegion: barrio.localidad_nombre, addressCountry: 'AR' },
          additionalProperty: {
            '@type': 'PropertyValue',
            name: 'Valor de incidencia del terreno',
            value: barrio.valor_incidencia_usd_m2,
            unitText: 'USD/m²',
            dateModified: barrio.valor_actualizado_at,
          },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: BRAND.name, item: `${origin}${paths.home}` },
            { '@type': 'ListItem', position: 2, name: barrio.nombre, item: url },
          ],
        },
      ],
    };
  },
};
