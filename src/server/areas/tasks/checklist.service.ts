import type { Checklist, ChecklistItemPatch } from '../../../domain/tasks/checklist.ts';
import { CHECKLIST_LIMIT, CHECKLIST_MESSAGES, TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import * as repo from './checklist.repo.ts';
import * as tasksRepo from './tasks.repo.ts';

/** A task's checklist (ADR 116): every change answers the whole list, so the dialog shows the truth. */
export function createChecklistService({ db }: { db: Database }) {
  async function list(tx: Executor, tareaId: string): Promise<Checklist> {
    const rows = await repo.itemsOf(tx, tareaId);
    const items = rows.map((r) => ({ id: r.id, texto: r.texto, hecho: r.hecho }));
    return { items, hechos: items.filter((i) => i.hecho).length, total: items.length };
  }

  async function requireTask(tx: Executor, tareaId: string): Promise<void> {
    if (!(await tasksRepo.findTask(tx, tareaId))) throw NotFound(TASK_MESSAGES.taskNotFound);
  }

  return {
    async get(tareaId: string): Promise<Checklist> {
      await requireTask(db, tareaId);
      return list(db, tareaId);
    },
    async add(tareaId: string, texto: string): Promise<Checklist> {
      return db.transaction(async (tx) => {
        await requireTask(tx, tareaId);
        await repo.lockList(tx, tareaId);
        const { total, last } = await repo.countAndLast(tx, tareaId);
        if (total >= CHECKLIST_LIMIT) throw Conflict(CHECKLIST_MESSAGES.full);
        await repo.insertItem(tx, tareaId, texto, (last ?? -1) + 1);
        return list(tx, tareaId);
      });
    },
    async change(tareaId: string, itemId: string, patch: ChecklistItemPatch): Promise<Checklist> {
      const values = { ...(patch.hecho !== undefined ? { hecho: patch.hecho } : {}), ...(patch.texto !== undefined ? { texto: patch.texto } : {}) };
      if (!(await repo.updateItem(db, tareaId, itemId, values))) throw NotFound(CHECKLIST_MESSAGES.itemNotFound);
      return list(db, tareaId);
    },
    async remove(tareaId: string, itemId: string): Promise<Checklist> {
      if (!(await repo.deleteItem(db, tareaId, itemId))) throw NotFound(CHECKLIST_MESSAGES.itemNotFound);
      return list(db, tareaId);
    },
  };
}

export type ChecklistService = ReturnType<typeof createChecklistService>;
