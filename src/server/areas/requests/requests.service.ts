import { randomUUID } from 'node:crypto';
import { REQUEST_STATES, type RequestState } from '../../../domain/requests/lists.ts';
import {
  type ActivityEntry,
  alreadyMovedMessage,
  type Board,
  type BoardFilter,
  type BoardRequest,
  CARD_ACTIVITY_LIMIT,
  invalidTransitionMessage,
  type NewRequest,
  type NoteInput,
  type Owner,
  type OwnerInput,
  REQUEST_MESSAGES,
  type ServiceRequest,
  type TransitionInput,
  type UndoInput,
  type VisitInput,
  type WorkInput,
  workName,
} from '../../../domain/requests/request.ts';
import { canTransition, formatVisitDay, needsReason, overdueCutoff, visitDay, withinUndoWindow } from '../../../domain/requests/transitions.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import type { Page, PaginationQuery } from '../../../domain/shared/pagination.ts';
import { pageOffset } from '../../../domain/shared/pagination.ts';
import { type AuditRecorder, auditEntry } from '../../platform/audit-port.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { alertStaff, type StaffAlerts } from '../../platform/mail/staff-alert.ts';
import { renderRequestAlert, requestAlertSubject } from './request-alert.mail.ts';
import * as repo from './requests.repo.ts';
import type { WorksPort } from './works-port.ts';

const STALE_MS = 48 * 3_600_000;

import { STAFF_SCREENS } from '../../../domain/mail/digest.ts';
import { DIGEST_TOP, type DigestClock, type DigestSection } from '../../platform/mail/digest-section.ts';

/** Per client address, on the API and the page's own post (ADR 100): a branch sends a few requests a day; a script many more. */
export const CREATE_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/** Who asks for a change (the signed-in account), as the history records it. */
export interface Actor {
  id: string;
  name: string;
  username: string | null;
}
const actorName = (actor: Actor) => actor.username ?? actor.name;

/** Columns ordered by the person's choice; the closed ones always newest first (ADR 125). */
const ORDERED_BY_CHOICE: ReadonlySet<RequestState> = new Set(['pendiente', 'aprobada', 'en_ejecucion']);

type PlainRow = Omit<repo.RequestRow, 'responsableNombre' | 'ultimo'> & Partial<Pick<repo.RequestRow, 'responsableNombre' | 'ultimo'>>;

function toRequest(row: PlainRow): ServiceRequest {
  return {
    id: row.id,
    codigo_interno: row.codigoInterno,
    sucursal: row.sucursal,
    tipo_servicio: row.tipoServicio,
    dias_estimados: row.diasEstimados,
    solicitante: row.solicitante,
    celular: row.celular,
    comentarios: row.comentarios,
    estado: row.estado as RequestState,
    fecha_aprobacion: row.fechaAprobacion?.toISOString() ?? null,
    fecha_visita: row.fechaVisita,
    motivo: row.motivo,
    responsable: row.responsableId ? { id: row.responsableId, nombre: row.responsableNombre ?? '' } : null,
    proyecto: row.proyectoId ? { id: row.proyectoId, nombre: row.proyectoNombre ?? '' } : null,
    created_at: row.createdAt.toISOString(),
  };
}

function toActivity(a: repo.ActivityRow): ActivityEntry {
  return {
    id: a.id,
    tipo: a.tipo,
    estado_anterior: (a.estadoAnterior as RequestState | null) ?? null,
    estado: (a.estado as RequestState | null) ?? null,
    texto: a.texto,
    deshecho: a.deshecho,
    usuario: a.usuarioNombre,
    fecha: a.createdAt.toISOString(),
  };
}

function toBoardRequest(row: repo.RequestRow, activity: repo.ActivityRow[], now: Date): BoardRequest {
  const own = activity.filter((a) => a.solicitudId === row.id);
  const last = row.ultimo;
  return {
    ...toRequest(row),
    actividad: own.map(toActivity),
    actividad_total: own[0]?.total ?? 0,
    // Offered only while it may be undone; the server checks again (ADR 126).
    ultimo_movimiento:
      last?.estadoAnterior && withinUndoWindow(last.createdAt, now)
        ? {
            id: last.id,
            estado_anterior: last.estadoAnterior as RequestState,
            estado: last.estado as RequestState,
            usuario: last.usuarioNombre,
            fecha: last.createdAt.toISOString(),
          }
        : null,
  };
}

/** Internal service requests: the public form's create, the CRM board and its moves (each move audited). */
export function createRequestsService({
  db,
  audit,
  alerts,
  works,
  now = () => new Date(),
}: {
  db: Database;
  audit: AuditRecorder;
  /** The tasks area, for «Crear obra» (ADR 128); absent (seed, benches), that route answers 409. */
  works?: WorksPort;
  /** Mail the CRM and the admins about each new request (ADR 087); absent (seed, benches), no mail. */
  alerts?: StaffAlerts;
  now?: () => Date;
}) {
  /** One request as the board shows it. */
  async function card(id: string): Promise<BoardRequest> {
    const row = await repo.findById(db, id);
    if (!row) throw NotFound(REQUEST_MESSAGES.notFound);
    return toBoardRequest(row, await repo.latestActivity(db, [id], CARD_ACTIVITY_LIMIT), now());
  }

  /** 404 for an unknown request, 409 saying where it is now (the person saw it elsewhere). */
  async function refusedMove(id: string): Promise<never> {
    const current = await repo.findById(db, id);
    if (!current) throw NotFound(REQUEST_MESSAGES.notFound);
    throw Conflict(alreadyMovedMessage(current.estado as RequestState), { code: ERROR_CODES.requestAlreadyMoved });
  }

  return {
    /**
     * The CRM's section of the morning digest (ADR 093): pending for over 48 h, and approved over 48 h
     * ago but not started — requests have no visit date to check, so «aprobada y sin empezar» stands for it.
     */
    async digestSection(clock: DigestClock): Promise<DigestSection> {
      const before = new Date(clock.now.getTime() - STALE_MS);
      const [pending, approved] = await Promise.all([
        repo.pageWaitingSince(db, 'pendiente', before, DIGEST_TOP),
        repo.pageWaitingSince(db, 'aprobada', before, DIGEST_TOP),
      ]);
      const line = (row: repo.RequestRow) => `${row.tipoServicio} · ${row.sucursal} · ${row.solicitante}`;
      return {
        title: 'Solicitudes de servicio',
        groups: [
          { label: 'Pendientes hace más de 48 h', count: pending.total, items: pending.rows.map(line), path: STAFF_SCREENS.crm },
          { label: 'Aprobadas hace más de 48 h y sin empezar', count: approved.total, items: approved.rows.map(line), path: STAFF_SCREENS.crm },
        ],
      };
    },

    /** A branch's request: stored `pendiente`, its creation recorded in the history, the CRM alerted by mail (same transaction). */
    async create(input: NewRequest): Promise<ServiceRequest> {
      const mail = alerts && (await renderRequestAlert(input, alerts.publicUrl));
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertRequest(tx, input);
        await repo.insertHistory(tx, {
          solicitudId: created.id,
          estadoAnterior: null,
          estado: 'pendiente',
          usuarioId: null,
          usuarioNombre: null,
          createdAt: created.createdAt,
        });
        if (alerts && mail)
          await alertStaff(tx, alerts, {
            kind: 'alerta-solicitud',
            eventKey: `solicitud:${created.id}`,
            roles: ['crm'],
            subject: requestAlertSubject(input),
            mail,
          });
        return created;
      });
      return toRequest(row);
    },

    /**
     * The board: the four columns and the closed ones (rechazada, cancelada), each up to its own
     * length (`filter[estado]`, 'Ver más' in place); the active ones oldest first unless asked
     * otherwise; every column counts all its matches and the pending ones past 48 h. `demoradas`
     * keeps only those (ADR 125).
     */
    async board(filter: BoardFilter): Promise<Board> {
      const at = now();
      const cutoff = overdueCutoff(at);
      const columnFilter: repo.ColumnFilter = filter.demoradas ? { ...filter, overdueBefore: cutoff } : filter;
      const [counts, ...columns] = await Promise.all([
        repo.countColumns(db, columnFilter, cutoff),
        ...REQUEST_STATES.map((estado) =>
          repo.listColumn(db, estado, columnFilter, filter[estado], ORDERED_BY_CHOICE.has(estado) ? filter.orden === 'antiguas' : false),
        ),
      ]);
      const activity = await repo.latestActivity(
        db,
        columns.flatMap((rows) => rows.map((r) => r.id)),
        CARD_ACTIVITY_LIMIT,
      );
      return {
        columnas: REQUEST_STATES.map((estado, i) => {
          const count = counts.get(estado);
          return {
            estado,
            total: count?.total ?? 0,
            demoradas: estado === 'pendiente' ? (count?.older ?? 0) : 0,
            items: (columns[i] ?? []).map((row) => toBoardRequest(row, activity, at)),
          };
        }),
      };
    },

    /** A request's whole activity (moves and notes), newest first, paged. */
    async activity(id: string, query: PaginationQuery): Promise<Page<ActivityEntry>> {
      if (!(await repo.findById(db, id))) throw NotFound(REQUEST_MESSAGES.notFound);
      const { rows, total } = await repo.pageActivity(db, id, query.page_size, pageOffset(query));
      return { items: rows.map(toActivity), total, page: query.page, page_size: query.page_size };
    },

    /** The CRM accounts a request may be given to. */
    owners(): Promise<Owner[]> {
      return repo.crmAccounts(db);
    },

    async setOwner(id: string, { responsable_id }: OwnerInput): Promise<BoardRequest> {
      if (responsable_id && !(await repo.isCrmAccount(db, responsable_id))) throw Invalid(REQUEST_MESSAGES.responsableInvalid, { field: 'responsable_id' });
      if (!(await repo.setOwner(db, id, responsable_id))) throw NotFound(REQUEST_MESSAGES.notFound);
      return card(id);
    },

    /** A note (who called, what was agreed) by the signed-in account. */
    async addNote(id: string, { texto }: NoteInput, actor: Actor): Promise<BoardRequest> {
      if (!(await repo.findById(db, id))) throw NotFound(REQUEST_MESSAGES.notFound);
      await repo.insertNote(db, { solicitudId: id, usuarioId: actor.id, usuarioNombre: actorName(actor), texto });
      return card(id);
    },

    /** Changes the proposed visit of an approved or started request (ADR 127). */
    async setVisit(id: string, { fecha_visita }: VisitInput): Promise<BoardRequest> {
      if (!(await repo.setVisit(db, id, fecha_visita))) {
        if (!(await repo.findById(db, id))) throw NotFound(REQUEST_MESSAGES.notFound);
        throw Conflict(REQUEST_MESSAGES.visitaOnlyApproved);
      }
      return card(id);
    },

    /**
     * Moves a request along the transitions table. The UPDATE only matches while the request is
     * still in `desde`, so two people approving it at once get one success and one 409 saying
     * where it is now. A pair outside the table is 409 too.
     */
    async move(id: string, { desde, hacia, motivo, fecha_visita }: TransitionInput, actor: Actor, direccion: string): Promise<BoardRequest> {
      if (!canTransition(desde, hacia)) throw Conflict(invalidTransitionMessage(desde, hacia), { code: ERROR_CODES.requestTransitionInvalid });
      const at = now();
      const moveId = randomUUID();
      const reason = needsReason(hacia) ? (motivo ?? null) : null;
      const moved = await db.transaction(async (tx) => {
        const ok = await repo.moveIfIn(tx, id, desde, hacia, {
          ultimoMovimientoId: moveId,
          ...(hacia === 'aprobada' ? { fechaAprobacion: at, fechaVisita: fecha_visita ?? visitDay(at) } : {}),
          ...(reason ? { motivo: reason } : {}),
        });
        if (!ok) return false;
        await repo.insertHistory(tx, {
          id: moveId,
          solicitudId: id,
          estadoAnterior: desde,
          estado: hacia,
          usuarioId: actor.id,
          usuarioNombre: actorName(actor),
          motivo: reason,
          createdAt: at,
        });
        const row = await repo.findById(tx, id);
        const detalle = `${row?.codigoInterno} (${row?.sucursal}, ${row?.tipoServicio}): ${desde} → ${hacia}${reason ? ` (motivo: ${reason})` : ''}`;
        await audit.record(auditEntry({ id: actor.id, direccion }, 'solicitud_movida', detalle), tx);
        return true;
      });
      if (!moved) await refusedMove(id);
      return card(id);
    },

    /**
     * Takes back the request's last move within UNDO_WINDOW_MS (ADR 126): 409 when the window has
     * passed, when someone moved it since (the UPDATE matches only while that move is still the
     * last: of an undo and a concurrent move exactly one wins), or when the approval already has
     * its project. The undo is itself in the history and cannot be undone.
     */
    async undo(id: string, { movimiento_id }: UndoInput, actor: Actor, direccion: string): Promise<BoardRequest> {
      const at = now();
      const refused = (message: string) => Conflict(message, { code: ERROR_CODES.requestUndoRefused });
      const last = await repo.findMove(db, id, movimiento_id);
      if (!last?.estadoAnterior) {
        if (!(await repo.findById(db, id))) throw NotFound(REQUEST_MESSAGES.notFound);
        throw refused(REQUEST_MESSAGES.undoNothing);
      }
      if (!withinUndoWindow(last.createdAt, at)) throw refused(REQUEST_MESSAGES.undoExpired);
      const from = last.estado as RequestState;
      const backTo = last.estadoAnterior as RequestState;
      const undone = await db.transaction(async (tx) => {
        if (!(await repo.undoIfLast(tx, id, movimiento_id, from, backTo))) return false;
        await repo.insertHistory(tx, {
          solicitudId: id,
          estadoAnterior: from,
          estado: backTo,
          usuarioId: actor.id,
          usuarioNombre: actorName(actor),
          deshecho: true,
          createdAt: at,
        });
        const row = await repo.findById(tx, id);
        await audit.record(
          auditEntry({ id: actor.id, direccion }, 'solicitud_movida', `${row?.codigoInterno}: deshecho ${backTo} → ${from}, vuelve a ${backTo}`),
          tx,
        );
        return true;
      });
      if (!undone) {
        const current = await repo.findById(db, id);
        if (!current) throw NotFound(REQUEST_MESSAGES.notFound);
        if (from === 'aprobada' && current.proyectoId && current.ultimoMovimientoId === movimiento_id) throw refused(REQUEST_MESSAGES.undoHasProject);
        throw refused(REQUEST_MESSAGES.undoMovedSince);
      }
      return card(id);
    },

    /**
     * «Crear obra» (ADR 128): an approved (or started) request becomes a project of the tasks area
     * with its client and código, and a first task «Visita» on the visit day for the chosen person;
     * the project and the request point at each other. One transaction with the request's row
     * locked: a second click (or a second person) finds the project and gets 409, never a twin.
     */
    async createWork(id: string, { responsable_nombre }: WorkInput, actor: Actor): Promise<BoardRequest> {
      if (!works) throw Conflict(REQUEST_MESSAGES.obraNeedsApproval);
      await db.transaction(async (tx: Executor) => {
        const row = await repo.lockRequest(tx, id);
        if (!row) throw NotFound(REQUEST_MESSAGES.notFound);
        if (row.proyectoId) throw Conflict(REQUEST_MESSAGES.obraExists);
        if (row.estado !== 'aprobada' && row.estado !== 'en_ejecucion') throw Conflict(REQUEST_MESSAGES.obraNeedsApproval);
        if (!row.fechaVisita) throw Conflict(REQUEST_MESSAGES.obraNeedsVisit);
        const project = await works.createProjectWithVisit(tx, {
          solicitudId: id,
          nombre: workName({ codigo_interno: row.codigoInterno, sucursal: row.sucursal }),
          descripcion: `${row.tipoServicio} · solicitud ${row.codigoInterno} de ${row.solicitante} (${row.celular})`,
          fechaVisita: row.fechaVisita,
          responsable: responsable_nombre,
          creadaPor: actorName(actor),
        });
        await repo.setProject(tx, id, project);
        await repo.insertNote(tx, {
          solicitudId: id,
          usuarioId: actor.id,
          usuarioNombre: actorName(actor),
          texto: `Obra creada: ${project.nombre}. Visita el ${formatVisitDay(row.fechaVisita, now())} con ${responsable_nombre}.`,
        });
      });
      return card(id);
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
