import { useEffect } from 'react';
import { BRAND } from '../../domain/brand.ts';

/** Sets the browser tab's title to "<title> · Parcela". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${BRAND.name}`;
  }, [title]);
}

/** Renders nothing: drop it into a page to name its tab (the page draws its own heading). */
export function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
