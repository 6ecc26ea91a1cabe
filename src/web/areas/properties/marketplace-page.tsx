import { Link } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { publicSettingsQueryOptions } from '../../lib/public-settings.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import type { PageHandle } from '../../shared/page-handle.ts';
import { publishedPropertiesQueryOptions } from '../../shared/properties/api.ts';
import { Marketplace } from '../../shared/properties/marketplace.tsx';
import { PublicFooter, PublicHeader } from '../../shared/public-site-chrome.tsx';
import { listingsStructuredData } from '../../shared/structured-data.ts';
import { Button } from '../../ui/button.tsx';

/** `/propiedades`: the public marketplace (guests included). */
function MarketplacePage() {
  const { user } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="contenido" className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-8">
        <nav aria-label="Navegación" className="flex flex-wrap items-center justify-between gap-3">
          <Link to={paths.home} className="font-semibold text-brand-700">
            ← {BRAND.name}: valores por barrio
          </Link>
          <Button asChild variant={user ? 'default' : 'outline'}>
            <Link to={user ? paths.propertiesManage : paths.propertiesAccess}>{user ? 'Gestionar mis propiedades' : 'Publicar mi propiedad'}</Link>
          </Button>
        </nav>
        <header className="grid gap-1">
          <h1 className="text-3xl font-bold">Propiedades en venta</h1>
          <p className="text-muted">Terrenos, casas y departamentos publicados por la comunidad y por {BRAND.firm}.</p>
        </header>
        <Marketplace headingLevel={2} />
      </main>
      <PublicFooter />
    </div>
  );
}

export const Component = MarketplacePage;

const MARKETPLACE_TITLE = 'Propiedades en venta';

/** Rendered on the server with the first page of listings, as a guest (docs/decisions/008). */
export const handle: PageHandle = {
  queries: () => [publishedPropertiesQueryOptions(), publicSettingsQueryOptions()],
  meta: ({ origin, data }) => ({
    title: MARKETPLACE_TITLE,
    description: `Terrenos, casas y departamentos en venta en Buenos Aires, publicados por la comunidad y por ${BRAND.firm}.`,
    // Only the server writes it (the browser's build drops it and what it imports).
    structuredData: import.meta.env.SSR
      ? [listingsStructuredData(origin, data(publishedPropertiesQueryOptions().queryKey)?.pages.flatMap((p) => p.items) ?? [])]
      : undefined,
  }),
};
