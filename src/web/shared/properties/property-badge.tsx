import { type BadgeColor, badgeColor } from '../../../domain/properties/properties.ts';
import { Badge } from '../../ui/badge.tsx';
import { cn } from '../../ui/cn.ts';

/** White text on each colour passes AA (≥ 4.5:1). */
const COLOR_CLASSES: Record<BadgeColor, string> = {
  verde: 'bg-success text-white',
  azul: 'bg-blue-700 text-white',
  ambar: 'bg-warning text-white',
  rojo: 'bg-danger text-white',
  gris: 'bg-gray-700 text-white',
};

export function PropertyBadge({ text, color, className }: { text: string | null; color: string | null; className?: string }) {
  if (!text) return null;
  return <Badge className={cn('border-transparent shadow-sm', COLOR_CLASSES[badgeColor(color)], className)}>{text}</Badge>;
}
