import { type CSSProperties, lazy, type ReactNode, Suspense } from 'react';
import type { ToasterProps } from 'sonner';

// Sonner loads after the first paint, in its own chunk: no page needs it to render.
const loadSonner = () => import('sonner');
const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

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

/** Mount once, in the root layout. */
export function Toaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
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

/** Title plus optional description; `error` is the destructive variant. */
export const toast: { success: Show; error: Show; info: Show; dismiss: (id?: string | number) => void } = {
  success: (title, description) => void loadSonner().then((m) => m.toast.success(title, { description })),
  error: (title, description) => void loadSonner().then((m) => m.toast.error(title, { description })),
  info: (title, description) => void loadSonner().then((m) => m.toast.info(title, { description })),
  dismiss: (id) => void loadSonner().then((m) => m.toast.dismiss(id)),
};
