import { Building2, MapPin, Ruler } from 'lucide-react';
import type { Property } from '../../../domain/properties/properties.schemas.ts';
import { srcSet } from '../../../domain/shared/images.ts';
import { formatNumber, formatUsd } from '../../../domain/shared/money.ts';
import { PropertyBadge } from './property-badge.tsx';

/** A marketplace card: photo, badge, title, USD price, m², barrio. The whole card opens the detail. */
export function PropertyCard({
  property,
  onOpen,
  headingLevel = 3,
  first = false,
}: {
  property: Property;
  onOpen: (p: Property) => void;
  headingLevel?: 2 | 3;
  /** The first card's photo loads at once and first (not lazily): it is what a visitor sees. */
  first?: boolean;
}) {
  const image = property.imagenes[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-border bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="relative aspect-[4/3] bg-surface">
        {image ? (
          <img
            src={image.url}
            srcSet={srcSet(image)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={image.ancho}
            height={image.alto}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-subtle">
            <Building2 aria-hidden className="size-10" />
          </div>
        )}
        <PropertyBadge text={property.badge} color={property.badge_color} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">{property.tipo}</p>
        <Heading className="text-base font-semibold leading-snug">
          <button type="button" onClick={() => onOpen(property)} className="text-left after:absolute after:inset-0 focus-visible:outline-none">
            {property.titulo}
          </button>
        </Heading>
        <p className="text-lg font-bold text-brand-700">{property.precio_venta === null ? 'Consultar precio' : formatUsd(property.precio_venta)}</p>
        <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-4" />
            {property.barrio}
          </span>
          {property.metros_cuadrados !== null && (
            <span className="inline-flex items-center gap-1">
              <Ruler aria-hidden className="size-4" />
              {formatNumber(property.metros_cuadrados)} m²
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
