import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../lib/api.ts';

/**
 * When the API refused one of this form's own fields (`error.field`), its message goes under that
 * field and the field takes the focus. Returns whether it did; other errors are the caller's.
 */
// biome-ignore lint/suspicious/noExplicitAny: any resolver output; only the field values matter here.
export function showFieldError<T extends FieldValues>(form: UseFormReturn<T, any, any>, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.field) return false;
  const root = error.field.split('.')[0] ?? '';
  if (!(root in form.getValues())) return false;
  form.setError(error.field as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
  error.shownUnderField = true;
  return true;
}
