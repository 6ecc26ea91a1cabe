import { useEffect } from 'react';
import { BRAND } from '../../../domain/brand.ts';

/** Tab title and `<meta name="description">` of a page; both are put back when it unmounts. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = `${title} · ${BRAND.name}`;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = meta?.content;
    if (meta && description) meta.content = description;
    return () => {
      document.title = previousTitle;
      if (meta && previousDescription !== undefined) meta.content = previousDescription;
    };
  }, [title, description]);
}
