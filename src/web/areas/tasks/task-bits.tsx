import type { TaskPriority, TaskUrgency } from '../../../domain/tasks/lists.ts';
import { Badge, type BadgeProps } from '../../ui/badge.tsx';

const URGENCY_VARIANT: Record<TaskUrgency, BadgeProps['variant']> = { Crítico: 'destructive', Alto: 'warning', Medio: 'secondary', Bajo: 'outline' };
const PRIORITY_VARIANT: Record<TaskPriority, BadgeProps['variant']> = { P0: 'destructive', P1: 'warning', P2: 'secondary', P3: 'outline' };

export function UrgencyBadge({ value }: { value: TaskUrgency }) {
  return <Badge variant={URGENCY_VARIANT[value]}>{value}</Badge>;
}

export function PriorityBadge({ value }: { value: TaskPriority }) {
  return (
    <Badge variant={PRIORITY_VARIANT[value]}>
      <span className="sr-only">Prioridad </span>
      {value}
    </Badge>
  );
}

/** A calendar date yyyy-MM-dd as es-AR dd/MM/yyyy (no time zone: it is a date, not an instant). */
export function formatDay(day: string | null): string {
  if (!day) return '—';
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** "1 día", "3 días" */
export const daysLabel = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;
