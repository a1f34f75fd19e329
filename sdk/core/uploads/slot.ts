import { defineStoreSlot, type ProofdeskInstance } from '../instance';
import { getToastStore } from '../toasts';
import type { UploadStore } from './types';
import { createUploadStore } from './upload-store';

/** The uploads' slot: one store per instance, created by the first upload zone (or host) that asks. */
export const uploadStoreSlot = defineStoreSlot('uploads', (instance) =>
  createUploadStore({
    http: instance.http,
    toasts: getToastStore(instance),
    storage: () => instance.session.$profile.get(),
  }),
);

/**
 * The instance's uploads (the issue's `instance.uploads`): every upload zone of the page and the
 * viewer's "Add version" share it, so the three-at-once limit holds page-wide.
 */
export function getUploadStore(instance: ProofdeskInstance): UploadStore {
  return instance.stores.get(uploadStoreSlot);
}
