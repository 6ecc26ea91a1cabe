import { Construction } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import { paths } from '../paths.ts';
import { Button } from '../ui/button.tsx';
import { PageTitle } from '../ui/page-title.tsx';

/** Shown by an area's route until the area is built: honest, never fake content. */
export function UnderConstructionPage() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? 'Sección';
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <PageTitle title={title} />
      <Construction aria-hidden className="size-12 text-brand-700" />
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted">Esta sección está en construcción. Muy pronto vas a poder usarla.</p>
      <Button variant="outline" asChild>
        <Link to={paths.home}>Volver al inicio</Link>
      </Button>
    </main>
  );
}

export const Component = UnderConstructionPage;
