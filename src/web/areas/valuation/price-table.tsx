import { MessageCircleWarning } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '../../../domain/shared/money.ts';
import { whatsappLink } from '../../../domain/shared/whatsapp.ts';
import type { Precio } from '../../../domain/valuation/valuation.ts';
import { reportPriceMessage } from '../../../domain/valuation/valuation.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';
import { paths } from '../../paths.ts';
import { Alert, AlertDescription } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table.tsx';
import { usePrecios } from './api.ts';

/** Rows grouped by locality, in the order the API gives (locality, then barrio). */
function groupByLocality(rows: Precio[]): { localidad: string; rows: Precio[] }[] {
  const groups: { localidad: string; rows: Precio[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.localidad === row.localidad_nombre) last.rows.push(row);
    else groups.push({ localidad: row.localidad_nombre, rows: [row] });
  }
  return groups;
}

/** 'PRECIOS PÚBLICOS': LOCALIDAD shown once per group, BARRIO, PRECIO USD/M². */
export function PriceTable() {
  const { data, isPending, isError, refetch } = usePrecios();
  const { data: settings } = usePublicSettings();
  const phone = settings?.whatsapp_empresa ?? '';

  return (
    <section id="precios" aria-labelledby="precios-titulo" className="mx-auto w-full max-w-3xl scroll-mt-4 px-4 py-10">
      <h2 id="precios-titulo" className="text-center text-xl font-bold tracking-wide text-brand-800">
        PRECIOS PÚBLICOS
      </h2>
      <p className="mt-2 text-center text-sm text-muted">Valor de incidencia por m² vendible en cada barrio, en dólares.</p>
      <div className="mt-6 rounded-lg border border-border bg-white">
        {isPending ? (
          <p className="flex items-center justify-center gap-2 py-10 text-muted">
            <Spinner aria-label="Cargando precios" />
            Cargando precios...
          </p>
        ) : isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              No se pudieron cargar los precios.{' '}
              <button type="button" className="font-medium underline" onClick={() => refetch()}>
                Reintentar
              </button>
            </AlertDescription>
          </Alert>
        ) : data.length === 0 ? (
          <p className="py-10 text-center text-muted">Todavía no hay precios publicados.</p>
        ) : (
          <Table aria-labelledby="precios-titulo">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">LOCALIDAD</TableHead>
                <TableHead scope="col">BARRIO</TableHead>
                <TableHead scope="col">
                  {/* Right-aligned like its numbers; wraps on a phone so the report column stays on screen at 360 px. */}
                  <span className="block text-right whitespace-normal">PRECIO USD/M²</span>
                </TableHead>
                <TableHead scope="col" className="w-10">
                  <span className="sr-only">Informar</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            {groupByLocality(data).map((group) => (
              <TableBody key={group.localidad} className="border-b border-border last:border-0">
                {group.rows.map((row, index) => (
                  <TableRow key={row.barrio_id}>
                    {index === 0 && (
                      <th scope="rowgroup" rowSpan={group.rows.length} className="px-3 py-2.5 text-left align-top font-semibold text-ink">
                        {group.localidad}
                      </th>
                    )}
                    <TableCell>
                      <Link to={paths.barrio(row.barrio_nombre)} className="text-brand-700 underline">
                        {row.barrio_nombre}
                      </Link>
                    </TableCell>
                    <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">{formatUsd(row.valor_incidencia_usd_m2)}</TableCell>
                    <TableCell>
                      <a
                        href={whatsappLink(phone, reportPriceMessage(row))}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="-m-2 inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-brand-50 hover:text-brand-700"
                      >
                        <MessageCircleWarning aria-hidden className="size-4" />
                        <span className="sr-only">Informar error o actualización de {row.barrio_nombre}</span>
                      </a>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            ))}
          </Table>
        )}
      </div>
      <p className="mt-4 text-center text-sm text-muted">Los precios se actualizan periódicamente a partir de transacciones reales del mercado.</p>
      <div className="mt-4 flex justify-center">
        <Button variant="outline" asChild>
          <a href={whatsappLink(phone, reportPriceMessage())} target="_blank" rel="noopener noreferrer">
            <MessageCircleWarning aria-hidden />
            Informar Error o Actualización
          </a>
        </Button>
      </div>
    </section>
  );
}
