import { useProofdesk, useToast } from 'proofdesk/react';
import { useCallback, useEffect, useState } from 'react';
import type { ShownError } from '../lib/error-alert';

export type Load<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: ShownError; code: number }
  | { status: 'ready'; data: T };

/**
 * GET `path` (null = nothing to read yet) and read it again on `reload()` or when the server pushes
 * reload-profile (a plan or quota changed, here or in another tab). A failed reload keeps what is
 * on screen.
 */
export function useApi<T>(path: string | null) {
  const proofdesk = useProofdesk();
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });

  const read = useCallback(
    async (first: boolean) => {
      if (!path) return;
      const result = await proofdesk.http.get<T>(path);
      if (result.ok) setLoad({ status: 'ready', data: result.data });
      else if (first) setLoad({ status: 'failed', error: result.error, code: result.error.status });
    },
    [proofdesk, path],
  );

  useEffect(() => {
    setLoad({ status: 'loading' });
    void read(true);
    return proofdesk.realtime.subscribe('reload-profile', () => void read(false));
  }, [proofdesk, read]);

  const reload = useCallback(() => void read(false), [read]);
  return { load, reload };
}

/**
 * A mutating call (PUT with its anti-forgery scope): a Success toast with the server's message, or
 * the server's refusal (or §8's generic error) as a danger toast; then the profile is read again so
 * the header, banners and meters follow.
 */
export function useMutation() {
  const proofdesk = useProofdesk();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T = unknown>(path: string, csrf: 'customer-package' | 'profile', body?: object) => {
      setBusy(true);
      const result = await proofdesk.http.put<T>(path, { csrf, ...(body ? { body } : {}) });
      setBusy(false);
      if (!result.ok) {
        toast.show({ variant: 'danger', title: result.error.title, message: result.error.message });
        return null;
      }
      if (result.message) toast.success(result.message);
      void proofdesk.session.loadProfile();
      return result;
    },
    [proofdesk, toast],
  );
  return { run, busy };
}
