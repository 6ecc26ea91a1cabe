import { Download, FileCheck, Inbox, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { INQUIRIES_PAGE_SIZE, type Inquiry, inquiryGreeting } from '../../../domain/fund/land.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { formatNumber } from '../../../domain/shared/money.ts';
import { formatPhone, whatsappLink } from '../../../domain/shared/whatsapp.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { prefeasibilityUrl, useFundInquiries } from './api.ts';

/** 'Contactos (N)': the total of inquiries (shared with the tab's first page). */
export function useInquiryCount(): number | undefined {
  return useFundInquiries(1, INQUIRIES_PAGE_SIZE).data?.total;
}

const COLUMNS: ReadonlyArray<Column<Inquiry>> = [
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

/** Land owners' inquiries, newest first, paginated on the server. */
export function InquiriesTab() {
  const [page, setPage] = useState(1);
  const query = useFundInquiries(page, INQUIRIES_PAGE_SIZE);
  return (
    <section aria-labelledby="contactos-titulo" className="grid gap-4">
      <h2 id="contactos-titulo" className="text-lg font-semibold">
        Contactos{query.data ? ` (${query.data.total})` : ''}
      </h2>
      <QueryView
        query={query}
        errorTitle="No se pudieron cargar los contactos"
        empty={{ icon: <Inbox />, title: 'No hay contactos aún', description: 'Las consultas que dejen los propietarios en /terrenos aparecen acá.' }}
      >
        {(data) => (
          <>
            <DataTable label="Contactos de propietarios" rows={data.items} columns={COLUMNS} rowKey={(c) => c.id} busy={query.isFetching} framed />
            <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} label="contactos" />
          </>
        )}
      </QueryView>
    </section>
  );
}
