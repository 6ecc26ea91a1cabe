import { EARLY_TAP_PROPERTY } from '../../domain/shared/rendered-page.ts';

/**
 * Taps again the button tapped before React took the page over (kept by the boot script, ADR 149):
 * on a slow phone the page is drawn a moment before it answers, and that tap would be lost. Only
 * the last one, once, and only if that button is still on the page and enabled.
 */
export function replayEarlyTap(): void {
  const store = window as unknown as Record<string, unknown>;
  const button = store[EARLY_TAP_PROPERTY];
  delete store[EARLY_TAP_PROPERTY];
  if (button instanceof HTMLButtonElement && button.isConnected && !button.disabled) button.click();
}
