import { FileText, Mail, MessageCircle, UserRound, UserX } from 'lucide-react';
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
import { Button } from '../../ui/button.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import { PAGE_SIZE, useContactos } from './api.ts';
import { PersonalDataDialog } from './personal-data-dialog.tsx';

/** Contactos: the valuation site's leads — the contact dialog and the report by e-mail (ADR 094) — newest first. */
function ContactosPage() {
  const [page, setPage] = useState(1);
  const contactos = useContactos(page);
  const data = contactos.data;
  // The person whose data to erase (ADR 139): a contact's own, or blank from the header.
  const [erasing, setErasing] = useState<{ email?: string | null; telefono?: string | null } | null>(null);
  return (
    <>
      <StaffPageHeader
        title="Contactos"
        description={
          data
            ? `${data.total === 1 ? '1 contacto' : `${data.total} contactos`} del sitio de valuación, el más reciente primero.`
            : 'Contactos del sitio de valuación.'
        }
        actions={
          <Button variant="outline" onClick={() => setErasing({})}>
            <UserX aria-hidden />
            Eliminar los datos de una persona
          </Button>
        }
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
                    <div>
                      <Button variant="ghost" size="sm" onClick={() => setErasing({ email: c.email, telefono: c.telefono })}>
                        <UserX aria-hidden />
                        Eliminar sus datos<span className="sr-only"> ({c.nombre ?? c.email})</span>
                      </Button>
                    </div>
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
      {erasing && <PersonalDataDialog initial={erasing} onClose={() => setErasing(null)} />}
    </>
  );
}

export const Component = ContactosPage;
