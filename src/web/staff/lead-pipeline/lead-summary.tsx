import { AlarmClock, ListChecks } from 'lucide-react';
import { formatDay, LEAD_STATE_LABELS, type LeadPipeline, type LeadState } from '../../../domain/leads/pipeline.ts';
import { Badge, type BadgeProps } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { preloadLeadPipelineDialog } from './lazy-dialog.tsx';

const STATE_BADGES: Record<LeadState, BadgeProps['variant']> = {
  nuevo: 'default',
  contactado: 'secondary',
  en_negociacion: 'warning',
  ganado: 'success',
  perdido: 'destructive',
};

export function LeadStateBadge({ estado }: { estado: LeadState }) {
  return (
    <Badge variant={STATE_BADGES[estado]}>
      <span className="sr-only">Estado: </span>
      {LEAD_STATE_LABELS[estado]}
    </Badge>
  );
}

/**
 * A lead's place in the pipeline as a card shows it: state, owner, next follow-up (flagged when
 * due), why it was lost, and «Seguimiento», which opens the dialog that changes them.
 */
export function LeadPipelineSummary({ leadId, name, pipeline, onOpen }: { leadId: string; name: string; pipeline: LeadPipeline; onOpen: () => void }) {
  return (
    <div className="grid min-w-0 gap-1.5 text-sm">
      <LeadStateBadge estado={pipeline.estado} />
      <p className="break-words">
        <span className="text-muted">Responsable: </span>
        {pipeline.responsable?.nombre ?? 'Sin responsable'}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>
          <span className="text-muted">Próximo seguimiento: </span>
          {pipeline.proximo_seguimiento ? formatDay(pipeline.proximo_seguimiento) : 'sin fecha'}
        </span>
        {pipeline.seguimiento_vencido && (
          <Badge variant="destructive">
            <AlarmClock aria-hidden />
            Vencido
          </Badge>
        )}
      </p>
      {pipeline.estado === 'perdido' && pipeline.motivo && (
        <p className="break-words whitespace-pre-line">
          <span className="text-muted">Motivo: </span>
          {pipeline.motivo}
        </p>
      )}
      <Button
        size="sm"
        variant="outline"
        className="justify-self-start"
        // followUpButtonSelector (follow-up-button.ts) finds it by this attribute.
        data-lead-seguimiento={leadId}
        onClick={onOpen}
        onPointerEnter={() => void preloadLeadPipelineDialog()}
        onFocus={() => void preloadLeadPipelineDialog()}
      >
        <ListChecks aria-hidden />
        Seguimiento<span className="sr-only"> de {name}</span>
      </Button>
    </div>
  );
}
