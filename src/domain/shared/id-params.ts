import { z } from 'zod';

/**
 * The `:id` of the admin screens' routes (usuarios, comentarios, localidades, barrios): a UUID,
 * refused with one generic message. Areas whose refusal names the thing (a task, a plot…) keep
 * their own schema beside their messages.
 */
export const uuidIdParamsSchema = z.object({ id: z.string().uuid('Identificador inválido') });
