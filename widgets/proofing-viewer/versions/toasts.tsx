import { createToastStore, ToastRegion, type ToastStore } from '../../../sdk/react';
import type { ViewerState } from '../state/viewer-state';

// The viewer's own toast queue (like the board's and the cart's): the version actions' and review
// decisions' results show inside the viewer's shadow root whatever page hosts it. One per viewer.
const stores = new WeakMap<ViewerState, ToastStore>();

export function viewerToasts(state: ViewerState): ToastStore {
  let store = stores.get(state);
  if (!store) {
    store = createToastStore();
    stores.set(state, store);
  }
  return store;
}

/** Where the viewer's toasts appear (rendered once by the frame). */
export function ViewerToasts({ state }: { state: ViewerState }) {
  return <ToastRegion store={viewerToasts(state)} />;
}
