import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/**
 * One of the parts below a task's form in its detail dialog (task-dialog.tsx `after`): a rule
 * above, an icon and a heading that names the region, then the part's own content.
 */
export function TaskDetailSection({ icon: Icon, heading, children }: { icon: LucideIcon; heading: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-border pt-4">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden className="size-4" />
        {heading}
      </h3>
      {children}
    </section>
  );
}
