import { type ComponentProps, useId, useState } from 'react';
import { type NumberKind, typedNumberEcho } from '../../domain/shared/typed-number-reader.ts';
import { Input } from './input.tsx';

export type NumberInputProps = Omit<ComponentProps<'input'>, 'type' | 'inputMode'> & { kind: NumberKind };

/**
 * A number typed the Argentine way (ADR 024): a text input — a native number input drops the
 * comma of «9,5» — with the phone's numeric keyboard, and a line that says what was understood
 * when the text does not already say it («= 1.250 m²» for «1250 m2»). The form's schema reads the
 * text with the same domain reader the server uses.
 */
export function NumberInput({ kind, onChange, 'aria-describedby': describedBy, className, ...props }: NumberInputProps) {
  const [echo, setEcho] = useState<string | null>(null);
  const echoId = useId();
  return (
    <div className={className}>
      <Input
        type="text"
        inputMode={kind.decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        aria-describedby={[describedBy, echo ? echoId : undefined].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          setEcho(typedNumberEcho(event.currentTarget.value, kind));
          onChange?.(event);
        }}
        {...props}
      />
      <p id={echoId} aria-live="polite" className="mt-1 text-sm text-muted empty:mt-0">
        {echo}
      </p>
    </div>
  );
}
