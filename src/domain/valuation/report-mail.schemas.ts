import { z } from 'zod';
import { text } from '../shared/text.ts';
import { REPORT_MAIL_MESSAGES } from './report-mail.ts';

/** Body of POST /api/consultas/:id/informe-por-email (the server refuses unknown keys). */
export const reportMailInputSchema = z.object({
  email: text({ error: REPORT_MAIL_MESSAGES.emailRequired })
    .min(1, REPORT_MAIL_MESSAGES.emailRequired)
    .max(254, REPORT_MAIL_MESSAGES.emailTooLong)
    .pipe(z.email(REPORT_MAIL_MESSAGES.emailInvalid)),
  // An explicit `true`: a missing or unticked box is the same refusal.
  consentimiento: z.literal(true, { error: REPORT_MAIL_MESSAGES.consentRequired }),
});
