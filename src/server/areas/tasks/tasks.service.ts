import { STAFF_SCREENS } from '../../../domain/mail/digest.ts';
import { formatDate } from '../../../domain/shared/date-format.ts';
import { denseOrderChanges } from '../../../domain/shared/ordering.ts';
import type { Page, PaginationQuery } from '../../../domain/shared/pagination.ts';
import { pageOffset } from '../../../domain/shared/pagination.ts';
import {
  ASSIGNABLE_PEOPLE,
  DONE_STATE,
  type ProjectState,
  TASK_STATES,
  type TaskPriority,
  type TaskState,
  type TaskUrgency,
} from '../../../domain/tasks/lists.ts';
import { SEARCH_MESSAGES, TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import { describeRecurrence } from '../../../domain/tasks/recurrence.ts';
import {
  initials,
  needsRenumbering,
  overdueDays,
  positionBetween,
  progressPercent,
  startOfMonthInBuenosAires,
  todayInBuenosAires,
} from '../../../domain/tasks/rules.ts';
import {
  type AccountPersonInput,
  type MyTasks,
  type StaffAccount,
  searchSnippet,
  TASK_SEARCH_PAGE_SIZE,
  type TaskSearch,
  type TaskSearchHit,
} from '../../../domain/tasks/search.ts';
import {
  type ActiveProject,
  type Board,
  type BoardFilter,
  COLUMN_LIMIT,
  type ColumnFilter,
  type CommentInput,
  GROUP_LIMIT,
  type MoveInput,
  type NewTask,
  type OverdueTask,
  type Project,
  type ProjectFields,
  type Summary,
  type Task,
  type TaskDetail,
  type TaskGroup,
  type TeamMember,
} from '../../../domain/tasks/task.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { DIGEST_TOP, type DigestClock, type DigestSection } from '../../platform/mail/digest-section.ts';
import { alertStaff, type StaffAlerts } from '../../platform/mail/staff-alert.ts';
import { renderTaskAlert, taskAlertSubject } from './task-alert.mail.ts';
import * as repo from './tasks.repo.ts';

/** Per client address, on the API and the page's own post (ADR 100): a crew loads a handful of tasks a day; a script many more. */
export const CREATE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** Comments a task's detail shows (the newest ones). */
const COMMENTS_LIMIT = 100;
/** Projects the public form offers (only active ones). */
const ACTIVE_PROJECTS_LIMIT = 200;
/** Staff accounts the Equipo tab lists to tie to a person (a firm has a handful). */
const STAFF_ACCOUNTS_LIMIT = 200;

function toTask(row: repo.TaskRow): Task {
  return {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    proyecto_id: row.proyectoId,
    proyecto_nombre: row.proyectoNombre,
    responsable_nombre: row.responsableNombre,
    creada_por_nombre: row.creadaPorNombre,
    nivel_urgencia: row.nivelUrgencia as TaskUrgency,
    prioridad: row.prioridad as TaskPriority,
    fecha_limite: row.fechaLimite,
    fecha_creacion: row.fechaCreacion.toISOString(),
    fecha_cierre: row.fechaCierre?.toISOString() ?? null,
    estado: row.estado as TaskState,
    posicion: row.posicion,
    checklist: { hechos: row.checklistHechos ?? 0, total: row.checklistTotal ?? 0 },
    repite: row.serieRegla ? describeRecurrence(row.serieRegla) : null,
  };
}

function toProject(row: repo.ProjectWithCounts): Project {
  return {
    id: row.id,
    nombre: row.nombre,
    descripcion: row.descripcion,
    estado: row.estado as ProjectState,
    fecha_inicio: row.fechaInicio,
    solicitud_id: row.solicitudId,
    total: row.total,
    hechas: row.hechas,
    progreso: progressPercent(row.hechas, row.total),
  };
}

const page = <T>(items: T[], total: number, query: PaginationQuery): Page<T> => ({ items, total, page: query.page, page_size: query.page_size });

/** Tasks and projects of the tasks area: the public form's create, the admin's views and moves. */
export function createTasksService({
  db,
  alerts,
  now = () => new Date(),
  afterDone,
}: {
  db: Database;
  /** Runs after a task went to Hecha (recurring tasks create their next one, ADR 115); never throws. */
  afterDone?: () => Promise<unknown>;
  /** Mail the tasks admins and the admins about each task from the public form (ADR 087); absent (seed, benches), no mail. */
  alerts?: StaffAlerts;
  now?: () => Date;
}) {
  /** A project chosen in a task must exist and be active (the form offers only those). */
  async function checkProject(tx: Executor, proyectoId: string | null, { allowInactive }: { allowInactive: boolean }) {
    if (!proyectoId) return;
    const estado = await repo.projectEstado(tx, proyectoId);
    if (!estado) throw Invalid(TASK_MESSAGES.proyectoInvalid, { field: 'proyecto_id' });
    if (!allowInactive && estado !== 'Activo') throw Invalid(TASK_MESSAGES.proyectoInactive, { field: 'proyecto_id' });
  }

  async function detail(id: string): Promise<TaskDetail> {
    const row = await repo.findTask(db, id);
    if (!row) throw NotFound(TASK_MESSAGES.taskNotFound);
    const comments = await repo.commentsOf(db, id, COMMENTS_LIMIT);
    return {
      ...toTask(row),
      comentarios: comments.map((c) => ({ id: c.id, autor: c.autorNombre, texto: c.texto, created_at: c.createdAt.toISOString() })),
    };
  }

  return {
    /** The tasks admins' section of the morning digest (ADR 093): overdue, due today, urgent not started. */
    async digestSection(clock: DigestClock): Promise<DigestSection> {
      const [overdue, dueToday, urgent] = await Promise.all([
        repo.pageOverdue(db, clock.day, DIGEST_TOP, 0),
        repo.pageDueOn(db, clock.day, DIGEST_TOP),
        repo.pageUrgentNotStarted(db, DIGEST_TOP),
      ]);
      const line = (row: repo.TaskRow) =>
        `${row.titulo} · ${row.responsableNombre}${row.fechaLimite ? ` · vence ${formatDate(`${row.fechaLimite}T12:00:00Z`)}` : ''}`;
      return {
        title: 'Tareas',
        groups: [
          { label: 'Vencidas', count: overdue.total, items: overdue.rows.map(line), path: STAFF_SCREENS.tasksOverdue },
          { label: 'Vencen hoy', count: dueToday.total, items: dueToday.rows.map(line), path: STAFF_SCREENS.tasksKanban },
          { label: 'Urgentes sin empezar', count: urgent.total, items: urgent.rows.map(line), path: STAFF_SCREENS.tasksUrgent },
        ],
      };
    },

    /** The public form's task: it starts in Inbox, on top of the column. */
    async create(input: NewTask): Promise<Task> {
      const mail = alerts && (await renderTaskAlert(input, alerts.publicUrl));
      const id = await db.transaction(async (tx) => {
        await checkProject(tx, input.proyecto_id, { allowInactive: false });
        await repo.lockBoard(tx);
        const { first } = await repo.columnEnds(tx, 'Inbox');
        const created = await repo.insertTask(tx, input, positionBetween(null, first));
        if (alerts && mail)
          await alertStaff(tx, alerts, { kind: 'alerta-tarea', eventKey: `tarea:${created}`, roles: ['tareas_admin'], subject: taskAlertSubject(input), mail });
        return created;
      });
      const row = await repo.findTask(db, id);
      if (!row) throw NotFound(TASK_MESSAGES.taskNotFound);
      return toTask(row);
    },

    activeProjects(): Promise<ActiveProject[]> {
      return repo.activeProjects(db, ACTIVE_PROJECTS_LIMIT);
    },

    /** The five columns in their order, up to COLUMN_LIMIT cards each, every column counting all its matches. */
    async board(filter: BoardFilter): Promise<Board> {
      const [counts, ...columns] = await Promise.all([
        repo.countColumns(db, filter),
        ...TASK_STATES.map((estado) => repo.listColumn(db, estado, filter, COLUMN_LIMIT)),
      ]);
      return {
        columnas: TASK_STATES.map((estado, i) => ({ estado, total: counts.get(estado) ?? 0, items: (columns[i] ?? []).map(toTask) })),
      };
    },

    /** One column's page of COLUMN_LIMIT cards in board order, with the column's count ("Ver más", ADR 110). */
    async column({ estado, page, ...filter }: ColumnFilter): Promise<Page<Task>> {
      const [total, rows] = await Promise.all([
        repo.countColumn(db, estado, filter),
        repo.listColumn(db, estado, filter, COLUMN_LIMIT, (page - 1) * COLUMN_LIMIT),
      ]);
      return { items: rows.map(toTask), total, page, page_size: COLUMN_LIMIT };
    },

    detail,

    async update(id: string, input: NewTask): Promise<TaskDetail> {
      await db.transaction(async (tx) => {
        // Editing keeps a project the task already had even if it was paused since.
        const current = await repo.findTask(tx, id);
        if (!current) throw NotFound(TASK_MESSAGES.taskNotFound);
        await checkProject(tx, input.proyecto_id, { allowInactive: input.proyecto_id === current.proyectoId });
        await repo.updateTask(tx, id, input);
      });
      return detail(id);
    },

    /**
     * Moves a card to a column and a place in it: above `antes_de`, at the bottom (`al_final`) or
     * on top. Moving to Hecha sets fecha_cierre to now; other moves keep it (spec §4).
     */
    async move(id: string, input: MoveInput): Promise<Task> {
      const closed = await db.transaction(async (tx) => {
        await repo.lockBoard(tx);
        const current = await repo.findTask(tx, id);
        if (!current) throw NotFound(TASK_MESSAGES.taskNotFound);
        if (input.antes_de === id) throw Invalid(TASK_MESSAGES.anchorMoved, { field: 'antes_de' });
        const neighbours = async (): Promise<[number | null, number | null]> => {
          if (input.antes_de) {
            const anchor = await repo.findTask(tx, input.antes_de);
            if (!anchor || anchor.estado !== input.estado) throw Conflict(TASK_MESSAGES.anchorMoved);
            return [await repo.positionAbove(tx, input.estado, anchor.posicion, id), anchor.posicion];
          }
          const ends = await repo.columnEnds(tx, input.estado);
          return input.al_final ? [ends.last, null] : [null, ends.first];
        };
        let [before, after] = await neighbours();
        if (needsRenumbering(before, positionBetween(before, after), after)) {
          // The gap between two cards is used up (~1000 drops into one gap): renumber the column, then place.
          const order = (await repo.columnOrder(tx, input.estado)).filter((r) => r.id !== id);
          for (const change of denseOrderChanges(order.map((r) => ({ id: r.id, orden: r.posicion })))) await repo.setPosition(tx, change.id, change.orden);
          [before, after] = await neighbours();
        }
        const closing = input.estado === DONE_STATE && current.estado !== DONE_STATE ? now() : undefined;
        await repo.moveTask(tx, id, input.estado, positionBetween(before, after), closing);
        return closing !== undefined;
      });
      if (closed && afterDone) await afterDone();
      const row = await repo.findTask(db, id);
      if (!row) throw NotFound(TASK_MESSAGES.taskNotFound);
      return toTask(row);
    },

    async comment(id: string, input: CommentInput, author: { name: string; username: string | null }): Promise<TaskDetail> {
      const row = await repo.findTask(db, id);
      if (!row) throw NotFound(TASK_MESSAGES.taskNotFound);
      await repo.insertComment(db, { tareaId: id, autorNombre: author.name || author.username || 'Administración', texto: input.texto });
      return detail(id);
    },

    async summary(): Promise<Summary> {
      const at = now();
      return repo.summary(db, todayInBuenosAires(at), startOfMonthInBuenosAires(at));
    },

    /** Historial: done tasks, last closed first. */
    async done(query: PaginationQuery): Promise<Page<Task>> {
      const { rows, total } = await repo.pageDone(db, query.page_size, pageOffset(query));
      return page(rows.map(toTask), total, query);
    },

    /** Urgentes: Crítico and Alto not done, oldest first. */
    async urgent(query: PaginationQuery): Promise<Page<Task>> {
      const { rows, total } = await repo.pageUrgent(db, query.page_size, pageOffset(query));
      return page(rows.map(toTask), total, query);
    },

    /** Vencidas: not done, fecha_límite before today in Buenos Aires, with the days overdue. */
    async overdue(query: PaginationQuery): Promise<Page<OverdueTask>> {
      const at = now();
      const { rows, total } = await repo.pageOverdue(db, todayInBuenosAires(at), query.page_size, pageOffset(query));
      return page(
        rows.map((row) => {
          const task = toTask(row);
          return { ...task, dias_vencida: overdueDays(task, at) };
        }),
        total,
        query,
      );
    },

    /** Por Responsable: the 12 people (and anyone else with open tasks), each with its open tasks. */
    async byPerson(): Promise<TaskGroup[]> {
      const { totals, rows } = await repo.openGroups(db, 'responsable', GROUP_LIMIT);
      const names = [
        ...ASSIGNABLE_PEOPLE,
        ...[...totals.keys()].filter((k): k is string => k !== null && !(ASSIGNABLE_PEOPLE as readonly string[]).includes(k)),
      ];
      return names.map((nombre) => ({
        clave: nombre,
        nombre,
        total: totals.get(nombre) ?? 0,
        items: rows.filter((r) => r.responsableNombre === nombre).map(toTask),
      }));
    },

    /** Por Proyecto: projects with open tasks (by name), then the tasks without one. */
    async byProject(): Promise<TaskGroup[]> {
      const { totals, rows } = await repo.openGroups(db, 'proyecto', GROUP_LIMIT);
      const ids = [...totals.keys()].filter((k): k is string => k !== null);
      const names = await repo.projectNames(db, ids);
      const groups: TaskGroup[] = names
        .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'))
        .map((p) => ({ clave: p.id, nombre: p.nombre, total: totals.get(p.id) ?? 0, items: rows.filter((r) => r.proyectoId === p.id).map(toTask) }));
      if (totals.has(null)) {
        groups.push({ clave: null, nombre: 'Sin proyecto', total: totals.get(null) ?? 0, items: rows.filter((r) => r.proyectoId === null).map(toTask) });
      }
      return groups;
    },

    /** Equipo: the 12 people with initials, open and done counts. */
    async team(): Promise<TeamMember[]> {
      const counts = new Map((await repo.teamCounts(db)).map((c) => [c.nombre, c]));
      return ASSIGNABLE_PEOPLE.map((nombre) => ({
        nombre,
        iniciales: initials(nombre),
        abiertas: counts.get(nombre)?.abiertas ?? 0,
        hechas: counts.get(nombre)?.hechas ?? 0,
      }));
    },

    async projects(query: PaginationQuery): Promise<Page<Project>> {
      const { rows, total } = await repo.pageProjects(db, query.page_size, pageOffset(query));
      return page(rows.map(toProject), total, query);
    },

    async createProject(input: ProjectFields): Promise<Project> {
      const id = await repo.insertProject(db, input);
      const row = await repo.projectCounts(db, id);
      if (!row) throw NotFound(TASK_MESSAGES.projectNotFound);
      return toProject(row);
    },

    async updateProject(id: string, input: ProjectFields): Promise<Project> {
      if (!(await repo.updateProject(db, id, input))) throw NotFound(TASK_MESSAGES.projectNotFound);
      const row = await repo.projectCounts(db, id);
      if (!row) throw NotFound(TASK_MESSAGES.projectNotFound);
      return toProject(row);
    },

    /** Title, description and comments, case and accents aside (ADR 135); each hit says where it matched. */
    async search({ q, page: pageNumber }: TaskSearch): Promise<Page<TaskSearchHit>> {
      const size = TASK_SEARCH_PAGE_SIZE;
      const { rows, total } = await repo.searchTasks(db, q, size, (pageNumber - 1) * size);
      const items = rows.map((row): TaskSearchHit => {
        const title = searchSnippet(row.titulo, q);
        const description = row.descripcion ? searchSnippet(row.descripcion, q) : null;
        const comment = row.comentarioCoincidente ? searchSnippet(row.comentarioCoincidente, q) : null;
        const coincidencia = title
          ? { campo: 'titulo' as const, fragmento: title }
          : description
            ? { campo: 'descripcion' as const, fragmento: description }
            : { campo: 'comentario' as const, fragmento: comment ?? '' };
        return { ...toTask(row), coincidencia };
      });
      return { items, total, page: pageNumber, page_size: size };
    },

    /** Mis tareas (ADR 136): the open tasks of the person the account is tied to; no person, no list. */
    async myTasks(userId: string, pageNumber: number): Promise<MyTasks> {
      const size = TASK_SEARCH_PAGE_SIZE;
      const persona = await repo.personOf(db, userId);
      if (!persona) return { persona: null, tareas: { items: [], total: 0, page: pageNumber, page_size: size } };
      const { rows, total } = await repo.pageOpenOf(db, persona, size, (pageNumber - 1) * size);
      return { persona, tareas: { items: rows.map(toTask), total, page: pageNumber, page_size: size } };
    },

    async staffAccounts(): Promise<StaffAccount[]> {
      return repo.staffAccounts(db, STAFF_ACCOUNTS_LIMIT);
    },

    /** Only accounts of the tasks dashboard (tareas_admin or admin) are tied to a person. */
    async setAccountPerson(userId: string, { persona }: AccountPersonInput): Promise<StaffAccount> {
      if (!(await repo.isStaffAccount(db, userId))) throw NotFound(SEARCH_MESSAGES.accountNotFound);
      await repo.setPerson(db, userId, persona);
      const account = (await repo.staffAccounts(db, STAFF_ACCOUNTS_LIMIT)).find((a) => a.id === userId);
      if (!account) throw NotFound(SEARCH_MESSAGES.accountNotFound);
      return account;
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
