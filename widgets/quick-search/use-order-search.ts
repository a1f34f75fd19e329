import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderCard } from '../../sdk/contract';
import { useProofdesk } from '../../sdk/react';

/** Dashboard §9: "Custom search delay 500 ms" — the term goes out after this long without typing. */
export const QUICK_SEARCH_DELAY_MS = 500;

/**
 * §9 "Quick search result limit 10" (the contract's ORDER_PAGE.searchLimit, which a test compares):
 * written out, since a runtime import from the contract brings its TypeBox schemas into the chunk.
 */
export const QUICK_SEARCH_LIMIT = 10;

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface OrderSearch {
  status: SearchStatus;
  /** The results of the last term answered (kept while the next one loads). */
  orders: readonly OrderCard[];
  /** The box changed: an empty term clears at once, another is sent after the delay. */
  type(term: string): void;
  /** Forgets the results and drops whatever is pending or in flight (Escape, an opened order). */
  clear(): void;
}

/**
 * Dashboard §5: "Quick search sends only a non-empty term, after 500 ms without typing. Empty input
 * clears results." GET /order/search (customSearch, limit 10, reads data.orders). Every request
 * takes a number; an answer that is not the newest one's is dropped, so a slow answer to an older
 * term never replaces a newer one. Timers are the global ones, looked up per call (a fake clock).
 */
export function useOrderSearch(): OrderSearch {
  const { http } = useProofdesk();
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [orders, setOrders] = useState<readonly OrderCard[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    latest.current += 1;
  }, []);

  const send = useCallback(
    async (term: string) => {
      const seq = ++latest.current;
      setStatus('loading');
      const result = await http.get<{ orders: OrderCard[] }>('/order/search', {
        query: { customSearch: term, limit: QUICK_SEARCH_LIMIT },
      });
      if (seq !== latest.current) return;
      if (result.ok) {
        setOrders(result.data.orders);
        setStatus('ready');
      } else {
        // §8: "Quick search failure shows the generic error and stops the loading indicator."
        setOrders([]);
        setStatus('error');
      }
    },
    [http],
  );

  const clear = useCallback(() => {
    cancel();
    setOrders([]);
    setStatus('idle');
  }, [cancel]);

  const type = useCallback(
    (term: string) => {
      const trimmed = term.trim();
      if (!trimmed) return clear();
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void send(trimmed);
      }, QUICK_SEARCH_DELAY_MS);
    },
    [cancel, clear, send],
  );

  // Unmounted: nothing pending may fire, no answer may land.
  useEffect(() => cancel, [cancel]);

  return { status, orders, type, clear };
}
