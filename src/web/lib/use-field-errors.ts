import { useRef, useState } from 'react';
import { ApiError } from './api.ts';

/** What a zod issue says about a field (no zod import: public pages load zod on submit only). */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Field errors of a plain (uncontrolled) public form, checked by a lazily loaded domain schema:
 * one message per field (the first), the focus on the first invalid field in the form's order,
 * and the API's refusal of one of its fields (`ApiError.field`) under that field.
 */
export function useFieldErrors<F extends string>(order: readonly F[], initial: Partial<Record<F, string>> = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  // `initial`: the server's messages for a form posted without JavaScript (ADR 100).
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(initial);

  function show(found: Partial<Record<F, string>>) {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return {
    formRef,
    errors,
    /** The schema's issues, one message per field. */
    showIssues(issues: readonly Issue[]) {
      const found: Partial<Record<F, string>> = {};
      for (const issue of issues) found[issue.path[0] as F] ??= issue.message;
      show(found);
    },
    /** Puts an API refusal under its field; false when it names none of this form's fields. */
    showApiError(error: unknown): boolean {
      if (!(error instanceof ApiError) || !error.field || !order.includes(error.field as F)) return false;
      show({ [error.field]: error.message } as Partial<Record<F, string>>);
      return true;
    },
    clear(field: F) {
      if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest as Partial<Record<F, string>>);
    },
    reset: () => setErrors({}),
  };
}
