/** Every "today", "overdue" and display rule runs in Buenos Aires time (DESIGN.md §1). */
export const TIME_ZONE = 'America/Argentina/Buenos_Aires';

// Intl rather than date-fns: public pages show dates and must not download a date library for it
// (docs/decisions/016); the rules that compute with dates live in dates.ts.
const PARTS = new Intl.DateTimeFormat('es-AR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(date: Date | string | number): Record<string, string> {
  return Object.fromEntries(PARTS.formatToParts(new Date(date)).map((part) => [part.type, part.value]));
}

/** dd/MM/yyyy in Buenos Aires time. */
export function formatDate(date: Date | string | number): string {
  const p = partsOf(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** dd/MM/yyyy HH:mm in Buenos Aires time. */
export function formatDateTime(date: Date | string | number): string {
  const p = partsOf(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
