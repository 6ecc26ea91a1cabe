import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NUMBER_KINDS } from '../../domain/shared/typed-number.ts';
import { Field } from './field.tsx';
import { NumberInput } from './number-input.tsx';

describe('NumberInput', () => {
  it('is a text input with the numeric keyboard that keeps the comma and says what it read', async () => {
    const typed: string[] = [];
    render(
      <Field label="M² vendibles" error="Revisá el valor">
        <NumberInput kind={NUMBER_KINDS.area} name="m2" onChange={(e) => typed.push(e.currentTarget.value)} />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'M² vendibles' }) as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(input, '1250 m2');
    expect(input.value).toBe('1250 m2');
    expect(typed.at(-1)).toBe('1250 m2');
    const echo = screen.getByText('= 1.250 m²');
    // Described by the field's error and by what was understood.
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(echo.id);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByRole('alert').id);

    await userEvent.clear(input);
    await userEvent.type(input, '9,5');
    expect(input.value).toBe('9,5');
    expect(screen.queryByText(/^=/)).toBeNull();
  });

  it('asks for whole numbers with the digits keyboard', () => {
    render(<NumberInput kind={NUMBER_KINDS.whole} aria-label="Días" />);
    expect(screen.getByRole('textbox', { name: 'Días' }).getAttribute('inputmode')).toBe('numeric');
  });
});
