import { FileText, Mail, MessageCircle, UserRound } from 'lucide-react';
import { useState } from 'react';
import { BRAND } from '../../../domain/brand.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { formatPhone, whatsappLink } from '../../../domain/shared/whatsapp.ts';
import { CONTACT_ORIGIN_LABELS } from '../../../domain/valuation/options.ts';
import { paths } from '../../paths.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import { PAGE_SIZE, useContactos } from './api.ts';

/** Contactos: the valuation site's leads — the contact dialog and the report by e-mail (ADR 094) — newest first. */
function ContactosPage() {
  const [page, setPage] = useState(1);
  const contactos = useContactos(page);
  const data = contactos.data;
  return (
    <>
      <StaffPageHeader
        title="Contactos"
        description={data ? `${data.total} contactos del sitio de valuación, el más reciente primero.` : 'Contactos del sitio de valuación.'}
      />
      <QueryView query={contactos} errorTitle="No se pudieron cargar los datos" empty={{ icon: <UserRound />, title: 'Todavía no hay contactos' }}>
        {(result) => (
          <ul className="grid gap-3" aria-label="Contactos">
            {result.items.map((c) => (
              <li key={c.id}>
                <Card className="py-4">
                  <CardContent className="grid gap-2">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h2 className="font-semibold">{c.nombre ?? c.email}</h2>
                      <span className="text-sm text-muted">{formatDateTime(c.created_at)}</span>
                    </div>
                    <Badge variant={c.origen === 'informe-email' ? 'secondary' : 'outline'}>{CONTACT_ORIGIN_LABELS[c.origen]}</Badge>
                    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      <a className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline" href={`mailto:${c.email}`}>
                        <Mail aria-hidden className="size-4" />
                        {c.email}
                      </a>
                      {c.telefono && (
                        <a
                          className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline"
                          href={whatsappLink(c.telefono, `Hola ${c.nombre ?? ''}, te escribimos de ${BRAND.firm} por tu consulta.`)}
                          target="_blank"
                          rel="noreferrer"
                        >
                          <MessageCircle aria-hidden className="size-4" />
                          {formatPhone(c.telefono)}
                        </a>
                      )}
                      {c.consulta_id && (
                        <a className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline" href={paths.result(c.consulta_id)}>
                          <FileText aria-hidden className="size-4" />
                          Ver la consulta
                        </a>
                      )}
                    </div>
                    {c.comentario && <p className="text-sm text-ink">{c.comentario}</p>}
                    {c.consentimiento && (
                      <p className="text-xs text-muted">
                        Aceptó guardar su e-mail el {formatDateTime(c.consentimiento.fecha)} (texto versión {c.consentimiento.version}).
                      </p>
                    )}
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {data && <Pager label="contactos" page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />}
    </>
  );
}

export const Component = ContactosPage;
