import { z } from 'zod';

/** The settings every visitor may read (contact data, legal text, the adjustment in use). */
export const publicSettingsSchema = z.object({
  porcentaje_ajuste_mercado: z.number(),
  texto_legal: z.string(),
  whatsapp_empresa: z.string(),
  email_contacto: z.string(),
  telefono_contacto: z.string(),
  url_portfolio: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
