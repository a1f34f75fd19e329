import type { ClientType } from '../../contract';
import { CLIENTS, REALTIME_PATH } from '../../contract/constants';

/** Spec §7: 'The base path gets a /c (customer) or /d (admin) prefix for some calls'. */
export function clientPrefix(clientType: ClientType): 'c' | 'd' {
  return CLIENTS[clientType].prefix;
}

export function clientPath(clientType: ClientType, path: string): string {
  return `/${clientPrefix(clientType)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** `http://host/api` → `ws://host/api/realtime` (wire contract: the socket lives under the API base). */
export function realtimeUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '').replace(/^http/, 'ws')}${REALTIME_PATH}`;
}
