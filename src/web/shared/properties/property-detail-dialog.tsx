import { Check, MessageCircle } from 'lucide-react';
import type { Property } from '../../../domain/properties/properties.schemas.ts';
import { propertyContactText } from '../../../domain/properties/properties.ts';
import { formatNumber, formatUsd } from '../../../domain/shared/money.ts';
import { whatsappLink } from '../../../domain/shared/whatsapp.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { ImageCarousel } from './image-carousel.tsx';
import { PropertyBadge } from './property-badge.tsx';

/** The detail of a listing: photos, price, features, address and a WhatsApp contact carrying its title. */
export function PropertyDetailDialog({ property, onClose }: { property: Property | null; onClose: () => void }) {
  const settings = usePublicSettings();
  const phone = settings.data?.whatsapp_empresa;
  return (
    <Dialog open={property !== null} onOpenChange={(open) => !open && onClose()}>
      {property && (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <div className="flex flex-wrap items-center gap-2">
              <PropertyBadge text={property.badge} color={property.badge_color} />
              <span className="text-xs font-medium uppercase tracking-wide text-muted">{property.tipo}</span>
            </div>
            <DialogTitle>{property.titulo}</DialogTitle>
            <DialogDescription>
              {[property.calle && `${property.calle} ${property.altura ?? ''}`.trim(), property.barrio].filter(Boolean).join(', ')}
            </DialogDescription>
          </DialogHeader>
          <ImageCarousel images={property.imagenes} label={property.titulo} />
          <dl className="grid grid-cols-2 gap-3 rounded-md bg-surface p-3 text-sm">
            <div>
              <dt className="text-muted">Precio</dt>
              <dd className="text-lg font-bold text-brand-700">{property.precio_venta === null ? 'Consultar' : formatUsd(property.precio_venta)}</dd>
            </div>
            <div>
              <dt className="text-muted">Superficie</dt>
              <dd className="text-lg font-semibold">{property.metros_cuadrados === null ? '—' : `${formatNumber(property.metros_cuadrados)} m²`}</dd>
            </div>
          </dl>
          {property.descripcion && <p className="whitespace-pre-line text-sm leading-relaxed">{property.descripcion}</p>}
          {property.caracteristicas.length > 0 && (
            <div>
              <h3 className="mb-2 text-sm font-semibold">Características</h3>
              <ul className="grid gap-1 text-sm sm:grid-cols-2">
                {property.caracteristicas.map((c) => (
                  <li key={c} className="flex items-start gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                    {c}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {phone && (
            <Button asChild size="lg" className="w-full">
              <a href={whatsappLink(phone, propertyContactText(property.titulo))} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden />
                Consultar por WhatsApp
              </a>
            </Button>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
