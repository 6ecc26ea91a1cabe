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
export const DONE_STATE = 'Hecha' satisfies TaskState;
export const TASK_PRIORITIES = ['P0', 'P1', 'P2', 'P3'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_URGENCIES = ['Crítico', 'Alto', 'Medio', 'Bajo'] as const;
export type TaskUrgency = (typeof TASK_URGENCIES)[number];
/** Spec §4: Activo, En pausa, "other": the issue names the third 'Terminado'. */
export const PROJECT_STATES = ['Activo', 'En pausa', 'Terminado'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

/** The 12 services of the tasks landing (spec §2), in its order. */
export const TASK_SERVICES = [
  'Pintura',
  'Humedades',
  'Instalación de cartelería',
  'Arquitectura',
  'Estructuras',
  'Planos',
  'Limpieza de fin de obra',
  'Movimiento de suelos',
  'Casas',
  'Construcción general',
  'Mantenimiento',
  'Reformas integrales',
] as const;

// The cash log (movimientos, spec §3).
/** Movement branches: the two offices, or none. */
export const MOVEMENT_BRANCHES = ['Vicente López', 'Ramos Mejía', 'Sin sucursal'] as const;
export const MOVEMENT_TYPES = ['ingreso', 'egreso'] as const;
/** Each currency is shown and totalled on its own: USD is never added to ARS. */
export const CURRENCIES = ['USD', 'ARS'] as const;
