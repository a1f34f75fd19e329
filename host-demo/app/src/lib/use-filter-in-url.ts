import type { WritableAtom } from 'nanostores';
import { orderFilterKey } from 'proofdesk';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

// The board's filter in the page's query string (`/?clientId=c1&orderProgress=in-review`), so a
// filtered board can be bookmarked and shared. A filter change replaces the history entry rather
// than adding one: custom search alone changes it every half second of typing.

type FilterValue = Record<string, string | undefined>;

/** The filter a query string names: the known fields only, empty ones dropped. */
export function filterFromSearch(search: string, fields: readonly string[]): FilterValue {
  const params = new URLSearchParams(search);
  const filter: FilterValue = {};
  for (const field of fields) {
    const value = params.get(field)?.trim();
    if (value) filter[field] = value;
  }
  return filter;
}

/** `search` with its filter fields replaced by `filter`'s (other parameters kept). */
export function searchWithFilter(search: string, filter: FilterValue, fields: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const field of fields) params.delete(field);
  for (const field of fields) {
    const value = filter[field]?.trim();
    if (value) params.set(field, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Keeps `filter` (the instance's shared filter atom) and the query string in step. On arrival a
 * query string naming a filter wins (a bookmark, a shared link); an empty one takes the atom's
 * filter (a preset the sidebar restored). Afterwards every filter change replaces the history
 * entry's query, and an entry the browser goes back or forward to sets the filter from its own.
 */
export function useFilterInUrl(filter: WritableAtom<FilterValue>, fields: readonly string[]) {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = useRef(false);

  // The query string → the filter (on arrival, and on back/forward).
  useEffect(() => {
    const fromUrl = filterFromSearch(location.search, fields);
    const first = !arrived.current;
    arrived.current = true;
    if (orderFilterKey(fromUrl) === orderFilterKey(filter.get())) return;
    if (first && Object.keys(fromUrl).length === 0) {
      navigate({ search: searchWithFilter(location.search, filter.get(), fields) }, { replace: true });
      return;
    }
    filter.set(fromUrl);
  }, [location.search, fields, filter, navigate]);

  // The filter → the query string.
  useEffect(
    () =>
      filter.listen((value) => {
        const { search } = window.location;
        if (orderFilterKey(value) === orderFilterKey(filterFromSearch(search, fields))) return;
        navigate({ search: searchWithFilter(search, value, fields) }, { replace: true });
      }),
    [filter, fields, navigate],
  );
}
