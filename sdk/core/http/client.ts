import redaxios from 'redaxios';
import type { ClientType } from '../../contract';
import { CSRF_HEADER } from '../../contract/constants';
import { type CsrfStore, createCsrfStore, type ScopeName } from './csrf';
import { type HttpResult, isEnvelope, toResult } from './envelope';
import { genericError } from './errors';
import { clientPath } from './paths';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** JSON body (or `FormData`, sent as is); with `form: true`, a flat record sent url-encoded. */
  body?: unknown;
  /** Query parameters; `null` / `undefined` values are left out. */
  query?: Record<string, QueryValue>;
  /** Anti-forgery scope the route declares: the token is fetched (cached) and sent as `X-CSRF-Token`. */
  csrf?: ScopeName;
  form?: boolean;
  /** Extra headers; an explicit `Authorization` replaces the session's bearer token. */
  headers?: Record<string, string>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClientOptions {
  baseUrl: string;
  /** A getter follows the session (its stored client id decides between /c and /d). */
  clientType: ClientType | (() => ClientType);
  getToken: () => string | null;
  /** Called with the server's message when an answer carries `reauth: true` for the session's token. */
  onReauth?: (message: string) => void;
  csrfStore?: CsrfStore;
  /** Defaults to `globalThis.fetch`, looked up per call. */
  fetch?: typeof fetch;
}

export interface HttpClient {
  readonly baseUrl: string;
  readonly clientType: ClientType;
  readonly csrf: CsrfStore;
  getToken(): string | null;
  /** `/token` → `/c/token` or `/d/token` for this client. */
  clientPath(path: string): string;
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<HttpResult<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResult<T>>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResult<T>>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResult<T>>;
  patch<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResult<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResult<T>>;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const api = redaxios.create({
    baseURL: baseUrl,
    // Resolved per call so a host (or a test injecting a network failure) can swap fetch late.
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    // redaxios rejects non-2xx answers with the response as the reason; accepting every status
    // keeps one code path, and only transport failures reach the catch below.
    validateStatus: () => true,
  });

  async function send<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions,
    csrfToken?: string,
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const session = options.getToken();
    if (session) headers.authorization = `Bearer ${session}`;
    if (csrfToken) headers[CSRF_HEADER.toLowerCase()] = csrfToken;
    let data = opts.body;
    if (opts.form && data && typeof data === 'object') {
      data = new URLSearchParams(defined(data as Record<string, QueryValue>)).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    for (const [name, value] of Object.entries(opts.headers ?? {})) headers[name.toLowerCase()] = value;
    const query = opts.query ? new URLSearchParams(defined(opts.query)).toString() : '';
    try {
      const response = await api({ url: query ? `${path}?${query}` : path, method, data, headers });
      // redaxios leaves an empty or non-JSON body as the raw string.
      const body = response.data === '' ? undefined : response.data;
      const sentSession = session !== null && headers.authorization === `Bearer ${session}`;
      if (sentSession && isEnvelope(body) && body.reauth) notifyReauth(body.message ?? '');
      return toResult<T>(response.status, body);
    } catch {
      return { ok: false, error: genericError('network', 0) };
    }
  }

  function notifyReauth(message: string): void {
    try {
      options.onReauth?.(message);
    } catch (error) {
      console.error(error);
    }
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}) {
    const scope = opts.csrf;
    if (!scope) return send<T>(method, path, opts);
    const first = await csrf.token(scope);
    if (!first.ok) return first;
    const result = await send<T>(method, path, opts, first.data);
    if (result.ok || result.error.kind !== 'csrf') return result;
    // The cached token may predate a server restart or a session swap: refetch once, then give up.
    csrf.invalidate(scope);
    const second = await csrf.token(scope);
    if (!second.ok) return second;
    return send<T>(method, path, opts, second.data);
  }

  const clientType = () =>
    typeof options.clientType === 'function' ? options.clientType() : options.clientType;
  const client: HttpClient = {
    baseUrl,
    get clientType() {
      return clientType();
    },
    get csrf() {
      return csrf;
    },
    getToken: () => options.getToken(),
    clientPath: (path) => clientPath(clientType(), path),
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    put: (path, opts) => request('PUT', path, opts),
    patch: (path, opts) => request('PATCH', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
  };
  const csrf = options.csrfStore ?? createCsrfStore(client);
  return client;
}

function defined(record: Record<string, QueryValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}
