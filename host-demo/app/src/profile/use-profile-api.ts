import type { CsrfScopeName as ScopeName } from 'proofdesk/contract';
import { useProofdesk, useToast } from 'proofdesk/react';
import { useCallback, useEffect, useState } from 'react';
import type { ShownError } from '../lib/error-alert';

export type Load<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: ShownError }
  | { status: 'ready'; data: T };

/** GET `path`, again on reload() and on the server's reload-profile; a failed reload keeps the screen. */
export function useRead<T>(path: string | null) {
  const proofdesk = useProofdesk();
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const read = useCallback(
    async (first: boolean) => {
      if (!path) return;
      const result = await proofdesk.http.get<T>(path);
      if (result.ok) setLoad({ status: 'ready', data: result.data });
      else if (first) setLoad({ status: 'failed', error: result.error });
    },
    [proofdesk, path],
  );
  useEffect(() => {
    setLoad({ status: 'loading' });
    void read(true);
    return proofdesk.realtime.subscribe('reload-profile', () => void read(false));
  }, [proofdesk, read]);
  return { load, reload: useCallback(() => void read(false), [read]) };
}

/** Field errors out of the server's `messages` ('phone: Not Valid'). */
export function fieldErrorsOf(messages: readonly string[] | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const line of messages ?? []) {
    const at = line.indexOf(': ');
    if (at > 0) errors[line.slice(0, at)] = line.slice(at + 2);
  }
  return errors;
}

export type Outcome<T> =
  | { ok: true; data: T; message?: string | undefined }
  | { ok: false; error: ShownError; status: number; fields: Record<string, string> };

/**
 * A mutating call with its anti-forgery scope: a Success toast with the server's message, or the
 * server's refusal (field errors when it names fields, else a danger toast; §8's generic error for
 * a transport failure); the profile is read again so the header and banners follow.
 */
export function useSend() {
  const proofdesk = useProofdesk();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const send = useCallback(
    async <T = unknown>(
      method: 'PUT' | 'POST' | 'DELETE',
      path: string,
      csrf: ScopeName,
      body?: object,
    ): Promise<Outcome<T>> => {
      setBusy(true);
      const result = await proofdesk.http.request<T>(method, path, { csrf, ...(body ? { body } : {}) });
      setBusy(false);
      if (!result.ok) {
        const fields = fieldErrorsOf(result.error.messages);
        if (Object.keys(fields).length === 0) {
          toast.show({ variant: 'danger', title: result.error.title, message: result.error.message });
        }
        return { ok: false, error: result.error, status: result.error.status, fields };
      }
      if (result.message) toast.success(result.message);
      void proofdesk.session.loadProfile();
      return { ok: true, data: result.data, message: result.message };
    },
    [proofdesk, toast],
  );
  return { send, busy };
}
