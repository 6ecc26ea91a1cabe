import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
}

/** A card's figures: label over value, two to a row (a plot on /terrenos and in the fund admin). */
export function FactGrid({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-2 text-sm', className)}>
      {facts.map((fact, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, drawn in the same order every time
        <div key={i}>
          <dt className="flex items-center gap-1 text-muted">{fact.label}</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
