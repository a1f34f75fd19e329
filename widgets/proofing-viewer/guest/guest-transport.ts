import type { GuestData, OrderDetail, VersionList } from '../../../sdk/contract';
import type { CsrfStore, HttpClient, HttpMethod, HttpResult, RequestOptions } from '../../../sdk/core/http';

/** What the guest page must hear of: a refused token (revoked, frozen) and a blocked request. */
export interface GuestSignals {
  /** A guest call answered 401 'Access Denied' (proofing §5, §8): the link no longer works. */
  denied(): void;
  /** A guest call never reached the server (an ad blocker cancels it before it leaves, §2.6). */
  blocked(): void;
}

const VERSION_PATH = /^\/order\/[^/]+\/attachment\/[^/]+\/version\/[^/]+(\/.*)?$/;
const GUEST_BASE = '/g/guest';

/**
 * The viewer's calls, as a guest may make them (proofing §6 "Guests use guest endpoints with a
 * token"): the viewer's parts keep their signed-in paths, and this client maps each onto a guest
 * endpoint or refuses it without sending it.
 * - GET /order/:id and GET …/attachment/:id/versions → GET /g/guest/data (read again each time, so
 *   a revoked link is noticed at the viewer's next load);
 * - …/version/:id and everything under it → /g/guest/…/version/:id…, the anti-forgery token of
 *   'guest-annotation' (bound to the guest session by the server);
 * - anything else (the mention list, the order's other calls) → refused here, never sent.
 */
export function createGuestTransport(
  inner: HttpClient,
  accessToken: string,
  first: GuestData,
  signals: GuestSignals,
): HttpClient {
  let data = first;
  const orderPath = `/order/${encodeURIComponent(first.orderId)}`;
  // The bare instance's client has no session: the guest token goes as an explicit header, and the
  // guest's one anti-forgery token (bound to the guest session by the server) is fetched with it.
  const authorization = `Bearer ${accessToken}`;
  let csrfToken: Promise<HttpResult<string>> | null = null;
  const csrf: CsrfStore = {
    token() {
      csrfToken ??= inner
        .get<{ token: string }>('/g/csrf/customer:guest-annotation', { headers: { authorization } })
        .then((result) => {
          if (!result.ok) csrfToken = null;
          return result.ok ? { ...result, data: result.data.token } : result;
        });
      return csrfToken;
    },
    invalidate: () => {
      csrfToken = null;
    },
  };
  const send = async <T>(method: HttpMethod, path: string, opts: RequestOptions) => {
    const headers = { ...opts.headers, authorization };
    // The wire contract's anti-forgery header (CSRF_HEADER), spelled out: importing the constant
    // would add an export to the shared core chunk.
    if (!opts.csrf) return watched(inner.request<T>(method, path, { ...opts, headers }));
    const token = await csrf.token('guest-annotation');
    if (!token.ok) return watched(Promise.resolve(token as HttpResult<T>));
    const { csrf: _scope, ...rest } = opts;
    return watched(
      inner.request<T>(method, path, { ...rest, headers: { ...headers, 'x-csrf-token': token.data } }),
    );
  };

  const watched = async <T>(pending: Promise<HttpResult<T>>): Promise<HttpResult<T>> => {
    const result = await pending;
    if (!result.ok && result.error.status === 401) signals.denied();
    if (!result.ok && result.error.kind === 'network') signals.blocked();
    return result;
  };

  async function readData(): Promise<HttpResult<GuestData>> {
    const result = await send<GuestData>('GET', `${GUEST_BASE}/data`, {});
    if (result.ok) data = result.data;
    return result;
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}) {
    const versions = path.startsWith(`${orderPath}/attachment/`) && path.endsWith('/versions');
    if (method === 'GET' && path === orderPath) {
      const order: Pick<OrderDetail, 'progress'> = { progress: data.orderProgress };
      return { ok: true, status: 200, data: order as T } as HttpResult<T>;
    }
    if (method === 'GET' && versions) {
      const read = await readData();
      if (!read.ok) return read as HttpResult<T>;
      const id = decodeURIComponent(path.slice(`${orderPath}/attachment/`.length, -'/versions'.length));
      const found = read.data.attachments.find((item) => item.id === id);
      if (!found) return { ok: false, error: { ...notAllowed, status: 404 } } as HttpResult<T>;
      const list: VersionList = { attachment: found.attachment, versions: found.versions };
      return { ok: true, status: 200, data: list as T } as HttpResult<T>;
    }
    if (path.startsWith(orderPath) && VERSION_PATH.test(path))
      return send<T>(method, `${GUEST_BASE}${path}`, opts);
    return { ok: false, error: notAllowed } as HttpResult<T>;
  }

  return {
    ...inner,
    getToken: () => accessToken,
    csrf,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    put: (path, opts) => request('PUT', path, opts),
    patch: (path, opts) => request('PATCH', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}

const notAllowed = {
  kind: 'http' as const,
  status: 403,
  title: 'Guest',
  message: 'Not available to guest reviewers.',
};
