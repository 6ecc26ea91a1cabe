import { within } from '@testing-library/react';

/** The texts of the alerts inside `scope` (a form's field errors), in document order. */
export function alertTexts(scope: HTMLElement): Array<string | null> {
  return within(scope)
    .getAllByRole('alert')
    .map((a) => a.textContent);
}
