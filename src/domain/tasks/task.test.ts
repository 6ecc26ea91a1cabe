import { describe, expect, it } from 'vitest';
import { TASK_MESSAGES } from './messages.ts';
import { boardQuerySchema, moveInputSchema, projectInputSchema, taskInputSchema } from './task.ts';

const valid = { titulo: 'Pintar fachada', responsable_nombre: 'Diego', creada_por_nombre: 'Belén', fecha_limite: '2026-12-01' };
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) => ({
  message: result.error?.issues[0]?.message,
  field: result.error?.issues[0]?.path.join('.'),
});

describe('taskInputSchema', () => {
  it('fills the spec defaults (P2, Medio) and no project', () => {
    expect(taskInputSchema.parse(valid)).toEqual({ ...valid, prioridad: 'P2', nivel_urgencia: 'Medio', descripcion: null, proyecto_id: null });
  });
  it("reads 'ninguno' and '' as no project", () => {
    expect(taskInputSchema.parse({ ...valid, proyecto_id: 'ninguno' }).proyecto_id).toBeNull();
    expect(taskInputSchema.parse({ ...valid, proyecto_id: '' }).proyecto_id).toBeNull();
  });
  it('refuses each required field with its Spanish message', () => {
    const cases: Array<[object, string, string]> = [
      [{ ...valid, titulo: '  ' }, 'titulo', TASK_MESSAGES.tituloRequired],
      [{ ...valid, responsable_nombre: 'Pedro' }, 'responsable_nombre', TASK_MESSAGES.responsableRequired],
      [{ ...valid, creada_por_nombre: '' }, 'creada_por_nombre', TASK_MESSAGES.creadaPorRequired],
      [{ ...valid, prioridad: 'P9' }, 'prioridad', TASK_MESSAGES.prioridadRequired],
      [{ ...valid, nivel_urgencia: 'Urgente' }, 'nivel_urgencia', TASK_MESSAGES.urgenciaRequired],
      [{ ...valid, fecha_limite: '' }, 'fecha_limite', TASK_MESSAGES.fechaLimiteRequired],
      [{ ...valid, fecha_limite: '2026-02-30' }, 'fecha_limite', TASK_MESSAGES.fechaInvalid],
      [{ ...valid, proyecto_id: 'obra' }, 'proyecto_id', TASK_MESSAGES.proyectoInvalid],
    ];
    for (const [input, field, message] of cases) {
      expect(firstMessage(taskInputSchema.safeParse(input)), JSON.stringify(input)).toEqual({ message, field });
    }
  });
});

describe('projectInputSchema', () => {
  it('defaults to Activo and accepts no start date', () => {
    expect(projectInputSchema.parse({ nombre: 'Casa Olivos', fecha_inicio: '' })).toEqual({
      nombre: 'Casa Olivos',
      descripcion: null,
      estado: 'Activo',
      fecha_inicio: null,
    });
  });
  it('takes back its own output (null description and date), as the edit dialog sends it', () => {
    const parsed = projectInputSchema.parse({ nombre: 'Casa Olivos' });
    expect(projectInputSchema.parse(parsed)).toEqual(parsed);
    const task = taskInputSchema.parse(valid);
    expect(taskInputSchema.parse(task)).toEqual(task);
  });
  it('refuses a missing name and an unknown state', () => {
    expect(firstMessage(projectInputSchema.safeParse({ nombre: '' })).message).toBe(TASK_MESSAGES.nombreProyectoRequired);
    expect(firstMessage(projectInputSchema.safeParse({ nombre: 'X', estado: 'Cancelado' })).message).toBe(TASK_MESSAGES.estadoProyectoRequired);
  });
});

describe('moveInputSchema and boardQuerySchema', () => {
  it('takes a column and an optional anchor', () => {
    expect(moveInputSchema.parse({ estado: 'Hecha' })).toEqual({ estado: 'Hecha' });
    expect(moveInputSchema.safeParse({ estado: 'Cerrada' }).success).toBe(false);
  });
  it('treats blank filters as none', () => {
    expect(boardQuerySchema.parse({ responsable: '', prioridad: 'P0' })).toEqual({ prioridad: 'P0' });
  });
});
