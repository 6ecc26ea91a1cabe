// No zod here: the public request form sets its fields' maxLength from these before any schema loads.

/** Lengths and ranges the request schema (request.ts) enforces and the form's fields announce. */
export const CODIGO_MAX = 40;
export const NUEVO_CLIENTE_MAX = 120;
export const DIAS_MAX = 365;
export const COMENTARIOS_MAX = 1000;
export const MOTIVO_MAX = 500;
export const NOTA_MAX = 1000;
