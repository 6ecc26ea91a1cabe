import { preloadable } from '../../lib/preloadable.ts';

/**
 * The «Seguimiento» dialog, fetched when a pointer or the keyboard reaches a card's button and
 * rendered on open: the list's first screen does not wait for the dialog's code (radios, notes,
 * activity, history — ~38 KiB measured on /admin/contactos).
 */
export const { Component: LeadPipelineDialog, preload: preloadLeadPipelineDialog } = preloadable(() =>
  import('./lead-dialog.tsx').then((m) => m.LeadPipelineDialog),
);
