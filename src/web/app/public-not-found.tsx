import { publicSettingsQueryOptions } from '../lib/public-settings.ts';
import type { PageHandle } from '../shared/page-handle.ts';
import { PublicFooter, PublicHeader } from '../shared/public-site-chrome.tsx';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, NotFoundPage } from './not-found-page.tsx';

/** Any unknown address: the site's header and footer around the 404, answered with status 404 by the server. */
function PublicNotFound() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PublicHeader />
      <NotFoundPage />
      <PublicFooter />
    </div>
  );
}

export const Component = PublicNotFound;

export const handle: PageHandle = {
  status: 404,
  // The footer's contact data, drawn by the server.
  queries: () => [publicSettingsQueryOptions()],
  meta: () => ({ title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION, noindex: true }),
};
