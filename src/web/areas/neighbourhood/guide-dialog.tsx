import { CheckCircle2, Circle } from 'lucide-react';
import { CONSTRUCTION_GUIDE, guideTotals } from '../../../domain/guide/construction-guide.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';

const range = (min: number, max: number, f: (n: number) => string = String) => `${f(min)} – ${f(max)}`;

/** The 8-step construction guide; totals are summed from the steps. */
export function GuideDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const totals = guideTotals();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Guía de construcción</DialogTitle>
          <DialogDescription>Los {CONSTRUCTION_GUIDE.length} pasos para construir en tu terreno, con plazos y costos de referencia.</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 rounded-md bg-brand-50 p-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">Costo total estimado</dt>
            <dd className="text-lg font-bold text-brand-800">{range(totals.costo.min, totals.costo.max, formatUsd)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Duración total</dt>
            <dd className="text-lg font-bold text-brand-800">
              {range(totals.semanas.min, totals.semanas.max)} semanas ({range(totals.meses.min, totals.meses.max)} meses)
            </dd>
          </div>
        </dl>
        <ol className="grid gap-3">
          {CONSTRUCTION_GUIDE.map((step, i) => (
            <li key={step.titulo} className="grid gap-2 rounded-md border border-border p-4">
              <div className="flex items-start gap-3">
                <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <div className="grid flex-1 gap-1">
                  <h3 className="font-semibold">{step.titulo}</h3>
                  <p className="text-sm text-muted">{step.descripcion}</p>
                </div>
                <span className="inline-flex items-center gap-1 text-xs text-muted">
                  {step.completado ? <CheckCircle2 aria-hidden className="size-4 text-success" /> : <Circle aria-hidden className="size-4" />}
                  {step.completado ? 'Completado' : 'Pendiente'}
                </span>
              </div>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-muted">Duración</dt>
                  <dd>{range(step.duracion.min, step.duracion.max)} semanas</dd>
                </div>
                <div>
                  <dt className="text-muted">Costo</dt>
                  <dd>{range(step.costo.min, step.costo.max, formatUsd)}</dd>
                </div>
                <div>
                  <dt className="text-muted">Responsable</dt>
                  <dd>{step.responsable}</dd>
                </div>
              </dl>
              <p className="text-sm">
                <span className="text-muted">Documentos: </span>
                {step.documentos.join(', ')}
              </p>
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
