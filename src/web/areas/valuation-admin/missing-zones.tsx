import { MapPinned } from 'lucide-react';
import { formatDate } from '../../../domain/shared/date-format.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';
import { useMissingZones } from './api.ts';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`;

/**
 * «Barrios pedidos» (ADR 141): where visitors who did not find their barrio asked to be valued,
 * the most asked first — where the firm could expand. Nothing while nobody asked.
 */
export function MissingZones() {
  const zones = useMissingZones();
  const data = zones.data;
  if (!data || data.pedidos === 0) return null;
  return (
    <Card className="py-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MapPinned aria-hidden className="size-5 text-brand-700" />
          Barrios pedidos
        </CardTitle>
        <p className="text-sm text-muted">
          {plural(data.pedidos, 'pedido', 'pedidos')} de valuar en {plural(data.lugares, 'lugar', 'lugares')} que la calculadora todavía no tiene («¿No está tu
          barrio?»).
          {data.lugares > data.items.length && ` Se muestran los ${data.items.length} más pedidos.`}
        </p>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-1 text-sm sm:grid-cols-2" aria-label="Barrios pedidos">
          {data.items.map((zone) => (
            <li key={`${zone.localidad}|${zone.barrio}`} className="flex flex-wrap items-baseline justify-between gap-x-3 break-words">
              <span className="min-w-0 font-medium">
                {zone.barrio} <span className="font-normal text-muted">({zone.localidad})</span>
              </span>
              <span className="text-muted">
                {plural(zone.cantidad, 'pedido', 'pedidos')} · último {formatDate(zone.ultimo_pedido)}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
