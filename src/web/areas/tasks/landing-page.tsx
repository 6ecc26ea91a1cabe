import { ClipboardList, FolderKanban, HardHat } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { TASK_SERVICES } from '../../../domain/tasks/lists.ts';
import { publicSettingsQueryOptions } from '../../lib/public-settings.ts';
import { paths } from '../../paths.ts';
import { FirmWhatsAppButton } from '../../shared/firm-whatsapp-button.tsx';
import type { PageHandle } from '../../shared/page-handle.ts';
import { Button } from '../../ui/button.tsx';

const TITLE = `Tareas de ${BRAND.name}`;
const DESCRIPTION = `Obras y mantenimiento con ${BRAND.firm}: pintura, humedades, estructuras, planos, reformas integrales y más. Cargá una tarea y seguí cada obra.`;
const GREETING = `Hola, quiero consultar por un trabajo de obra con ${BRAND.firm}.`;

/** /tareas and /tareas-parcela: the tasks area's services landing (spec §2). */
function TasksLandingPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
          <Link to={paths.firm} className="flex items-center gap-2 rounded font-semibold text-brand-800">
            <span aria-hidden className="flex size-8 items-center justify-center rounded-md bg-brand-700 text-sm font-bold text-white">
              P
            </span>
            <span className="text-lg">{TITLE}</span>
          </Link>
          <Link to={paths.tasks.login} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            Acceso a obras
          </Link>
        </div>
      </header>
      <main id="contenido" className="flex-1">
        <section aria-labelledby="titulo" className="bg-linear-to-br from-brand-900 to-brand-700 px-4 py-14 text-white sm:py-20">
          <div className="mx-auto grid max-w-6xl gap-5">
            <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">Obras y mantenimiento</p>
            <h1 id="titulo" className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
              {TITLE}
            </h1>
            <p className="max-w-2xl text-lg text-white/90">
              Organizamos cada obra en tareas con responsable, prioridad y fecha límite, para que nada quede sin hacer.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg" variant="secondary">
                <Link to={paths.tasks.newTask}>
                  <ClipboardList aria-hidden />
                  Cargar nueva tarea
                </Link>
              </Button>
              <HeroLink to={paths.firm} icon={<FolderKanban aria-hidden className="size-4" />} label="Ver proyectos" />
              <HeroLink to={paths.tasks.login} icon={<HardHat aria-hidden className="size-4" />} label="Acceso a obras" />
            </div>
          </div>
        </section>
        <section aria-labelledby="servicios" className="px-4 py-12">
          <div className="mx-auto grid max-w-6xl gap-6">
            <h2 id="servicios" className="text-2xl font-bold text-brand-900">
              Servicios
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {TASK_SERVICES.map((service) => (
                <li key={service} className="rounded-lg border border-border p-4 font-medium text-ink">
                  {service}
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section aria-labelledby="contacto" className="bg-brand-50 px-4 py-12">
          <div className="mx-auto grid max-w-6xl justify-items-start gap-4">
            <h2 id="contacto" className="text-2xl font-bold text-brand-900">
              ¿Tenés una obra en mente?
            </h2>
            <p className="text-muted">Escribinos y te respondemos en el día.</p>
            <FirmWhatsAppButton text={GREETING} size="lg">
              Escribinos por WhatsApp
            </FirmWhatsAppButton>
          </div>
        </section>
      </main>
      <footer className="border-t border-border px-4 py-6 text-center text-sm text-muted">{BRAND.firm}</footer>
    </div>
  );
}

function HeroLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex h-11 items-center gap-2 rounded-md border border-white/70 px-6 font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {icon}
      {label}
    </Link>
  );
}

export const Component = TasksLandingPage;

/** Rendered on the server (docs/decisions/008) with the firm's WhatsApp number. */
export const handle: PageHandle = {
  queries: () => [publicSettingsQueryOptions()],
  meta: () => ({ title: TITLE, description: DESCRIPTION }),
  // Also at /tareas-parcela: one canonical, one sitemap entry (ADR 102).
  canonical: paths.tasks.landing,
};
