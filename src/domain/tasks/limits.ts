// No zod here: the public new-task form sets its fields' maxLength from these before any schema loads.

/** Lengths the task schemas (task.ts) enforce and the forms' fields announce. */
export const TITULO_MAX = 200;
export const NOMBRE_MAX = 100;
export const DESCRIPCION_MAX = 2000;
export const COMENTARIO_MAX = 1000;
export const PROYECTO_NOMBRE_MAX = 120;
