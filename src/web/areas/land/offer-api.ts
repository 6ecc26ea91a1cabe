import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferContactInput } from '../../../domain/fund/land.ts';
import type { LandOffer, OfferRequestInput, OfferZonesResponse } from '../../../domain/fund/offer.ts';
import type { Precio } from '../../../domain/valuation/valuation.ts';
import { api } from '../../lib/api.ts';

// Apart from api.ts, which /terrenos loads on its first visit: only the offer form's lazy chunk imports these (ADR 143).
/**
 * The places of «¿Cuánto te ofrecemos?»: every active barrio with its localidad, in one answer
 * (the valuation's public price table, GET /api/precios), so a barrio given in the address
 * (/terrenos?barrio=<id>#oferta) finds its localidad without a second request.
 */
export const offerPlacesQueryOptions = () =>
  queryOptions({ queryKey: ['terrenos', 'oferta', 'lugares'], queryFn: () => api.get<Precio[]>('/api/precios'), meta: { silent: true } });

/** The firm's zone table (ADR 143); the calculator's «Calculalos con tu lote» reads it under the same key. */
export const offerZonesQueryOptions = () =>
  queryOptions({ queryKey: ['oferta', 'zonas'], queryFn: () => api.get<OfferZonesResponse>('/api/oferta/zonas'), meta: { silent: true } });

export const useOfferPlaces = () => useQuery(offerPlacesQueryOptions());
export const useOfferZones = () => useQuery(offerZonesQueryOptions());

/** The offer is computed on the server (ADR 143): the browser sends what the owner typed, as typed. */
export const askOffer = (body: OfferRequestInput) => api.post<LandOffer>('/api/terrenos/oferta', { ...body });

/** «Quiero que me contacten»: the same fields and who to call; the server stores the offer it computes again. */
export const sendOfferContact = (body: OfferContactInput) => api.post<{ id: string }>('/api/terrenos/oferta/contacto', { ...body });
