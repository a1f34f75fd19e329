import { createMemoryStorage, DEFAULT_STORAGE_PREFIX } from '../session';
import type { ProofdeskOptions, ResolvedOptions } from './types';

function defaultStorage(): Storage {
  try {
    // Reading localStorage throws a SecurityError in sandboxed frames and with storage blocked.
    const storage = (globalThis as { localStorage?: Storage }).localStorage;
    if (storage) return storage;
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

export function resolveOptions(options: ProofdeskOptions): ResolvedOptions {
  if (!options.baseUrl)
    throw new TypeError('createProofdesk: `baseUrl` is required, e.g. "https://portal.example/api".');
  return {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    clientType: options.clientType ?? 'customer',
    storage: options.storage ?? defaultStorage(),
    storagePrefix: options.storagePrefix ?? DEFAULT_STORAGE_PREFIX,
    nonce: options.nonce,
    theme: options.theme,
    navigate: options.navigate,
    WebSocket: options.WebSocket ?? (globalThis as { WebSocket?: typeof WebSocket }).WebSocket,
    environment: options.environment,
  };
}
