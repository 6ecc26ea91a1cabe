import type { ReactNode } from 'react';

/** What to put on a control that does nothing without JavaScript (its dialog or menu is a script's). */
export const NEEDS_SCRIPT = { 'data-needs-script': '' } as const;

/**
 * Without JavaScript, the controls marked NEEDS_SCRIPT are hidden and this one line says what needs
 * the scripts (ADR 101). With scripts the note never shows and nothing moves (no hiding until hydration).
 */
export function NeedsScriptNote({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <style>{'[data-needs-script]{display:none!important}'}</style>
      <p className="text-sm text-muted">{children}</p>
    </noscript>
  );
}
