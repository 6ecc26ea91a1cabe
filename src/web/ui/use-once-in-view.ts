import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onSeen` once, the first time the element comes within `rootMargin` of the screen (never
 * where IntersectionObserver is missing: the page then offers the same thing on use). Returns the
 * ref callback to put on the element.
 */
export function useOnceInView(onSeen: () => void, rootMargin = '0px'): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const latest = useRef(onSeen);
  latest.current = onSeen;
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        latest.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin]);
  return setElement;
}
