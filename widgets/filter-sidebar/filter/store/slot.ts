import { defineStoreSlot, type ProofdeskInstance } from '../../../../sdk/core/instance';
import type { FilterKind } from '../form';
import { createPresetStore, type PresetStore } from './preset-store';

const slotFor = (kind: FilterKind) =>
  defineStoreSlot(`filter-presets:${kind}`, (instance) =>
    createPresetStore({ kind, http: instance.http, realtime: instance.realtime, session: instance.session }),
  );

/** One preset store per kind and instance, shared by every panel of that kind on the page. */
export const presetStoreSlots: Record<FilterKind, ReturnType<typeof slotFor>> = {
  orders: slotFor('orders'),
  archived: slotFor('archived'),
};

/** The instance's saved presets of one kind ('orders' or 'archived'), created on first use. */
export function getPresetStore(instance: ProofdeskInstance, kind: FilterKind): PresetStore {
  return instance.stores.get(presetStoreSlots[kind]);
}
