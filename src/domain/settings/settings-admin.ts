import { z } from 'zod';
import { SETTING_KEYS } from './settings.ts';

/** /admin/configuracion: every key with its stored value (or its default). */
export const configuracionAdminSchema = z.object(
  Object.fromEntries(SETTING_KEYS.map((k) => [k, z.string()])) as Record<(typeof SETTING_KEYS)[number], z.ZodString>,
);
export type ConfiguracionAdmin = z.infer<typeof configuracionAdminSchema>;

export const settingKeyParamsSchema = z.object({ clave: z.enum(SETTING_KEYS, { error: 'Clave de configuración desconocida' }) });
/**
 * The value is checked by its key's own rule (settingValueSchemas) in the service: text, or a JSON
 * number for the adjustment percent (9.5 as well as «9,5»).
 */
export const settingWriteBodySchema = z.object({ valor: z.union([z.string(), z.number()], { error: 'El valor es obligatorio' }) });
export const settingWrittenSchema = z.object({ clave: z.enum(SETTING_KEYS), valor: z.string() });
