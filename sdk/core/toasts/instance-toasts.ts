import type { ProofdeskInstance } from '../instance';
import { createToastStore, type ToastStore } from './toast-store';

// One queue per instance, so a toast raised by any widget (or by the framework-free upload store)
// shows in whichever region is rendered.
const stores = new WeakMap<ProofdeskInstance, ToastStore>();

export function getToastStore(instance: ProofdeskInstance): ToastStore {
  let store = stores.get(instance);
  if (!store) {
    store = createToastStore();
    stores.set(instance, store);
  }
  return store;
}
