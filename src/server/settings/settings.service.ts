import type { PublicSettings } from '../../domain/settings/public-settings.ts';
import { marketAdjustmentPercent } from '../../domain/settings/settings.ts';
import type { Executor } from '../db/client.ts';
import { readSettings } from './settings.repo.ts';

/** The settings every visitor may read (the API's /api/configuracion/publica and the rendered pages). */
export async function readPublicSettings(db: Executor): Promise<PublicSettings> {
  const s = await readSettings(db);
  return {
    porcentaje_ajuste_mercado: marketAdjustmentPercent(s.porcentaje_ajuste_mercado),
    texto_legal: s.texto_legal,
    whatsapp_empresa: s.whatsapp_empresa,
    email_contacto: s.email_contacto,
    telefono_contacto: s.telefono_contacto,
    url_portfolio: s.url_portfolio,
  };
}
