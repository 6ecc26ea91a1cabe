import { z } from 'zod';
import { roleSchema } from '../shared/roles.schemas.ts';

/**
 * The signed-in account as the API shows it: GET /api/me answers it, the web's session query
 * holds it, and the server's guard extends it with the session id.
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  roles: z.array(roleSchema),
  /** The address was confirmed (ADR 092): staff and seeded accounts are created confirmed; an open sign-up confirms by mail. */
  email_verified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/me: the session's account (or null) and what the login screens may offer. */
export const meResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  google: z.boolean(),
  /** Whether the demo accounts exist (DEMO_ACCOUNTS=1): only then do login screens ask for them. */
  demo_accounts: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/demo/cuentas (only while demo accounts exist): the login screens' demo note. */
export const demoAccountSchema = z.object({ username: z.string(), password: z.string(), name: z.string(), roles: z.array(roleSchema) });
export type DemoAccount = z.infer<typeof demoAccountSchema>;
