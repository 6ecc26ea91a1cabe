import { type CSSProperties, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';

// Sonner (its own chunk) loads with the first toast: most visits never show one, so a first visit
// does not download it. It replays the toasts created before its Toaster subscribed.
const loadSonner = () => import('sonner');
const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();
function want(): Promise<typeof import('sonner')> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return loadSonner();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Sonner's own rich colours fall under 4.5:1 (green on mint); these map them onto our AA tokens. */
const richColors = {
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'color-mix(in srgb, var(--color-success) 25%, white)',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-danger-soft)',
  '--error-border': 'color-mix(in srgb, var(--color-danger) 25%, white)',
  '--error-text': 'var(--color-danger)',
  '--info-bg': 'var(--color-brand-50)',
  '--info-border': 'var(--color-brand-200)',
  '--info-text': 'var(--color-brand-800)',
  '--warning-bg': 'var(--color-warning-soft)',
  '--warning-border': 'color-mix(in srgb, var(--color-warning) 25%, white)',
  '--warning-text': 'var(--color-warning)',
} as CSSProperties;

/** Mount once, in the root layout: it renders nothing until the first toast. */
export function Toaster(props: ToasterProps) {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        // At the bottom (full width on a phone, in the corner beside a centred dialog on a desktop):
        // never over a dialog's title or the header's controls.
        position="bottom-right"
        richColors
        closeButton
        containerAriaLabel="Notificaciones"
        style={richColors}
        toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
        {...props}
      />
    </Suspense>
  );
}

type Show = (title: ReactNode, description?: ReactNode) => void;

// A dialog's error toasts go with it: a validation message of a closed dialog must not stay over the next screen.
let openDialogs = 0;
const dialogErrors = new Set<string | number>();
/** For DialogContent (ui/dialog.tsx): call when a dialog opens; the returned function when it closes. */
export function trackDialogToasts(): () => void {
  openDialogs++;
  return () => {
    openDialogs--;
    if (openDialogs > 0) return;
    for (const id of dialogErrors) toast.dismiss(id);
    dialogErrors.clear();
  };
}

/**
 * Where an error or a notice goes while a dialog is open: off the dialog's buttons. On a phone they
 * sit at the bottom of the screen, so the toast goes to the top; wider, they sit at the dialog's
 * bottom right, where the Toaster's corner put the toast over «Crear tarea» (1280 × 740), so it
 * goes to the bottom left. A success usually closes its dialog and keeps the corner.
 */
function place(): 'top-center' | 'bottom-left' | undefined {
  if (openDialogs === 0 || typeof matchMedia !== 'function') return undefined;
  return matchMedia('(min-width: 640px)').matches ? 'bottom-left' : 'top-center';
}

/** Title plus optional description; `error` is the destructive variant; `undoable` carries one action button (e.g. "Deshacer"). */
export const toast: {
  success: Show;
  error: Show;
  info: Show;
  undoable: (title: ReactNode, action: { label: string; onClick: () => void }, description?: ReactNode) => void;
  dismiss: (id?: string | number) => void;
} = {
  success: (title, description) => void want().then((m) => m.toast.success(title, { description })),
  error: (title, description) =>
    void want().then((m) => {
      const id = m.toast.error(title, { description, position: place() });
      if (openDialogs > 0) dialogErrors.add(id);
    }),
  info: (title, description) => void want().then((m) => m.toast.info(title, { description, position: place() })),
  // Long enough to reach the button from the keyboard (sonner pauses while it has focus or the pointer).
  undoable: (title, action, description) => void want().then((m) => m.toast.success(title, { description, action, duration: 10_000 })),
  // Nothing to dismiss before the first toast.
  dismiss: (id) => void (wanted && loadSonner().then((m) => m.toast.dismiss(id))),
};
