import { FileText, Mail, MessageCircle, UserRound, UserX } from 'lucide-react';
import { Suspense, useState } from 'react';
import { BRAND } from '../../../domain/brand.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { formatPhone, whatsappLink } from '../../../domain/shared/whatsapp.ts';
import { CONTACT_ORIGIN_LABELS } from '../../../domain/valuation/options.ts';
import { preloadable } from '../../lib/preloadable.ts';
import { paths } from '../../paths.ts';
import { FollowUpDialog } from '../../staff/lead-pipeline/lazy-dialog.tsx';
import type { FollowedLead } from '../../staff/lead-pipeline/lead-dialog.tsx';
import { LeadFilterBar, leadCountText, leadListEmpty, readLeadList, useLastPageAtMost, useLeadListParams } from '../../staff/lead-pipeline/lead-filters.tsx';
import { LeadPipelineSummary } from '../../staff/lead-pipeline/lead-summary.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import { ADMIN_ROLES, contactosPipeline, contactosRead, missingZonesRead, PAGE_SIZE, useContactos } from './api.ts';
import { MissingZones } from './missing-zones.tsx';
import { PAGE_NAMES, pageTitle } from './pages.ts';

// «Eliminar los datos de una persona» travels in its own chunk, fetched when a pointer or the
// keyboard reaches one of its buttons: the list's first visit does not wait for it.
const { Component: PersonalDataDialog, preload: preloadPersonalData } = preloadable(() =>
  import('./personal-data-dialog.tsx').then((m) => m.PersonalDataDialog),
);
const preloadErase = { onPointerEnter: () => void preloadPersonalData(), onFocus: () => void preloadPersonalData() };

/**
 * Contactos: the valuation site's leads — the contact dialog and the report by e-mail (ADR 094) —
 * newest first, each with its place in the pipeline (ADR 140); the filters live in the address.
 */
function ContactosPage() {
  const list = useLeadListParams();
  const contactos = useContactos(list.filter, list.page);
  useLastPageAtMost(list, contactos.data?.total, PAGE_SIZE);
  const owners = contactosPipeline.useOwners();
  const data = contactos.data;
  const [following, setFollowing] = useState<FollowedLead | null>(null);
  // The person whose data to erase (ADR 139): a contact's own, or blank from the header.
  const [erasing, setErasing] = useState<{ email?: string | null; telefono?: string | null } | null>(null);
  return (
    <>
      <StaffPageHeader
        title={PAGE_NAMES.contactos}
        description={
          data ? `${leadCountText(data.total, list.filter, owners.data)} del sitio de valuación, el más reciente primero.` : 'Contactos del sitio de valuación.'
        }
        actions={
          <Button variant="outline" onClick={() => setErasing({})} {...preloadErase}>
            <UserX aria-hidden />
            Eliminar los datos de una persona
          </Button>
        }
      />
      <MissingZones />
      <LeadFilterBar list={list} owners={owners.data} csvUrl={contactosPipeline.csvUrl(list.filter)} />
      <QueryView
        query={contactos}
        errorTitle="No se pudieron cargar los datos"
        empty={leadListEmpty(list, { icon: <UserRound />, title: 'Todavía no hay contactos' })}
      >
        {(result) => (
          <ul className="grid gap-3" aria-label="Contactos" aria-busy={contactos.isFetching || undefined}>
            {result.items.map((c) => (
              <li key={c.id}>
                <Card className="py-4">
                  <CardContent className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_minmax(14rem,18rem)]">
                    <div className="grid min-w-0 content-start gap-2">
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <h2 className="font-semibold">{c.nombre ?? c.email}</h2>
                        <span className="text-sm text-muted">{formatDateTime(c.created_at)}</span>
                      </div>
                      <Badge variant={c.origen === 'informe-email' ? 'secondary' : 'outline'}>{CONTACT_ORIGIN_LABELS[c.origen]}</Badge>
                      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                        <a
                          className="inline-flex min-w-0 items-center gap-1 break-all text-brand-700 underline-offset-4 hover:underline"
                          href={`mailto:${c.email}`}
                        >
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
                      {c.zona && (
                        <p className="text-sm break-words text-ink">
                          <span className="text-muted">Pide valuar en: </span>
                          {c.zona.barrio} ({c.zona.localidad})
                        </p>
                      )}
                      {c.comentario && <p className="text-sm text-ink">{c.comentario}</p>}
                      <div>
                        <Button variant="ghost" size="sm" onClick={() => setErasing({ email: c.email, telefono: c.telefono })} {...preloadErase}>
                          <UserX aria-hidden />
                          Eliminar sus datos<span className="sr-only"> ({c.nombre ?? c.email})</span>
                        </Button>
                      </div>
                      {c.consentimiento && (
                        <p className="text-xs text-muted">
                          Aceptó guardar su e-mail el {formatDateTime(c.consentimiento.fecha)} (texto versión {c.consentimiento.version}).
                        </p>
                      )}
                    </div>
                    <div className="border-t border-border pt-3 md:border-t-0 md:border-l md:pt-0 md:pl-4">
                      <LeadPipelineSummary
                        leadId={c.id}
                        name={c.nombre ?? c.email}
                        pipeline={c.seguimiento}
                        onOpen={() => setFollowing({ id: c.id, nombre: c.nombre ?? c.email, detalle: c.email, seguimiento: c.seguimiento })}
                      />
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {data && <Pager label="contactos" page={list.page} pageSize={PAGE_SIZE} total={data.total} onPage={list.setPage} />}
      {erasing && (
        <Suspense fallback={null}>
          <PersonalDataDialog initial={erasing} onClose={() => setErasing(null)} />
        </Suspense>
      )}
      {following && <FollowUpDialog api={contactosPipeline} lead={following} rows={data?.items} onClose={() => setFollowing(null)} />}
    </>
  );
}

export const Component = ContactosPage;
export const handle = staffScreen(ADMIN_ROLES, pageTitle('contactos'), (search) => {
  const { filter, page } = readLeadList(search);
  return [contactosRead(filter, page), contactosPipeline.ownersRead(), missingZonesRead()];
});
