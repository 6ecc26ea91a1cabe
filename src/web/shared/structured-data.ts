import { BRAND, OFFICES } from '../../domain/brand.ts';
import { FIRM_SERVICES } from '../../domain/firm/firm.ts';
import type { Property } from '../../domain/properties/properties.schemas.ts';
import type { PublicSettings } from '../../domain/settings/public-settings.ts';
import { paths } from '../paths.ts';

/** The firm as a schema.org RealEstateAgent with its offices (search engines show it as a business card). */
export function firmStructuredData(origin: string, settings: PublicSettings | undefined): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: BRAND.firm,
    url: `${origin}${paths.firm}`,
    areaServed: 'Buenos Aires, Argentina',
    ...(settings ? { telephone: settings.telefono_contacto, email: settings.email_contacto } : {}),
    location: OFFICES.map((office) => ({
      '@type': 'Place',
      name: `Oficina ${office}`,
      address: { '@type': 'PostalAddress', addressLocality: office, addressRegion: 'Buenos Aires', addressCountry: 'AR' },
    })),
    makesOffer: FIRM_SERVICES.map((service) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: service.titulo, description: service.resumen },
    })),
  };
}

/** Published listings as offers of the firm's marketplace. */
export function listingsStructuredData(origin: string, listings: readonly Property[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Propiedades en venta',
    url: `${origin}${paths.properties}`,
    itemListElement: listings.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Offer',
        name: p.titulo,
        ...(p.descripcion ? { description: p.descripcion } : {}),
        ...(p.precio_venta !== null ? { price: p.precio_venta, priceCurrency: 'USD' } : {}),
        availability: 'https://schema.org/InStock',
        ...(p.imagenes_urls[0] ? { image: new URL(p.imagenes_urls[0], origin).href } : {}),
        itemOffered: {
          '@type': 'Accommodation',
          name: p.titulo,
          address: { '@type': 'PostalAddress', addressLocality: p.barrio, addressCountry: 'AR' },
          ...(p.metros_cuadrados !== null ? { floorSize: { '@type': 'QuantitativeValue', value: p.metros_cuadrados, unitCode: 'MTK' } } : {}),
        },
      },
    })),
  };
}
