import { describeChanges } from '../../../domain/accounts/audit.ts';
import type { PublicSettings } from '../../../domain/settings/public-settings.ts';
import { marketAdjustmentPercent, SECRET_SETTING_KEYS, SETTING_KEYS, type SettingKey, settingValueSchemas } from '../../../domain/settings/settings.ts';
import { type AuditActor, type AuditRecorder, auditEntry } from '../../platform/audit-port.ts';
import type { Database } from '../../platform/db/client.ts';
import { invalidFrom } from '../../platform/errors.ts';
import { announcingWrites, type PublicDataChanges, UNWATCHED } from '../../platform/public-data.ts';
import { readSettings, writeSetting } from './settings.repo.ts';

/** System settings: what every visitor may read, and every key for /admin/configuracion (each change audited, before → after). */
export function createSettingsService({ db, audit, changes = UNWATCHED }: { db: Database; audit: AuditRecorder; changes?: PublicDataChanges }) {
  const service = {
    /** The API's /api/configuracion/publica and the rendered pages. */
    async readPublic(): Promise<PublicSettings> {
      const s = await readSettings(db);
      return {
        porcentaje_ajuste_mercado: marketAdjustmentPercent(s.porcentaje_ajuste_mercado),
        texto_legal: s.texto_legal,
        whatsapp_empresa: s.whatsapp_empresa,
        email_contacto: s.email_contacto,
        telefono_contacto: s.telefono_contacto,
        url_portfolio: s.url_portfolio,
      };
    },

    readAll: () => readSettings(db, SETTING_KEYS),

    /** Each key has its own rule (settingValueSchemas); the stored value is the parsed one (trimmed, «9,5» → '9.5'). */
    async write(key: SettingKey, value: string | number, actor: AuditActor) {
      const parsed = settingValueSchemas[key].safeParse(value);
      if (!parsed.success) throw invalidFrom(parsed.error, { field: 'valor' });
      await db.transaction(async (tx) => {
        const before = await readSettings(tx, [key]);
        await writeSetting(tx, key, parsed.data);
        // A secret setting is named, never its values (SECRET_SETTING_KEYS).
        const changes = describeChanges({ [key]: before[key] }, { [key]: parsed.data }, SECRET_SETTING_KEYS);
        if (changes) await audit.record(auditEntry(actor, 'configuracion_modificada', changes), tx);
      });
      return { clave: key, valor: parsed.data };
    },
  };
  // The public pages that read settings are drawn again after these (platform/public-data.ts).
  return announcingWrites(service, ['write'] as const, changes, 'settings');
}

export type SettingsService = ReturnType<typeof createSettingsService>;
