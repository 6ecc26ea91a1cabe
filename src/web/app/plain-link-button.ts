/** Button look for the shell's own pages (404, error), which stay free of the ui primitives' weight. */
export const shellButtonClass =
  'inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
export const shellPrimary = `${shellButtonClass} bg-brand-700 text-white hover:bg-brand-800`;
export const shellOutline = `${shellButtonClass} border border-input bg-white text-ink hover:bg-surface`;
