import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * `onOpenAutoFocus` / `onCloseAutoFocus` for a dialog's content: focus goes back to whatever had
 * it when the dialog opened. Radix returns focus to its `Trigger`, and our screens mostly open
 * dialogs from state (a row's 'Editar', a card's button) without one, which left a keyboard user
 * on <body> after Escape, 'Cancelar' or a save. Handlers given by the caller run first; preventing
 * the close event's default keeps Radix's own behaviour.
 */
export function useFocusReturn(handlers: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler }): {
  onOpenAutoFocus: AutoFocusHandler;
  onCloseAutoFocus: AutoFocusHandler;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves focus into the dialog: the active element is the opener.
    onOpenAutoFocus: (event) => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      handlers.onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
