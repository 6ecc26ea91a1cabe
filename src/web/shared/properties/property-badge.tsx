import type { BadgeColor } from '../../../domain/properties/properties.ts';
import { Badge } from '../../ui/badge.tsx';
import { cn } from '../../ui/cn.ts';

/**
 * White text on each colour passes AA (≥ 4.5:1). `cn` does not merge classes, so the colour
 * overrides the Badge's default with Tailwind's important modifier.
 */
const COLOR_CLASSES: Record<BadgeColor, string> = {
  verde: 'bg-success!',
  azul: 'bg-blue-700!',
  ambar: 'bg-warning!',
  rojo: 'bg-danger!',
  gris: 'bg-gray-700!',
};

export function PropertyBadge({ text, color, className }: { text: string | null; color: string | null; className?: string }) {
  if (!text) return null;
  // An unknown colour reads grey (as the domain's badgeColor says); looked up here so the first paint
  // of /propiedades does not load the listing schemas' module (and zod) for one function.
  const colour = COLOR_CLASSES[color as BadgeColor] ?? COLOR_CLASSES.gris;
  return <Badge className={cn('text-white! shadow-sm', colour, className)}>{text}</Badge>;
}
