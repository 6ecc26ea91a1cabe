import { type ComponentType, useEffect, useRef, useState } from 'react';
import { toast } from '../ui/toast.tsx';

/**
 * A staff dialog whose code is fetched when it is first opened (ADR 146): dialogs and the form kit
 * they draw with were a large part of a screen's first download, evaluated before it could answer
 * a tap. Until the code is in, a line says it is opening. `preload` fetches it ahead (on a
 * pointer or focus reaching the button that opens it).
 *
 * A fetch that fails (the network dropped, a deploy replaced the files) closes the dialog with a
 * toast saying so, and the next opening fetches again: not React.lazy, which keeps a failure for
 * good and hands it to the screen's error page, taking the whole screen away.
 */
export function dialogOnOpen<P extends { onClose: () => void }>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function Dialog(props: P) {
    const [component, setComponent] = useState<{ Loaded: ComponentType<P> } | undefined>(() => (loaded ? { Loaded: loaded } : undefined));
    // The latest onClose, read when the fetch settles: callers pass a new arrow on every render, which
    // as a dependency would run the effect again on each of them.
    const close = useRef(props.onClose);
    close.current = props.onClose;
    useEffect(() => {
      if (component) return;
      let open = true;
      preload().then(
        (Loaded) => open && setComponent({ Loaded }),
        () => {
          if (!open) return;
          toast.error('No se pudo abrir', 'Revisá tu conexión y volvé a intentar; si sigue igual, recargá la página.');
          close.current();
        },
      );
      return () => {
        open = false;
      };
    }, [component]);
    if (component) return <component.Loaded {...props} />;
    return (
      <p role="status" className="fixed inset-x-0 bottom-4 z-50 mx-auto w-fit rounded-md bg-ink px-3 py-2 text-sm text-white shadow">
        Abriendo…
      </p>
    );
  }
  return { Dialog, preload };
}
