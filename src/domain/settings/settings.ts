import type { z } from 'zod';
import { multilineText, text } from '../shared/text.ts';
import { NUMBER_KINDS, typedNumber, typedNumberText } from '../shared/typed-number.ts';

/** System settings (DESIGN.md §6): key → string value, each validated by its own rule. */
export const SETTING_KEYS = ['porcentaje_ajuste_mercado', 'texto_legal', 'whatsapp_empresa', 'email_contacto', 'telefono_contacto', 'url_portfolio'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const DEFAULT_MARKET_ADJUSTMENT_PERCENT = 14;

/** Seeded values: obviously fictitious contact data, replaced from /admin/configuracion. */
export const DEFAULT_SETTINGS: Record<SettingKey, string> = {
  porcentaje_ajuste_mercado: String(DEFAULT_MARKET_ADJUSTMENT_PERCENT),
  texto_legal:
    'Los valores informados son estimaciones orientativas calculadas a partir de valores de incidencia de mercado y no constituyen una tasación formal. Para una tasación profesional, contactá a un especialista de Parcela Desarrollos.',
  whatsapp_empresa: '5491100000000',
  email_contacto: 'contacto@parcela.example',
  telefono_contacto: '+54 11 0000-0000',
  url_portfolio: 'https://www.instagram.com/parcela.desarrollos.ejemplo',
};

/**
 * Settings whose value is a secret (a key, a token): the audit trail names the change but never
 * writes the value. None today; a secret setting added later goes here.
 */
export const SECRET_SETTING_KEYS: ReadonlySet<SettingKey> = new Set<SettingKey>([]);

export const SETTING_LABELS: Record<SettingKey, string> = {
  porcentaje_ajuste_mercado: 'Porcentaje de ajuste de mercado',
  texto_legal: 'Texto legal',
  whatsapp_empresa: 'WhatsApp de la empresa',
  email_contacto: 'E-mail de contacto',
  telefono_contacto: 'Teléfono de contacto',
  url_portfolio: 'URL del portfolio',
};

export const ADJUSTMENT_PERCENT_MESSAGES = {
  required: 'Escribí el porcentaje, por ejemplo 14 o 9,5',
  range: 'El porcentaje debe estar entre 0 y 100',
} as const;

/**
 * The adjustment percent as typed («9,5», «9.5», «9,5 %»: ADR 024), one decimal, 0–100; stored in its
 * machine form («9.5») so marketAdjustmentPercent reads it back.
 */
const adjustmentPercent = typedNumber({
  kind: NUMBER_KINDS.percent,
  min: 0,
  max: 100,
  messages: { required: ADJUSTMENT_PERCENT_MESSAGES.required, min: ADJUSTMENT_PERCENT_MESSAGES.range, max: ADJUSTMENT_PERCENT_MESSAGES.range },
}).transform((percent) => String(percent));

/** A stored value as its form shows it: the percent the Argentine way («9,5»), the rest as stored. */
export function settingFormText(key: SettingKey, stored: string): string {
  if (key !== 'porcentaje_ajuste_mercado' || stored.trim() === '' || !Number.isFinite(Number(stored))) return stored;
  return typedNumberText(Number(stored), NUMBER_KINDS.percent);
}

export const settingValueSchemas: Record<SettingKey, z.ZodType<string>> = {
  porcentaje_ajuste_mercado: adjustmentPercent,
  texto_legal: multilineText().min(1, 'El texto legal es obligatorio').max(5000, 'El texto legal debe tener menos de 5000 caracteres'),
  whatsapp_empresa: text().regex(/^\+?\d[\d\s-]{7,19}$/, 'Ingresá un número de WhatsApp con código de país, por ejemplo 5491112345678'),
  email_contacto: text().email('Email inválido').max(255, 'El email debe tener menos de 255 caracteres'),
  telefono_contacto: text().min(6, 'Ingresá un teléfono válido').max(40, 'Ingresá un teléfono válido'),
  url_portfolio: text()
    .url('Ingresá una URL válida')
    .refine((v) => /^https?:\/\//.test(v), 'La URL debe empezar con http:// o https://'),
};

/** Reads the adjustment percent, falling back to 14 when the stored value is missing or unusable. */
export function marketAdjustmentPercent(stored: string | null | undefined): number {
  // Number('') is 0: a blank value is missing, not zero.
  const parsed = stored == null || stored.trim() === '' ? Number.NaN : Number(stored);
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 100 ? parsed : DEFAULT_MARKET_ADJUSTMENT_PERCENT;
}
