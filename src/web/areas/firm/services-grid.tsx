import { Building2, ClipboardCheck, FileCheck2, Hammer, Handshake, HardHat, type LucideIcon, PaintRoller, PencilRuler, PiggyBank, Ruler } from 'lucide-react';
import { FIRM_SERVICES, type FirmService } from '../../../domain/firm/firm.ts';

const ICONS: Record<string, LucideIcon> = {
  desarrollos: Building2,
  'obra-nueva': HardHat,
  direccion: ClipboardCheck,
  arquitectura: PencilRuler,
  valuacion: Ruler,
  compraventa: Handshake,
  permisos: FileCheck2,
  reformas: Hammer,
  inversion: PiggyBank,
  mantenimiento: PaintRoller,
};

/**
 * 'Servicios': ten cards, each opening its details with 'Leer más'. Native `<details>` sharing one
 * `name`: the browser keeps one open at a time, with or without JavaScript (ADR 101).
 */
export function ServicesGrid() {
  return (
    <section aria-labelledby="servicios" className="mx-auto w-full max-w-6xl px-4">
      <h2 id="servicios" className="mb-6 text-2xl font-semibold sm:text-3xl">
        Servicios
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {FIRM_SERVICES.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </ul>
    </section>
  );
}

function ServiceCard({ service }: { service: FirmService }) {
  const Icon = ICONS[service.id] ?? Building2;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-white p-5 shadow-sm transition-colors has-[details[open]]:border-brand-600">
      <Icon aria-hidden className="size-8 text-brand-700" />
      <h3 className="text-lg font-semibold leading-tight">{service.titulo}</h3>
      <p className="text-sm text-muted">{service.resumen}</p>
      <details name="servicios" className="group mt-auto">
        <summary className="cursor-pointer list-none self-start rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">Leer más</span>
          <span className="hidden group-open:inline">Leer menos</span>
          <span className="sr-only"> sobre {service.titulo}</span>
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {service.detalle.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </li>
  );
}
