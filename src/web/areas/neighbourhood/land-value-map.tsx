import { Link } from 'react-router';
import type { BarrioValue } from '../../../domain/neighbourhood/barrio-values.ts';
import { CABA_VIEWBOX } from '../../../domain/neighbourhood/caba-shapes.ts';
import { formatValuePerM2 } from '../../../domain/neighbourhood/format.ts';
import { landValueMap, MAP_LOCALITY, type MapBarrio } from '../../../domain/neighbourhood/land-value-map.ts';
import { formatNumber } from '../../../domain/shared/money.ts';
import { paths } from '../../paths.ts';

/**
 * The land value map (ADR 108): the Ciudad's 48 official outlines as inline SVG drawn with the
 * page (no map library; a server island, ADR 130: a first visit downloads none of this), each barrio with a value coloured on the legend's
 * scale and a link to its page; the others neutral. The table under it is its text alternative and,
 * on a phone, the list to tap; barrios of other localities are listed beside it.
 */
export function LandValueMap({ values, current, headingId }: { values: BarrioValue[]; current?: string | undefined; headingId: string }) {
  const map = landValueMap(values);
  const coloured = map.shapes.flatMap((s) => (s.barrio ? [s.barrio] : []));
  const currentShape = current === undefined ? undefined : map.shapes.find((s) => s.barrio?.slug === current);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <figure className="grid gap-2">
        <nav aria-labelledby={headingId} className="justify-self-center w-full max-w-xl">
          {/* biome-ignore lint/a11y/noSvgWithoutTitle: the nav around it is named by the section's heading and each barrio is a named link; a <title> would be a second document title to crawlers. */}
          <svg viewBox={`0 0 ${CABA_VIEWBOX.width} ${CABA_VIEWBOX.height}`} className="h-auto w-full" data-map="valores">
            <g fill="none" stroke="#fff" strokeWidth={1} strokeLinejoin="round">
              {map.shapes.map(({ shape, barrio, colour }) =>
                barrio ? (
                  <Link
                    key={shape.nombre}
                    to={paths.barrio(barrio.nombre)}
                    aria-label={barrio.label}
                    aria-current={barrio.slug === current ? 'page' : undefined}
                    className="outline-none [&:focus-visible>path]:stroke-ink [&:focus-visible>path]:stroke-[3] [&:hover>path]:opacity-80"
                  >
                    <path d={shape.d} fill={colour} />
                  </Link>
                ) : (
                  <path key={shape.nombre} d={shape.d} fill={colour} />
                ),
              )}
            </g>
            {currentShape && (
              // The barrio of this page, outlined over its neighbours.
              <path d={currentShape.shape.d} fill="none" stroke="#111827" strokeWidth={3} strokeLinejoin="round" pointerEvents="none" />
            )}
          </svg>
        </nav>
        <figcaption className="text-xs text-muted">
          {MAP_LOCALITY}: valor de incidencia en dólares por m² vendible. Límites de barrios: Fuente: Gobierno de la Ciudad de Buenos Aires – Buenos Aires Data.
        </figcaption>
      </figure>
      <div className="grid content-start gap-5">
        {map.legend.length > 0 && (
          <div>
            <p className="text-sm font-semibold">Escala (US$ por m²)</p>
            <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-2">
              {map.legend.map((c) => (
                <li key={c.colour} className="flex items-center gap-2">
                  <span aria-hidden className="inline-block size-4 shrink-0 rounded-sm border border-black/20" style={{ backgroundColor: c.colour }} />
                  {formatNumber(c.desde)} a {formatNumber(c.hasta)}
                </li>
              ))}
              <li className="flex items-center gap-2">
                <span aria-hidden className="inline-block size-4 shrink-0 rounded-sm border border-black/20 bg-[#e5e7eb]" />
                Sin valor publicado
              </li>
            </ul>
          </div>
        )}
        <ValueTable caption={`Barrios de ${MAP_LOCALITY}`} list={coloured} current={current} />
        {map.beside.length > 0 && <ValueTable caption="Otras localidades" list={map.beside} current={current} withLocality />}
      </div>
    </div>
  );
}

/** The values as text: each barrio a link (≥ 44 px tall rows, what a phone taps). */
function ValueTable({
  caption,
  list,
  current,
  withLocality = false,
}: {
  caption: string;
  list: MapBarrio[];
  current?: string | undefined;
  withLocality?: boolean;
}) {
  const sorted = [...list].sort((a, b) => b.valor - a.valor || a.nombre.localeCompare(b.nombre, 'es'));
  return (
    <table className="w-full text-sm">
      <caption className="pb-1 text-left font-semibold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Barrio</th>
          <th scope="col">US$ por m²</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((b) => (
          <tr key={b.slug} className="border-t border-border">
            <th scope="row" className="text-left font-normal">
              <Link
                to={paths.barrio(b.nombre)}
                aria-current={b.slug === current ? 'page' : undefined}
                className="flex min-h-11 items-center text-brand-700 underline aria-[current=page]:font-semibold aria-[current=page]:no-underline"
              >
                {b.nombre}
                {withLocality && b.localidad_nombre !== b.nombre && <span className="ml-1 text-muted">({b.localidad_nombre})</span>}
              </Link>
            </th>
            <td className="text-right tabular-nums">{formatValuePerM2(b.valor)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
