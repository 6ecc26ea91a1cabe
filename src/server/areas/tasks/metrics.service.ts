import { TASK_PRIORITIES, TASK_URGENCIES } from '../../../domain/tasks/lists.ts';
import {
  firstMonthInstant,
  firstWeekInstant,
  METRIC_PROJECTS,
  type Metrics,
  monthlyCash,
  NO_PROJECT,
  resolutionByPerson,
  roundedAverage,
  weeklySeries,
} from '../../../domain/tasks/metrics.ts';
import type { Database } from '../../platform/db/client.ts';
import * as repo from './metrics.repo.ts';

/** The Métricas tab: every figure from an aggregate query (bounded ranges, a few groups), never from loading the tasks. */
export function createTasksMetricsService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    async metrics(): Promise<Metrics> {
      const at = now();
      const [opened, done, perPerson, breakdown, perProject, cash] = await Promise.all([
        repo.openedPerWeek(db, firstWeekInstant(at)),
        repo.donePerWeek(db, firstWeekInstant(at)),
        repo.resolutionPerPerson(db),
        repo.openBreakdown(db),
        repo.donePerProject(db, METRIC_PROJECTS),
        repo.cashPerMonth(db, firstMonthInstant(at)),
      ]);
      const hechas = perPerson.reduce((n, r) => n + r.hechas, 0);
      const dias = perPerson.reduce((n, r) => n + r.dias, 0);
      return {
        semanas: weeklySeries(at, opened, done),
        resolucion: { promedio_dias: roundedAverage(dias, hechas), hechas, por_responsable: resolutionByPerson(perPerson) },
        por_urgencia: TASK_URGENCIES.map((nivel_urgencia) => ({ nivel_urgencia, abiertas: breakdown.urgency.get(nivel_urgencia) ?? 0 })),
        por_prioridad: TASK_PRIORITIES.map((prioridad) => ({ prioridad, abiertas: breakdown.priority.get(prioridad) ?? 0 })),
        criticas_abiertas: breakdown.urgency.get('Crítico') ?? 0,
        hechas_por_proyecto: perProject.map((r) => ({ proyecto: r.proyecto ?? NO_PROJECT, hechas: r.hechas })),
        caja: monthlyCash(at, cash),
      };
    },
  };
}

export type TasksMetricsService = ReturnType<typeof createTasksMetricsService>;
