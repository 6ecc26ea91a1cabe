/** Fixed option lists of the tasks area and its cash log (spec §3). Names are fictitious; product constants, not data. */
export const ASSIGNABLE_PEOPLE = [
  'Agustín',
  'Belén',
  'Camila',
  'Diego',
  'Emilia',
  'Facundo',
  'Florencia',
  'Hernán',
  'Ignacio',
  'Josefina',
  'Lautaro',
  'Micaela',
] as const;

export const TASK_STATES = ['Inbox', 'En curso', 'Bloqueada', 'En espera', 'Hecha'] as const;
export type TaskState = (typeof TASK_STATES)[number];
export const TASK_PRIORITIES = ['P0', 'P1', 'P2', 'P3'] as const;
export const TASK_URGENCIES = ['Crítico', 'Alto', 'Medio', 'Bajo'] as const;
export const PROJECT_STATES = ['Activo', 'En pausa', 'Finalizado'] as const;

/** The cash log (movimientos). */
export const MOVEMENT_BRANCHES = ['Vicente López', 'Ramos Mejía', 'Sin sucursal'] as const;
export const MOVEMENT_TYPES = ['ingreso', 'egreso'] as const;
export const CURRENCIES = ['USD', 'ARS'] as const;
