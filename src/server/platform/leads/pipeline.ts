import { and, desc, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import {
  canMoveLead,
  followUpDue,
  formatDay,
  LEAD_MESSAGES,
  type LeadActivityEntry,
  type LeadFilter,
  type LeadNote,
  type LeadPipeline,
  type LeadState,
  type LeadUpdate,
  OPEN_LEAD_STATES,
} from '../../../domain/leads/pipeline.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import { buenosAiresDay } from '../../../domain/shared/dates.ts';
import { type PaginationQuery, pageOffset } from '../../../domain/shared/pagination.ts';
import type { Role } from '../../../domain/shared/roles.ts';
import { accountName, activeAccount, holdsAnyRole } from '../auth/account-roles.ts';
import type { Database, Executor } from '../db/client.ts';
import { type contactosTerrenos, type contactosValuacion, leadsActividad, user } from '../db/schema/index.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';

/**
 * The lead pipeline (ADR 140): every lead table carries the same columns (leadPipelineColumns in
 * platform/db/schema/columns.ts) and its activity lives in `leads_actividad`; an area hands its
 * table here as a LeadSource and mounts lead-pipeline.routes.ts under its own list's path.
 */
export interface LeadSource {
  table: typeof contactosValuacion | typeof contactosTerrenos;
  /** The activity table's foreign key to the lead table. */
  activityField: 'contactoValuacionId' | 'contactoTerrenoId';
  /** Who reads this list, and so who may own one of its leads. */
  roles: readonly Role[];
}

/** Who changes a lead, as its activity records it. */
export interface LeadActor {
  id: string;
  name: string;
  username: string | null;
}

export const OWNERS_LIMIT = 200;
/** Leads per query of an export: memory stays flat whatever the size of the list. */
export const LEADS_CSV_BATCH = 1000;

/** The pipeline columns of a lead list's rows, the owner's name joined (leftJoin(user, ownerJoin(table))). */
export function pipelineSelection(table: LeadSource['table']) {
  return {
    estado: table.estado,
    motivo_perdida: table.motivoPerdida,
    responsable_id: table.responsableId,
    responsable_nombre: sql<string | null>`${accountName}`,
    proximo_seguimiento: table.proximoSeguimiento,
  };
}

export const ownerJoin = (table: LeadSource['table']) => eq(user.id, table.responsableId);

type PipelineRow = {
  estado: string;
  motivo_perdida: string | null;
  responsable_id: string | null;
  responsable_nombre: string | null;
  proximo_seguimiento: string | null;
};

/** A list row's pipeline as the API answers it; `today` is the Buenos Aires day the follow-ups are due by. */
export function toLeadPipeline(row: PipelineRow, today: string): LeadPipeline {
  const estado = row.estado as LeadState;
  return {
    estado,
    motivo: row.motivo_perdida,
    responsable: row.responsable_id ? { id: row.responsable_id, nombre: row.responsable_nombre ?? '' } : null,
    proximo_seguimiento: row.proximo_seguimiento,
    seguimiento_vencido: followUpDue(estado, row.proximo_seguimiento, today),
  };
}

/** The lists' filters as SQL: a state or every open one, an owner or nobody, the follow-ups due by `today`. */
export function leadFilterCondition(table: LeadSource['table'], filter: LeadFilter, today: string): SQL | undefined {
  const open = sql`${table.estado} in (${sql.join(
    OPEN_LEAD_STATES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  return and(
    filter.estado === 'abiertos' ? open : filter.estado ? eq(table.estado, filter.estado) : undefined,
    filter.responsable === 'sin' ? isNull(table.responsableId) : filter.responsable ? eq(table.responsableId, filter.responsable) : undefined,
    filter.seguimiento === 'vencido' ? and(open, lte(table.proximoSeguimiento, today)) : undefined,
  );
}

const actorName = (actor: LeadActor) => actor.username ?? actor.name;

export function createLeadPipeline({ db, source }: { db: Database; source: LeadSource }) {
  const { table, activityField, roles } = source;
  const activityKey = leadsActividad[activityField];
  const ownerRoles: readonly Role[] = ['admin', ...roles.filter((r) => r !== 'admin')];

  function owners(executor: Executor = db): Promise<Array<{ id: string; nombre: string }>> {
    return executor
      .select({ id: user.id, nombre: accountName })
      .from(user)
      .where(and(holdsAnyRole(ownerRoles), activeAccount))
      .orderBy(accountName, user.id)
      .limit(OWNERS_LIMIT);
  }

  async function current(executor: Executor, id: string, lock: boolean): Promise<PipelineRow | undefined> {
    const query = executor.select(pipelineSelection(table)).from(table).leftJoin(user, ownerJoin(table)).where(eq(table.id, id)).limit(1);
    const [row] = lock ? await query.for('update', { of: table }) : await query;
    return row;
  }

  async function activity(id: string, pagination: PaginationQuery) {
    if (!(await current(db, id, false))) throw NotFound(LEAD_MESSAGES.notFound);
    const where = eq(activityKey, id);
    const [items, [total]] = await Promise.all([
      db
        .select({
          id: leadsActividad.id,
          tipo: leadsActividad.tipo,
          estado_anterior: leadsActividad.estadoAnterior,
          estado: leadsActividad.estado,
          texto: leadsActividad.texto,
          usuario_nombre: leadsActividad.usuarioNombre,
          created_at: leadsActividad.createdAt,
        })
        .from(leadsActividad)
        .where(where)
        .orderBy(desc(leadsActividad.createdAt), desc(leadsActividad.id))
        .limit(pagination.page_size)
        .offset(pageOffset(pagination)),
      db.select({ n: sql<number>`count(*)::int` }).from(leadsActividad).where(where),
    ]);
    return {
      items: items.map((row) => ({ ...row, created_at: row.created_at.toISOString() }) as LeadActivityEntry),
      total: total?.n ?? 0,
      page: pagination.page,
      page_size: pagination.page_size,
    };
  }

  const activityRow = (id: string, actor: LeadActor, entry: Pick<typeof leadsActividad.$inferInsert, 'tipo' | 'estado' | 'estadoAnterior' | 'texto'>) => ({
    ...entry,
    [activityField]: id,
    usuarioId: actor.id,
    usuarioNombre: actorName(actor),
  });

  return {
    owners: () => owners(),
    activity,

    /**
     * Moves a lead, gives it an owner or a follow-up day, in one transaction with its activity
     * lines. A state change names the state the person saw (`desde`): if someone moved it since,
     * 409 and nothing is written — the row is locked, so two moves at once cannot both pass.
     */
    async update(id: string, patch: LeadUpdate, actor: LeadActor, now = new Date()): Promise<LeadPipeline> {
      return db.transaction(async (tx) => {
        const before = await current(tx, id, true);
        if (!before) throw NotFound(LEAD_MESSAGES.notFound);
        const from = before.estado as LeadState;
        const set: Record<string, unknown> = {};
        const lines: Array<ReturnType<typeof activityRow>> = [];
        if (patch.estado !== undefined) {
          if (patch.desde !== undefined && patch.desde !== from)
            throw Conflict(LEAD_MESSAGES.staleState, { code: ERROR_CODES.leadStateChanged, field: 'estado' });
          if (patch.estado === from) throw Conflict(LEAD_MESSAGES.sameState, { field: 'estado' });
          if (!canMoveLead(from, patch.estado)) throw Conflict(LEAD_MESSAGES.backToNew, { field: 'estado' });
          set.estado = patch.estado;
          set.motivoPerdida = patch.estado === 'perdido' ? (patch.motivo ?? null) : null;
          lines.push(activityRow(id, actor, { tipo: 'estado', estadoAnterior: from, estado: patch.estado, texto: patch.motivo ?? null }));
        }
        if (patch.responsable_id !== undefined && patch.responsable_id !== before.responsable_id) {
          let name: string | null = null;
          if (patch.responsable_id !== null) {
            const owner = (await owners(tx)).find((o) => o.id === patch.responsable_id);
            if (!owner) throw Invalid(LEAD_MESSAGES.ownerInvalid, { field: 'responsable_id' });
            name = owner.nombre;
          }
          set.responsableId = patch.responsable_id;
          lines.push(activityRow(id, actor, { tipo: 'responsable', texto: name }));
        }
        if (patch.proximo_seguimiento !== undefined && patch.proximo_seguimiento !== before.proximo_seguimiento) {
          set.proximoSeguimiento = patch.proximo_seguimiento;
          lines.push(activityRow(id, actor, { tipo: 'seguimiento', texto: patch.proximo_seguimiento }));
        }
        if (lines.length) {
          await tx.update(table).set(set).where(eq(table.id, id));
          await tx.insert(leadsActividad).values(lines);
        }
        const after = await current(tx, id, false);
        return toLeadPipeline(after ?? before, buenosAiresDay(now));
      });
    },

    /** A note by the signed-in account; answers the activity's first page. */
    async addNote(id: string, note: LeadNote, actor: LeadActor, pageSize = 20) {
      await db.transaction(async (tx) => {
        if (!(await current(tx, id, true))) throw NotFound(LEAD_MESSAGES.notFound);
        await tx.insert(leadsActividad).values(activityRow(id, actor, { tipo: 'nota', texto: note.texto }));
      });
      return activity(id, { page: 1, page_size: pageSize });
    },

    /** The e-mail and phone of a lead, to find the person's other traces (its history). */
    async contactOf(id: string): Promise<{ email: string | null; telefono: string | null }> {
      const [row] = await db.select({ email: table.email, telefono: table.telefono }).from(table).where(eq(table.id, id)).limit(1);
      if (!row) throw NotFound(LEAD_MESSAGES.notFound);
      return row;
    },
  };
}

export type LeadPipelineService = ReturnType<typeof createLeadPipeline>;

/** The open leads whose follow-up day is `day` or before, the most overdue first (the morning digest's «Seguimientos para hoy», ADR 140). */
export async function followUpsDue(db: Executor, table: LeadSource['table'], day: string, limit: number) {
  const where = leadFilterCondition(table, { seguimiento: 'vencido' }, day);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        nombre: table.nombre,
        email: table.email,
        proximo_seguimiento: table.proximoSeguimiento,
        responsable_nombre: sql<string | null>`${accountName}`,
      })
      .from(table)
      .leftJoin(user, ownerJoin(table))
      .where(where)
      .orderBy(table.proximoSeguimiento, table.createdAt)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(table).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    items: rows.map((r) => {
      const who = r.nombre ?? r.email;
      const late = r.proximo_seguimiento && r.proximo_seguimiento < day ? ` (desde el ${formatDay(r.proximo_seguimiento)})` : '';
      return `${who}${late}${r.responsable_nombre ? ` · ${r.responsable_nombre}` : ' · sin responsable'}`;
    }),
  };
}
