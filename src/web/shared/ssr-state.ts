import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { FormPostId, FormPostState } from '../../domain/shared/form-post.ts';

/** What the server embeds in a rendered page (a JSON script, never executed: CSP allows no inline script). */
export interface SsrState {
  /** The site's public address, so links built from it hydrate equal on both sides. */
  origin: string;
  queries: DehydratedState;
  /** A form posted without JavaScript, answered with its page (ADR 100). */
  form?: FormPostState;
  /**
   * A staff screen drawn for one visitor (ADR 146) whose browser says it is a phone: its lists start
   * as cards, as the browser will draw them, instead of a table swapped for cards after hydration.
   */
  phone?: boolean;
}

export const SSR_STATE_ELEMENT_ID = 'ssr-state';

export const SsrStateContext = createContext<SsrState | null>(null);

export const useSsrState = () => useContext(SsrStateContext);

/** The site's address: the server's public URL when the page was rendered there, the browser's otherwise. */
export function useSiteOrigin(): string {
  return useSsrState()?.origin ?? window.location.origin;
}

/** What the server answered to this form's post without JavaScript (ADR 100), if that is how the page came. */
export function usePostedForm(form: FormPostId): FormPostState | undefined {
  const posted = useSsrState()?.form;
  return posted?.form === form ? posted : undefined;
}
