import type { FastifyBaseLogger } from 'fastify';
import { DONE_STATE } from '../../../domain/tasks/lists.ts';
import { RECURRENCE_MESSAGES, TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import { describeRecurrence, nextOccurrence, type Recurrence, type RecurrenceRule } from '../../../domain/tasks/recurrence.ts';
import { positionBetween } from '../../../domain/tasks/rules.ts';
import type { Database } from '../../platform/db/client.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import * as repo from './recurrence.repo.ts';
import * as tasksRepo from './tasks.repo.ts';

/** Series claimed per transaction. */
const DEFAULT_BATCH = 50;
/** The safety net's period: a move to Hecha runs a cycle at once (`afterDone`), this catches the rest. */
const DEFAULT_POLL_MS = 60_000;

/**
 * Recurring tasks (ADR 115): a task's rule, stopping its series, and the worker that creates each
 * active series' next occurrence once the latest one is Hecha — exactly once, whatever the number
 * of instances: each cycle is one transaction that claims due series `FOR UPDATE SKIP LOCKED`
 * (recurrence.repo.ts), and (serie_id, serie_numero) is unique.
 */
export function createRecurrenceService({
  db,
  log,
  now = () => new Date(),
  pollMs = DEFAULT_POLL_MS,
  batch = DEFAULT_BATCH,
}: {
  db: Database;
  log?: FastifyBaseLogger;
  now?: () => Date;
  pollMs?: number;
  batch?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();

  function toRecurrence(series: repo.SeriesRow): Recurrence {
    return { serie_id: series.id, regla: series.regla, activa: series.activa, texto: describeRecurrence(series.regla) };
  }

  /** One claim-and-create cycle; returns the tasks it created. */
  async function runOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await repo.claimDue(tx, batch);
      let created = 0;
      if (due.length === 0) return 0;
      await tasksRepo.lockBoard(tx);
      for (const series of due) {
        const fechaLimite = nextOccurrence(
          series.regla,
          {
            fecha_limite: series.fecha_limite ?? series.fecha_ancla,
            fecha_cierre: series.fecha_cierre ? new Date(series.fecha_cierre) : null,
          },
          series.fecha_ancla,
          now(),
        );
        // New occurrences go on top of Inbox, as new public tasks do (ADR 070).
        const { first } = await tasksRepo.columnEnds(tx, 'Inbox');
        const id = await repo.insertOccurrence(tx, series.tarea_id, {
          serieId: series.serie_id,
          serieNumero: series.serie_numero + 1,
          fechaLimite,
          posicion: positionBetween(null, first),
        });
        if (!id) continue;
        await repo.copyChecklist(tx, series.tarea_id, id);
        created += 1;
      }
      return created;
    });
  }

  /** A cycle that never throws (the poll and the nudge after a move); cycles of one instance run one at a time. */
  function cycle(): Promise<number> {
    const run = inFlight.then(runOnce).catch((error: unknown) => {
      log?.error({ err: error }, 'No se pudieron crear las próximas tareas recurrentes');
      return 0;
    });
    inFlight = run;
    return run;
  }

  return {
    runOnce,
    /** After a task went to Hecha: its series' next one is there when the board is read again. */
    afterDone: cycle,
    start() {
      if (timer) return;
      timer = setInterval(() => void cycle(), pollMs);
      timer.unref();
      void cycle();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await inFlight;
    },

    /** The task's series as its detail shows it (null for a one-off task). */
    async of(tareaId: string): Promise<Recurrence | null> {
      const task = await tasksRepo.findTask(db, tareaId);
      if (!task?.serieId) return null;
      const series = await repo.findSeries(db, task.serieId);
      return series ? toRecurrence(series) : null;
    },

    /**
     * Sets how a task repeats: changes its active series' rule, or starts a series with the task as
     * its first occurrence (its fecha límite the anchor). A task already Hecha gets its next one now.
     */
    async set(tareaId: string, regla: RecurrenceRule): Promise<Recurrence> {
      const result = await db.transaction(async (tx) => {
        const task = await tasksRepo.findTask(tx, tareaId);
        if (!task) throw NotFound(TASK_MESSAGES.taskNotFound);
        if (!task.fechaLimite) throw Invalid(RECURRENCE_MESSAGES.needsDate, { field: 'frecuencia' });
        const current = task.serieId ? await repo.findSeries(tx, task.serieId) : undefined;
        if (current?.activa) {
          await repo.updateRule(tx, current.id, regla);
          return { id: current.id, done: task.estado === DONE_STATE };
        }
        const id = await repo.insertSeries(tx, regla, task.fechaLimite);
        await repo.attachTask(tx, tareaId, id);
        return { id, done: task.estado === DONE_STATE };
      });
      if (result.done) await cycle();
      const series = await repo.findSeries(db, result.id);
      if (!series) throw NotFound(TASK_MESSAGES.taskNotFound);
      return toRecurrence(series);
    },

    /** Stops the task's series: no more occurrences; every task it made stays as it is. */
    async stopFor(tareaId: string): Promise<void> {
      const task = await tasksRepo.findTask(db, tareaId);
      if (!task) throw NotFound(TASK_MESSAGES.taskNotFound);
      if (!task.serieId) throw NotFound(RECURRENCE_MESSAGES.notRecurring);
      await repo.stopSeries(db, task.serieId, now());
    },
  };
}

export type RecurrenceService = ReturnType<typeof createRecurrenceService>;
