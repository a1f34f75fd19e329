import type { ClientType, CsrfScopeName } from '../../contract';
import type { HttpResult } from './envelope';
import { genericError } from './errors';

/** Spec §7's anti-forgery scope names; the client part (`customer:` / `admin:`) is added per session. */
export type ScopeName = CsrfScopeName;

/** What the store needs from the HTTP client (kept minimal to break the client ↔ store cycle). */
export interface CsrfSource {
  readonly clientType: ClientType;
  getToken(): string | null;
  get<T>(path: string): Promise<HttpResult<T>>;
}

export interface CsrfStore {
  /** The token for a scope: fetched once per session, then cached. */
  token(scope: ScopeName): Promise<HttpResult<string>>;
  /** Forget one scope (after the server rejected it) or all of them. */
  invalidate(scope?: ScopeName): void;
}

export function createCsrfStore(http: CsrfSource): CsrfStore {
  const cache = new Map<ScopeName, Promise<HttpResult<string>>>();
  let sessionToken: string | null = null;

  function syncSession(): void {
    // Tokens are bound to (session, scope) on the server, so a new session makes every one stale.
    const current = http.getToken();
    if (current !== sessionToken) {
      cache.clear();
      sessionToken = current;
    }
  }

  return {
    token(scope) {
      syncSession();
      let pending = cache.get(scope);
      if (!pending) {
        const client = http.clientType === 'admin' ? 'admin' : 'customer';
        // Concurrent callers share one request; a failure is not cached so the next call retries.
        const request: Promise<HttpResult<string>> = http
          .get<{ token?: unknown }>(`/g/csrf/${client}:${scope}`)
          .then((result) => {
            if (result.ok && typeof result.data?.token === 'string')
              return { ...result, data: result.data.token };
            if (cache.get(scope) === request) cache.delete(scope);
            return result.ok ? { ok: false, error: genericError('csrf', result.status) } : result;
          });
        pending = request;
        cache.set(scope, request);
      }
      return pending;
    },
    invalidate(scope) {
      if (scope) cache.delete(scope);
      else cache.clear();
    },
  };
}
