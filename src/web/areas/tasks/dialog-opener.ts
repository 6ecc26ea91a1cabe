import { useRef, useState } from 'react';

/**
 * Which dialog of a screen is open (a value, or null) and the focus back on whatever opened it
 * once it closes. The dialogs here mount without a Radix trigger, so Radix has nothing to return
 * focus to and a keyboard user was left on <body> after Escape, 'Cancelar' or a save.
 */
export function useDialogOpener<T>(): { opened: T | null; open: (value: T) => void; close: () => void } {
  const [opened, setOpened] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return {
    opened,
    open: (value) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpened(value);
    },
    close: () => {
      setOpened(null);
      const element = opener.current;
      opener.current = null;
      // After the dialog has unmounted (its focus trap let go).
      setTimeout(() => {
        if (element?.isConnected) element.focus();
      });
    },
  };
}
