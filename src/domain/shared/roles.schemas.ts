import { z } from 'zod';
import { ROLES } from './roles.ts';

/** Kept apart from roles.ts: the session helpers every public page loads use the roles, not zod. */
export const roleSchema = z.enum(ROLES);
