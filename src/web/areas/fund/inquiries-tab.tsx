import { Download, FileCheck, Inbox, MessageCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { INQUIRIES_PAGE_SIZE, type Inquiry, inquiryGreeting } from '../../../domain/fund/land.ts';
import type { LandOffer } from '../../../domain/fund/offer.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { formatNumber, formatUsd } from '../../../domain/shared/money.ts';
import { formatPhone, whatsappLink } from '../../../domain/shared/whatsapp.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { FollowUpDialog } from '../../staff/lead-pipeline/lazy-dialog.tsx';
import type { FollowedLead } from '../../staff/lead-pipeline/lead-dialog.tsx';
import { LeadFilterBar, leadCountText, leadListEmpty, useLastPageAtMost, useLeadListParams } from '../../staff/lead-pipeline/lead-filters.tsx';
import { LeadPipelineSummary } from '../../staff/lead-pipeline/lead-summary.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { inquiriesPipeline, prefeasibilityUrl, useFundInquiries } from './api.ts';

/** 'Contactos (N)': the total of inquiries, whatever the tab's filters (shared with its unfiltered first page). */
export function useInquiryCount(): number | undefined {
  return useFundInquiries({}, 1, INQUIRIES_PAGE_SIZE).data?.total;
}

const followed = (c: Inquiry): FollowedLead => ({ id: c.id, nombre: c.nombre, detalle: c.ubicacion_terreno, seguimiento: c.seguimiento });

const columns = (onFollow: (c: Inquiry) => void): ReadonlyArray<Column<Inquiry>> => [
  { header: 'Nombre', cell: (c) => c.nombre, card: 'title', className: 'font-medium' },
  {
    header: 'Contacto',
    cell: (c) => (
      <div className="grid gap-0.5">
        <a href={`mailto:${c.email}`} className="break-all text-brand-700 underline-offset-4 hover:underline">
          {c.email}
        </a>
        <span className="whitespace-nowrap">{formatPhone(c.telefono)}</span>
      </div>
    ),
  },
  {
    header: 'Terreno',
    cell: (c) => (
      <div className="grid gap-0.5">
        <span>{c.ubicacion_terreno}</span>
        <span className="text-muted">{c.m2_vendibles_estimados === null ? 'm² estimados: —' : `${formatNumber(c.m2_vendibles_estimados)} m² estimados`}</span>
        {c.oferta && <OfferSeen offer={c.oferta} name={c.nombre} />}
      </div>
    ),
  },
  { header: 'Fecha', cell: (c) => formatDateTime(c.created_at), className: 'whitespace-nowrap' },
  {
    header: 'Prefactibilidad',
    cell: (c) => (
      <div className="flex flex-wrap items-center gap-2">
        {c.tiene_prefactibilidad ? (
          <Badge variant="success">
            <FileCheck aria-hidden />
            Con prefactibilidad
          </Badge>
        ) : (
          <span className="text-muted">No</span>
        )}
        {c.archivo_nombre && (
          <a
            href={prefeasibilityUrl(c.id)}
            download={c.archivo_nombre}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Download aria-hidden className="size-4" />
            Descargar<span className="sr-only"> la prefactibilidad de {c.nombre}</span>
          </a>
        )}
      </div>
    ),
  },
  {
    header: 'Seguimiento',
    cell: (c) => <LeadPipelineSummary leadId={c.id} name={c.nombre} pipeline={c.seguimiento} onOpen={() => onFollow(c)} />,
    className: 'min-w-52',
  },
  {
    header: 'Acciones',
    card: 'actions',
    cell: (c) => (
      <Button asChild size="sm" variant="outline">
        <a href={whatsappLink(c.telefono, inquiryGreeting(c.nombre, c.ubicacion_terreno))} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden />
          Enviar mensaje<span className="sr-only"> a {c.nombre} (abre WhatsApp en una pestaña nueva)</span>
        </a>
      </Button>
    ),
  },
];

/** The offer the owner saw before asking to be contacted (ADR 143): the server's figures and every assumption. */
function OfferSeen({ offer, name }: { offer: LandOffer; name: string }) {
  return (
    <div className="mt-1 grid gap-1 rounded-md bg-brand-50 p-2 text-sm">
      <p className="font-medium text-ink">Vio la oferta indicativa</p>
      <ul className="grid gap-0.5">
        <li>Contado: {formatUsd(offer.contado.usd)}</li>
        <li>
          Permuta: {offer.permuta ? `${formatNumber(offer.permuta.m2)} m² (${formatNumber(offer.permuta.participacionPct)} %)` : 'sin permuta en el barrio'}
        </li>
        <li>Mixto: {offer.mixto ? `${formatUsd(offer.mixto.usd)} + ${formatNumber(offer.mixto.m2)} m²` : '—'}</li>
      </ul>
      <details>
        <summary className="cursor-pointer text-brand-700">
          Supuestos<span className="sr-only"> de la oferta a {name}</span>
        </summary>
        <ul className="mt-1 grid list-disc gap-0.5 pl-4 text-muted">
          {offer.supuestos.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/**
 * Land owners' inquiries, newest first, paginated on the server, each with its place in the
 * pipeline (ADR 140); the filters live in the address, beside the dashboard's own parameters.
 */
export function InquiriesTab() {
  const list = useLeadListParams();
  const query = useFundInquiries(list.filter, list.page, INQUIRIES_PAGE_SIZE);
  useLastPageAtMost(list, query.data?.total, INQUIRIES_PAGE_SIZE);
  const owners = inquiriesPipeline.useOwners();
  const [following, setFollowing] = useState<FollowedLead | null>(null);
  const tableColumns = useMemo(() => columns((c) => setFollowing(followed(c))), []);
  const data = query.data;
  return (
    <section aria-labelledby="contactos-titulo" className="grid gap-4">
      <div>
        <h2 id="contactos-titulo" className="text-lg font-semibold">
          Contactos{data ? ` (${data.total})` : ''}
        </h2>
        {data && (
          <p className="mt-1 text-sm text-muted">
            {leadCountText(data.total, list.filter, owners.data)}
            {list.filtered ? '.' : ', el más reciente primero.'}
          </p>
        )}
      </div>
      <LeadFilterBar list={list} owners={owners.data} csvUrl={inquiriesPipeline.csvUrl(list.filter)} />
      <QueryView
        query={query}
        errorTitle="No se pudieron cargar los contactos"
        empty={leadListEmpty(list, {
          icon: <Inbox />,
          title: 'No hay contactos aún',
          description: 'Las consultas que dejen los propietarios en /terrenos aparecen acá.',
        })}
      >
        {(page) => (
          <>
            <DataTable label="Contactos de propietarios" rows={page.items} columns={tableColumns} rowKey={(c) => c.id} busy={query.isFetching} framed />
            <Pager page={page.page} pageSize={page.page_size} total={page.total} onPage={list.setPage} label="contactos" />
          </>
        )}
      </QueryView>
      {following && <FollowUpDialog api={inquiriesPipeline} lead={following} rows={data?.items} onClose={() => setFollowing(null)} />}
    </section>
  );
}
