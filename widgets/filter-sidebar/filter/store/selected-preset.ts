import type { PrefixedStorage } from '../../../../sdk/core/session';
import type { FilterKind } from '../form';

/** Dashboard §3 local storage keys: the selected preset of each panel. */
export const SELECTED_PRESET_KEYS = {
  orders: 'selectedFilter',
  archived: 'selectedArchivedFilter',
} as const satisfies Record<FilterKind, string>;

type Selections = Record<string, string>;

function read(storage: PrefixedStorage, kind: FilterKind): Selections {
  try {
    const parsed: unknown = JSON.parse(storage.get(SELECTED_PRESET_KEYS[kind]) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Selections) : {};
  } catch {
    return {};
  }
}

/**
 * "Selecting a preset applies it and stores it in local storage per logged user": the key holds one
 * preset id per user id, so two people sharing a browser keep their own selection.
 */
export function selectedPresetId(storage: PrefixedStorage, kind: FilterKind, userId: string): string | null {
  const id = read(storage, kind)[userId];
  return typeof id === 'string' && id ? id : null;
}

/** Stores (or, with null, forgets) the user's selected preset of one kind. */
export function storeSelectedPreset(
  storage: PrefixedStorage,
  kind: FilterKind,
  userId: string,
  id: string | null,
): void {
  const { [userId]: _previous, ...others } = read(storage, kind);
  const next = id ? { ...others, [userId]: id } : others;
  if (Object.keys(next).length === 0) storage.remove(SELECTED_PRESET_KEYS[kind]);
  else storage.set(SELECTED_PRESET_KEYS[kind], JSON.stringify(next));
}
