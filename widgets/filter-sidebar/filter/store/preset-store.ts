import { createLiveCollection, type LiveList } from '../../../../sdk/core/collection';
import type { HttpClient, HttpResult } from '../../../../sdk/core/http';
import type { Realtime } from '../../../../sdk/core/realtime';
import type { Session } from '../../../../sdk/core/session';
import { type AnyPreset, type FilterKind, saveBodyToPreset } from '../form';

/** What a preset mutation shows at once: a saved (new or changed) row, or a row gone. */
export type PresetEffect = { kind: 'save'; preset: AnyPreset } | { kind: 'delete'; id: string };

export interface PresetStore {
  /** The user's presets, loaded while watched, with the changes in flight already shown. */
  readonly list: LiveList<AnyPreset>;
  /** Creates (no `id`) or updates a preset; the answer carries the server's message. */
  save(body: Record<string, string>, id?: string): Promise<HttpResult<AnyPreset>>;
  remove(id: string): Promise<HttpResult<unknown>>;
  destroy(): void;
}

export interface PresetStoreOptions {
  kind: FilterKind;
  http: HttpClient;
  realtime: Realtime;
  session: Pick<Session, '$token'>;
}

/** Dashboard §7: GET/POST /filters, PUT/DELETE /filters/{id}, and the same under /archived-order-filters. */
export const PRESET_PATHS: Record<FilterKind, string> = {
  orders: '/filters',
  archived: '/archived-order-filters',
};

// A new preset's row until the server names it; replaced by the server's row on the refetch.
const PENDING = 'pending:';

/**
 * One kind of saved presets as a live collection (sdk/core/collection): a save or a delete shows at once
 * and rolls back when the server refuses; the server's `reload-sidebar`, pushed to the user's
 * sockets after every preset change, refetches the list in the user's other tabs.
 */
export function createPresetStore({ kind, http, realtime, session }: PresetStoreOptions): PresetStore {
  const path = PRESET_PATHS[kind];
  const collection = createLiveCollection<AnyPreset, PresetEffect>({
    key: (preset) => preset.id,
    session,
    realtime,
    refetchOn: { 'reload-sidebar': true },
  });
  let pending = 0;

  const list = collection.list<null>(
    'presets',
    {
      first: null,
      fetch: async () => {
        const result = await http.get<AnyPreset[]>(path);
        return result.ok ? { ...result, data: { items: result.data ?? [], next: null } } : result;
      },
      patch: (preset, effect, full) => {
        if (effect.kind === 'delete') return preset.id === effect.id ? null : preset;
        // The server's `reload-sidebar` may refetch the list before the POST answers: that list
        // already has the new row under its real id, beside the placeholder. Data fetched while the
        // save was in flight (not `full`) drops the same-named row until the answer's refetch.
        if (!full && effect.preset.id.startsWith(PENDING) && preset.name === effect.preset.name) return null;
        return preset.id === effect.preset.id ? effect.preset : preset;
      },
      inserts: (effect) =>
        effect.kind === 'save' && effect.preset.id.startsWith(PENDING) ? [effect.preset] : [],
    },
    { keep: true },
  );

  const mutate = <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, effect: PresetEffect, body?: object) =>
    collection.mutate<T>({
      effect,
      prepare: () => http.csrf.token('filter'),
      send: () => http.request<T>(method, url, { csrf: 'filter', ...(body && { body }) }),
      // A new row's id is the server's: refetch so its row replaces the placeholder.
      onSuccess: (_data, settle) => settle.refetch(),
    });

  return {
    list,
    save(body, id) {
      const preset = saveBodyToPreset(kind, id ?? `${PENDING}${++pending}`, body);
      const url = id ? `${path}/${encodeURIComponent(id)}` : path;
      return mutate<AnyPreset>(id ? 'PUT' : 'POST', url, { kind: 'save', preset }, body);
    },
    remove: (id) => mutate('DELETE', `${path}/${encodeURIComponent(id)}`, { kind: 'delete', id }),
    destroy: collection.destroy,
  };
}

/**
 * "The list sorted by name, case-insensitive" (dashboard §9), as the server sorts it (SQLite NOCASE
 * folds ASCII letters only), so a row shown before the server answers sits where it will stay.
 */
export function sortPresets<P extends { name: string; id: string }>(presets: readonly P[]): P[] {
  const fold = (name: string) => name.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return [...presets].sort((a, b) => {
    const [x, y] = [fold(a.name), fold(b.name)];
    return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
