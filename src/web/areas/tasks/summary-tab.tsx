import { ArrowDownCircle, ArrowUpCircle, LayoutDashboard } from 'lucide-react';
import { useState } from 'react';
import type { MovementType } from '../../../domain/tasks/cash.ts';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { Summary } from '../../../domain/tasks/task.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import { summaryRead, TASKS_ADMIN_ROLES, useSummary } from './api.ts';
import { MovementDialog } from './dialogs.tsx';
import { TAB_NAMES, tabTitle } from './tabs.ts';

const CARDS: ReadonlyArray<{ key: keyof Summary; label: string; hint: string }> = [
  { key: 'abiertas', label: 'Tareas abiertas', hint: 'Todas las que no están Hecha' },
  { key: 'criticas', label: 'Críticas abiertas', hint: 'Urgencia Crítico, sin hacer' },
  { key: 'vencidas', label: 'Vencidas', hint: 'Fecha límite anterior a hoy' },
  { key: 'hechas_mes', label: 'Hechas este mes', hint: 'Cerradas desde el 1.º del mes' },
];

/** Dashboard tab: 4 summary cards and the quick cash-log buttons (spec §2: 'Ingreso Rápido', 'Egreso Rápido'). */
function SummaryTab() {
  const summary = useSummary();
  const [quick, setQuick] = useState<MovementType | null>(null);
  return (
    <>
      <StaffPageHeader
        title={TAB_NAMES.resumen}
        description="El estado de las obras de un vistazo."
        actions={
          <>
            <Button variant="outline" onClick={() => setQuick('ingreso')}>
              <ArrowUpCircle aria-hidden />
              Ingreso Rápido
            </Button>
            <Button variant="outline" onClick={() => setQuick('egreso')}>
              <ArrowDownCircle aria-hidden />
              Egreso Rápido
            </Button>
          </>
        }
      />
      <QueryView query={summary} errorTitle={TASK_MESSAGES.loadFailed} icon={<LayoutDashboard />}>
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {CARDS.map((card) => (
              <li key={card.key}>
                <Card>
                  <CardContent className="grid gap-1">
                    <p className="text-sm font-medium text-muted">{card.label}</p>
                    <p className="text-3xl font-bold text-ink">{data[card.key].toLocaleString('es-AR')}</p>
                    <p className="text-xs text-muted">{card.hint}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {quick && <MovementDialog tipo={quick} onClose={() => setQuick(null)} />}
    </>
  );
}

export const Component = SummaryTab;
export const handle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('resumen'), () => [summaryRead()]);
