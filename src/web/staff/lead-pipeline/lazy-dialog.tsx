import type { LeadPipeline } from '../../../domain/leads/pipeline.ts';
import { dialogOnOpen } from '../dialog-on-open.tsx';
import type { LeadPipelineApi } from './api.ts';
import type { FollowedLead } from './lead-dialog.tsx';

/**
 * The «Seguimiento» dialog, fetched when a pointer or the keyboard reaches a card's button and
 * rendered on open: the list's first screen does not wait for the dialog's code (radios, notes,
 * activity, history — ~38 KiB measured on /admin/contactos).
 */
const { Dialog: LeadPipelineDialog, preload } = dialogOnOpen(() => import('./lead-dialog.tsx').then((m) => m.LeadPipelineDialog));
export const preloadLeadPipelineDialog = preload;

/** The dialog of the lead being followed, as both lead lists open it: `rows` is the page the list shows now. */
export function FollowUpDialog({
  api,
  lead,
  rows,
  onClose,
}: {
  api: LeadPipelineApi;
  lead: FollowedLead;
  rows: ReadonlyArray<{ id: string; seguimiento: LeadPipeline }> | undefined;
  onClose: () => void;
}) {
  return <LeadPipelineDialog api={api} lead={lead} listed={rows?.find((r) => r.id === lead.id)?.seguimiento} onClose={onClose} />;
}
