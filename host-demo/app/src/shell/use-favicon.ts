import { useEffect } from 'react';

/** A white-label account brings its own favicon. */
export function useFavicon(href: string | null | undefined) {
  useEffect(() => {
    const link = document.getElementById('favicon');
    if (!href || !(link instanceof HTMLLinkElement)) return;
    const previous = link.href;
    link.href = href;
    return () => {
      link.href = previous;
    };
  }, [href]);
}
