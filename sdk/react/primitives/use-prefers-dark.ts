import { useEffect, useState } from 'react';
import { getWindow } from '../../core/dom';

const QUERY = '(prefers-color-scheme: dark)';

/**
 * Whether the reader's system asks for dark colours, live, asked of the window `node` lives in (the
 * host page's, or an iframe's). Listens only while `enabled`: a widget with a fixed mode never asks.
 */
export function usePrefersDark(node: Node | null, enabled: boolean): boolean {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    if (!node || !enabled) return;
    const query = getWindow(node).matchMedia?.(QUERY);
    if (!query) return;
    const read = () => setDark(query.matches);
    read();
    query.addEventListener('change', read);
    return () => query.removeEventListener('change', read);
  }, [node, enabled]);
  return enabled && dark;
}
