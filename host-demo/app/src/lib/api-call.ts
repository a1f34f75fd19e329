import type { HttpResult } from 'proofdesk';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShownError } from './error-alert';
import { libMessages as m } from './messages';

// The screens' calls through the instance's HTTP client (each area's api.ts names its paths and
// anti-forgery scope): an answer as an Outcome, and useCall, a read with its loading, error and
// reload.

/** A refusal as shown (ErrorAlert's), with its HTTP status (a 404 read shows the screen's 'not found'). */
export interface CallError extends ShownError {
  status?: number;
}

export type Outcome<T> = { ok: true; data: T; message?: string } | { ok: false; error: CallError };

/** A refusal as shown: the server's pair, or dashboard §8's generic error when it said nothing. */
export const shownError = (error: {
  title?: string;
  message?: string;
  messages?: string[];
  status?: number;
}): CallError => ({
  title: error.title || m.errorTitle,
  message: error.message || m.genericError,
  ...(error.messages ? { messages: error.messages } : {}),
  ...(error.status !== undefined ? { status: error.status } : {}),
});

/** The client's answer as an Outcome (the server's Success message kept for a toast). */
export async function outcome<T>(promise: Promise<HttpResult<T>>): Promise<Outcome<T>> {
  const result = await promise;
  if (result.ok)
    return { ok: true, data: result.data, ...(result.message ? { message: result.message } : {}) };
  return { ok: false, error: shownError(result.error) };
}

/** One page of a paged list: the answer, and its place from the envelope's meta. */
export interface Paged<T> {
  data: T;
  page: number;
  totalPages: number;
  /** meta.total, else the length of an array answer (0 for another). */
  total: number;
}

/** A paged GET as an Outcome: `page` and one page when the answer carries no meta. */
export async function paged<T>(promise: Promise<HttpResult<T>>, page: number): Promise<Outcome<Paged<T>>> {
  const result = await promise;
  if (!result.ok) return { ok: false, error: shownError(result.error) };
  const meta = (result as { meta?: { page: number; totalPages: number; total?: number } }).meta;
  return {
    ok: true,
    data: {
      data: result.data,
      page: meta?.page ?? page,
      totalPages: meta?.totalPages ?? 1,
      total: meta?.total ?? (Array.isArray(result.data) ? result.data.length : 0),
    },
  };
}

export type Load<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: CallError }
  | { status: 'ready'; data: T };

/**
 * Runs `call` (memoised by the screen: a new one means new arguments, e.g. the URL's page) and
 * again on `reload()`, the spinner shown meanwhile; an answer to a call since replaced is dropped.
 * `set(data)` shows a newer answer (a save's) without reading again.
 */
export function useCall<T>(call: () => Promise<Outcome<T>>): {
  load: Load<T>;
  reload: () => Promise<void>;
  set: (data: T) => void;
} {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const run = ++latest.current;
    setLoad({ status: 'loading' });
    const result = await call();
    if (run !== latest.current) return;
    setLoad(result.ok ? { status: 'ready', data: result.data } : { status: 'failed', error: result.error });
  }, [call]);
  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);
  const set = useCallback((data: T) => setLoad({ status: 'ready', data }), []);
  return { load, reload, set };
}
