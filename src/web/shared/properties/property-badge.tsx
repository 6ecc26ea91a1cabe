import { type BadgeColor, badgeColor } from '../../../domain/properties/properties.ts';
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
  return <Badge className={cn('text-white! shadow-sm', COLOR_CLASSES[badgeColor(color)], className)}>{text}</Badge>;
}
