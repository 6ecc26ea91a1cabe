import { Building2, ClipboardCheck, FileCheck2, Hammer, Handshake, HardHat, type LucideIcon, PaintRoller, PencilRuler, PiggyBank, Ruler } from 'lucide-react';
import { useId, useState } from 'react';
import { FIRM_SERVICES, type FirmService, toggleOpenService } from '../../../domain/firm/firm.ts';
import { cn } from '../../ui/cn.ts';

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

/** 'Servicios': ten cards, each opening its details with 'Leer más'; one open at a time. */
export function ServicesGrid() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby="servicios" className="mx-auto w-full max-w-6xl px-4">
      <h2 id="servicios" className="mb-6 text-2xl font-semibold sm:text-3xl">
        Servicios
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {FIRM_SERVICES.map((service) => (
          <ServiceCard key={service.id} service={service} open={open === service.id} onToggle={() => setOpen((o) => toggleOpenService(o, service.id))} />
        ))}
      </ul>
    </section>
  );
}

function ServiceCard({ service, open, onToggle }: { service: FirmService; open: boolean; onToggle: () => void }) {
  const detailsId = useId();
  const Icon = ICONS[service.id] ?? Building2;
  return (
    <li className={cn('flex flex-col gap-3 rounded-lg border bg-white p-5 shadow-sm transition-colors', open ? 'border-brand-600' : 'border-border')}>
      <Icon aria-hidden className="size-8 text-brand-700" />
      <h3 className="text-lg font-semibold leading-tight">{service.titulo}</h3>
      <p className="text-sm text-muted">{service.resumen}</p>
      <ul id={detailsId} hidden={!open} className="list-disc space-y-1 pl-5 text-sm">
        {service.detalle.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={onToggle}
        className="mt-auto self-start rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {open ? 'Leer menos' : 'Leer más'}
        <span className="sr-only"> sobre {service.titulo}</span>
      </button>
    </li>
  );
}
