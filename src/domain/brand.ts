/** The one place that spells the brand. Routes, texts and e-mails derive from it. */
export const BRAND = {
  name: 'Parcela',
  firm: 'Parcela Desarrollos',
  slug: 'parcela',
  emailDomain: 'parcela.local',
} as const;

export const OFFICES = ['Vicente López', 'Ramos Mejía'] as const;
