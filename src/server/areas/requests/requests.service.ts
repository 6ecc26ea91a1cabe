import { REQUEST_STATES, type RequestState } from '../../../domain/requests/lists.ts';
import {
  ACTIVE_COLUMN_LIMIT,
  alreadyMovedMessage,
  type Board,
  type BoardFilter,
  type BoardRequest,
  invalidTransitionMessage,
  type NewRequest,
  REQUEST_MESSAGES,
  type ServiceRequest,
  type TransitionInput,
} from '../../../domain/requests/request.ts';
import { canTransition, overdueCutoff } from '../../../domain/requests/transitions.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import { type AuditRecorder, auditEntry } from '../../platform/audit-port.ts';
import type { Database } from '../../platform/db/client.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { alertStaff, type StaffAlerts } from '../../platform/mail/staff-alert.ts';
import { renderRequestAlert, requestAlertSubject } from './request-alert.mail.ts';
import * as repo from './requests.repo.ts';

const STALE_MS = 48 * 3_600_000;

/** How long a request may wait in a column before the digest names it. */

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

function toRequest(row: repo.RequestRow): ServiceRequest {
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
    created_at: row.createdAt.toISOString(),
  };
}

function withHistory(row: repo.RequestRow, history: repo.HistoryRow[]): BoardRequest {
  return {
    ...toRequest(row),
    historial: history
      .filter((h) => h.solicitudId === row.id)
      .map((h) => ({
        estado_anterior: (h.estadoAnterior as RequestState | null) ?? null,
        estado: h.estado as RequestState,
        usuario: h.usuarioNombre,
        fecha: h.createdAt.toISOString(),
      })),
  };
}

/** Internal service requests: the public form's create, the CRM board and its moves (each move audited). */
export function createRequestsService({
  db,
  audit,
  alerts,
  now = () => new Date(),
}: {
  db: Database;
  audit: AuditRecorder;
  /** Mail the CRM and the admins about each new request (ADR 087); absent (seed, benches), no mail. */
  alerts?: StaffAlerts;
  now?: () => Date;
}) {
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
     * The four columns, newest first: active ones up to ACTIVE_COLUMN_LIMIT cards, finished ones
     * up to `filter.finalizadas`; every column counts all its matches and its overdue ones.
     */
    async board(filter: BoardFilter): Promise<Board> {
      const cutoff = overdueCutoff(now());
      const [counts, ...columns] = await Promise.all([
        repo.countColumns(db, filter, cutoff),
        ...REQUEST_STATES.map((estado) => repo.listColumn(db, estado, filter, estado === 'finalizada' ? filter.finalizadas : ACTIVE_COLUMN_LIMIT)),
      ]);
      const history = await repo.historyOf(
        db,
        columns.flatMap((rows) => rows.map((r) => r.id)),
      );
      return {
        columnas: REQUEST_STATES.map((estado, i) => {
          const count = counts.get(estado);
          return {
            estado,
            total: count?.total ?? 0,
            demoradas: estado === 'pendiente' ? (count?.older ?? 0) : 0,
            items: (columns[i] ?? []).map((row) => withHistory(row, history)),
          };
        }),
      };
    },

    /**
     * Moves a request along the transitions table. The UPDATE only matches while the request is
     * still in `desde`, so two people approving it at once get one success and one 409 saying
     * where it is now. A pair outside the table is 409 too.
     */
    async move(id: string, { desde, hacia }: TransitionInput, actor: Actor, direccion: string): Promise<BoardRequest> {
      if (!canTransition(desde, hacia)) throw Conflict(invalidTransitionMessage(desde, hacia), { code: ERROR_CODES.requestTransitionInvalid });
      const at = now();
      const moved = await db.transaction(async (tx) => {
        const row = await repo.moveIfIn(tx, id, desde, hacia, at);
        if (!row) return undefined;
        await repo.insertHistory(tx, {
          solicitudId: id,
          estadoAnterior: desde,
          estado: hacia,
          usuarioId: actor.id,
          usuarioNombre: actor.username ?? actor.name,
          createdAt: at,
        });
        const detalle = `${row.codigoInterno} (${row.sucursal}, ${row.tipoServicio}): ${desde} → ${hacia}`;
        await audit.record(auditEntry({ id: actor.id, direccion }, 'solicitud_movida', detalle), tx);
        return row;
      });
      if (!moved) {
        const current = await repo.findById(db, id);
        if (!current) throw NotFound(REQUEST_MESSAGES.notFound);
        throw Conflict(alreadyMovedMessage(current.estado as RequestState), { code: ERROR_CODES.requestAlreadyMoved });
      }
      return withHistory(moved, await repo.historyOf(db, [id]));
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
