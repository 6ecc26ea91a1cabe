import { createContext, type ReactNode, useContext } from 'react';
import { PageTitle } from '../ui/page-title.tsx';

/** Set by the staff shell: what follows a page's title in the browser tab (' · Administración'). */
export const TabTitleSuffix = createContext('');

/** A staff page's heading: the tab title, the one `<h1>`, an optional line below and its actions. */
export function StaffPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  const suffix = useContext(TabTitleSuffix);
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <PageTitle title={`${title}${suffix}`} />
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
