import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { BRAND } from '../../domain/brand.ts';
import type { PageHandle } from '../shared/page-handle.ts';
import { useSiteOrigin } from '../shared/ssr-state.ts';

const isPageHandle = (handle: unknown): handle is PageHandle => typeof (handle as PageHandle | undefined)?.meta === 'function';

/**
 * The tab title and description of a public page after a navigation in the browser, from the same
 * `handle.meta` the server writes into the <head> (one source: the pages set neither themselves).
 * A page whose meta reads its data (a result's figures) is named again when that data arrives.
 * Staff screens name their tab themselves (ui/page-title.tsx), also those the server draws (ADR 146).
 */
export function RouteHead() {
  const matches = useMatches();
  const client = useQueryClient();
  const origin = useSiteOrigin();
  const leaf = [...matches].reverse().find((match) => isPageHandle(match.handle));
  const handle = leaf && isPageHandle(leaf.handle) ? leaf.handle : undefined;
  const params = leaf?.params;

  useEffect(() => {
    // A staff screen names its tab itself (ui/page-title.tsx), as it does after every move.
    if (!handle || !params || handle.roles) return;
    const apply = () => {
      // Named once its data is there: a result still loading is not "not found".
      if (handle.queries?.(params, new URLSearchParams(window.location.search)).some((query) => client.getQueryState(query.queryKey)?.status === 'pending'))
        return;
      const meta = handle.meta({ params, data: client.getQueryData.bind(client) as QueryClient['getQueryData'], origin });
      const title = `${meta.title} · ${BRAND.name}`;
      if (document.title !== title) document.title = title;
      const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (description && description.content !== meta.description) description.content = meta.description;
    };
    apply();
    return client.getQueryCache().subscribe(apply);
  }, [handle, params, client, origin]);
  return null;
}
