import { lazy } from 'react';

// The popover's content (list, items, group detail, the Delete All prompt) is a chunk of its own:
// an app's first load carries the trigger and the unread count, and the rest arrives when the user
// points at or tabs to the bell, or opens it (as Floating UI does, decision 13). Issue 22: the bell
// as an npm app must stay within 28 kB gzip of first load.
type PanelModule = typeof import('./notification-panel');

let loading: Promise<PanelModule> | undefined;

/** Starts loading the panel's chunk; later calls share the one import, a failed one is retried. */
export function preloadNotificationPanel(): Promise<PanelModule> {
  loading ??= import('./notification-panel').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export const LazyNotificationPanel = lazy(() =>
  preloadNotificationPanel().then((module) => ({ default: module.NotificationPanel })),
);
