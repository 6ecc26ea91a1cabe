import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { INQUIRIES_PAGE_SIZE } from '../../../domain/fund/land.ts';
import { paths } from '../../paths.ts';
import type { PageQuery } from '../../shared/page-handle.ts';
import { readLeadList } from '../../staff/lead-pipeline/lead-filters.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { StaffShell } from '../../staff/staff-shell.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { FUND_QUERY_KEY, FUND_ROLES, fundInquiriesRead, fundPlotsRead, inquiriesPipeline, offerParametersRead } from './api.ts';
import { InquiriesTab, useInquiryCount } from './inquiries-tab.tsx';
import { OfferTab } from './offer-tab.tsx';
import { PlotsTab } from './plots-tab.tsx';

/** /parcela-admin/dashboard: tabs Terrenos, Contactos and Oferta (ADR 143); no session or no role → /parcela-admin; 'Cerrar sesión' → /parcela. */
function FundDashboardPage() {
  return (
    <StaffShell
      roles={FUND_ROLES}
      deniedTo={paths.fund.login}
      signOut={{ to: paths.valuation, message: 'Sesión cerrada', clearQueries: [FUND_QUERY_KEY] }}
      links={
        <Link to={paths.valuation} className="flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          Volver a {BRAND.name}
        </Link>
      }
    >
      <Dashboard />
    </StaffShell>
  );
}

const TITLE = 'Fondo de tierras';
const TABS = ['terrenos', 'contactos', 'oferta'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (search: URLSearchParams): Tab => TABS.find((t) => t === search.get('tab')) ?? 'terrenos';

/** The tab is in the URL (`?tab=contactos`, with the list's filters; `?tab=oferta`) so the digest's «Seguimientos para hoy» opens it (ADR 140). */
function Dashboard() {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search);
  const setTab = (value: string) => setSearch(value === 'terrenos' ? {} : { tab: value }, { replace: true });
  const count = useInquiryCount();
  return (
    <>
      <StaffPageHeader title={TITLE} description="Terrenos para inversores, consultas de propietarios y la oferta por terrenos." />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="terrenos">Terrenos</TabsTrigger>
          <TabsTrigger value="contactos">Contactos{count === undefined ? '' : ` (${count})`}</TabsTrigger>
          <TabsTrigger value="oferta">Oferta</TabsTrigger>
        </TabsList>
        <TabsContent value="terrenos" className="pt-4">
          <PlotsTab />
        </TabsContent>
        <TabsContent value="contactos" className="pt-4">
          <InquiriesTab />
        </TabsContent>
        <TabsContent value="oferta" className="pt-4">
          <OfferTab />
        </TabsContent>
      </Tabs>
    </>
  );
}

export const Component = FundDashboardPage;

/** What the dashboard reads first: the count of «Contactos (N)» and the tab the address opens, with its filters (ADR 146). */
export const handle = staffScreen(FUND_ROLES, TITLE, (search) => {
  const count = fundInquiriesRead({}, 1, INQUIRIES_PAGE_SIZE);
  const tab = tabOf(search);
  if (tab === 'terrenos') return [count, fundPlotsRead()];
  if (tab === 'oferta') return [count, offerParametersRead()];
  const { filter, page } = readLeadList(search);
  // With no filter, page 1 is the count's own query.
  const list: PageQuery[] = Object.keys(filter).length === 0 && page === 1 ? [] : [fundInquiriesRead(filter, page, INQUIRIES_PAGE_SIZE)];
  return [count, ...list, inquiriesPipeline.ownersRead()];
});
