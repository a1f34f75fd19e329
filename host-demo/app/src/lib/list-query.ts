import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageParam } from './pager';

/** Dashboard §9: "Custom search delay 500 ms." */
export const SEARCH_DELAY_MS = 500;

/**
 * A searched, paged list's query in the URL (`?search=…&page=…` and any filter named in
 * `defaults`), so a list can be bookmarked and reloaded as it was. A value equal to its default
 * (page 1, an empty search, a filter's "all") leaves the URL; the typed search applies 500 ms after
 * the last keystroke and goes back to the first page; every change replaces the history entry.
 */
export function useListQuery(defaults: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams();
  const { page } = usePageParam();
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  // A list's defaults are fixed for its life (a literal at the call site, new at every render).
  const fixed = useRef(defaults).current;

  const update = useCallback(
    (change: Record<string, string>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(change)) {
        if (!value || (key === 'page' && value === '1') || fixed[key] === value) next.delete(key);
        else next.set(key, value);
      }
      setParams(next, { replace: true });
    },
    [params, setParams, fixed],
  );

  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => update({ search: typed.trim(), page: '1' }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, update]);

  /** A filter's value from the URL, its default when absent. */
  const filter = (key: string) => params.get(key) ?? fixed[key] ?? '';

  const clearSearch = () => {
    setTyped('');
    update({ search: '', page: '1' });
  };

  return { page, search, typed, setTyped, filter, update, clearSearch };
}
