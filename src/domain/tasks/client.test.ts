import { describe, expect, it } from 'vitest';
import { clientAccountSchema, clientProjectParamsSchema, clientStats, clientTaskSchema, linkInputSchema, toClientTask, unlinkParamsSchema } from './client.ts';
import { CLIENT_MESSAGES, TASK_MESSAGES } from './messages.ts';

// Buenos Aires is UTC−3 all year: 10 May 23:30 local = 11 May 02:30Z; 11 May 00:30 local = 03:30Z.
const at = (iso: string) => new Date(iso);
const task = {
  id: 't1',
  titulo: 'Hormigonado losa',
  estado: 'En curso' as const,
  responsable_nombre: 'Agustín',
  fecha_limite: '2026-05-10',
  fecha_creacion: '2026-05-01T15:00:00Z',
  fecha_cierre: null,
};

describe('toClientTask', () => {
  it('is overdue only after local midnight of its fecha límite, as the admin Vencidas rule', () => {
    expect(toClientTask(task, at('2026-05-11T02:30:00Z')).vencida).toBe(false);
    expect(toClientTask(task, at('2026-05-11T03:30:00Z')).vencida).toBe(true);
  });

  it('a done task is never overdue and stops counting days at its closing', () => {
    const done = { ...task, estado: 'Hecha' as const, fecha_cierre: '2026-05-04T15:00:00Z' };
    expect(toClientTask(done, at('2026-06-01T12:00:00Z'))).toMatchObject({ vencida: false, dias_abierta: 3 });
  });

  it('counts whole days open in Buenos Aires and has no due date when none was set', () => {
    const open = toClientTask({ ...task, fecha_limite: null }, at('2026-05-08T12:00:00Z'));
    expect(open).toEqual({
      id: 't1',
      titulo: 'Hormigonado losa',
      estado: 'En curso',
      responsable_nombre: 'Agustín',
      fecha_limite: null,
      dias_abierta: 7,
      vencida: false,
    });
  });

  it('gives only the fields the client may read (the schema strips anything else)', () => {
    const parsed = clientTaskSchema.parse({ ...toClientTask(task, at('2026-05-02T12:00:00Z')), descripcion: 'interna', creada_por_nombre: 'Belén' });
    expect(Object.keys(parsed).sort()).toEqual(['dias_abierta', 'estado', 'fecha_limite', 'id', 'responsable_nombre', 'titulo', 'vencida']);
  });
});

describe('clientStats', () => {
  it('progress is the rounded percent of Hecha, 0 with no tasks', () => {
    expect(clientStats({ total: 0, en_curso: 0, hechas: 0, vencidas: 0 }).progreso).toBe(0);
    expect(clientStats({ total: 3, en_curso: 1, hechas: 1, vencidas: 1 })).toEqual({ total: 3, en_curso: 1, hechas: 1, vencidas: 1, progreso: 33 });
    expect(clientStats({ total: 3, en_curso: 0, hechas: 2, vencidas: 0 }).progreso).toBe(67);
    expect(clientStats({ total: 4, en_curso: 0, hechas: 4, vencidas: 0 }).progreso).toBe(100);
  });
});

describe('schemas', () => {
  it('link: a missing or malformed account says to pick one from the list', () => {
    for (const body of [{}, { user_id: '' }, { user_id: 'demo.cliente' }, { user_id: 7 }]) {
      const result = linkInputSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CLIENT_MESSAGES.accountRequired);
    }
    expect(linkInputSchema.parse({ user_id: '0b9c2d1e-5f4a-4b3c-8d2e-1f0a9b8c7d6e' })).toEqual({ user_id: '0b9c2d1e-5f4a-4b3c-8d2e-1f0a9b8c7d6e' });
  });

  it('params: a malformed project id says the project is not there; a malformed account id says to pick one', () => {
    expect(clientProjectParamsSchema.safeParse({ id: 'x' }).error?.issues[0]?.message).toBe(CLIENT_MESSAGES.projectNotFound);
    const unlink = unlinkParamsSchema.safeParse({ id: 'x', user_id: 'y' });
    expect(unlink.error?.issues.map((i) => i.message)).toEqual([TASK_MESSAGES.projectNotFound, CLIENT_MESSAGES.accountRequired]);
  });

  it('a client account carries who it is and nothing more', () => {
    const parsed = clientAccountSchema.parse({
      id: 'u',
      nombre: 'Demo Cliente',
      usuario: 'demo.cliente',
      email: 'c@x.ar',
      role: 'tareas_cliente',
      banned: false,
    });
    expect(parsed).toEqual({ id: 'u', nombre: 'Demo Cliente', usuario: 'demo.cliente', email: 'c@x.ar' });
  });
});

describe('clientState', () => {
  it('puts every internal state in the client words, one to one, never Inbox or Bloqueada', async () => {
    const { clientState, CLIENT_STATES } = await import('./client.ts');
    const { TASK_STATES } = await import('./lists.ts');
    const mapped = TASK_STATES.map(clientState);
    expect(mapped).toEqual(['Pendiente', 'En curso', 'Detenida', 'En espera', 'Terminada']);
    expect(new Set(mapped).size).toBe(TASK_STATES.length);
    expect([...CLIENT_STATES].sort()).toEqual([...mapped].sort());
    expect(mapped).not.toContain('Inbox');
    expect(mapped).not.toContain('Bloqueada');
  });
});
