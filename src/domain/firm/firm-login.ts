import { z } from 'zod';
import { text } from '../shared/text.ts';
import { FIRM_LOGIN_MESSAGES } from './firm.ts';

/** 'Acceso Administrador' dialog of the firm landing page: Usuario and Contraseña, both required. */
export const firmLoginSchema = z.object({
  username: text().min(1, FIRM_LOGIN_MESSAGES.usernameRequired),
  password: z.string().min(1, FIRM_LOGIN_MESSAGES.passwordRequired),
});
